import type { DrandChainInfo } from '../../../shared/config/config.js';

export type { DrandChainInfo };

/** The margin between a round's close and its committed beacon round (DESIGN.md section 2). */
export const BEACON_MARGIN_SECONDS = 60;

/**
 * drand rounds: round 1 is emitted at genesis, round r at genesis + (r - 1) × period
 * (seconds). No one, the operator included, knows a round's randomness before its time.
 */
export function beaconRoundTime(chain: DrandChainInfo, round: number): Date {
  return new Date((chain.genesisTime + (round - 1) * chain.period) * 1000);
}

/** The first beacon round emitted at or after `at` (round 1 for any time before genesis). */
export function firstBeaconRoundAtOrAfter(chain: DrandChainInfo, at: Date): number {
  const seconds = at.getTime() / 1000 - chain.genesisTime;
  if (seconds <= 0) return 1;
  return Math.ceil(seconds / chain.period) + 1;
}

/** The beacon round a round commits to when it opens: the first emitted at least the margin after its close. */
export function committedBeaconRound(chain: DrandChainInfo, closeAt: string): number {
  return firstBeaconRoundAtOrAfter(chain, new Date(Date.parse(closeAt) + BEACON_MARGIN_SECONDS * 1000));
}
