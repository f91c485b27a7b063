import type { BeaconValue } from '../../rounds/round.js';
import type { DrandChainInfo } from './drand-chain.js';

/** A beacon round verified against its chain's public key. */
export type VerifiedBeacon = BeaconValue;

/**
 * Where RNG draws get their public randomness (a Nest provider, replaced in tests): the
 * drand chain configured (DRAND_URL, DRAND_CHAIN_INFO), or none (NoBeaconSource).
 */
export abstract class BeaconSource {
  /** The chain, or null when no beacon is configured. */
  abstract readonly chain: DrandChainInfo | null;

  /** The beacon round a round closing at `closeAt` commits to when it opens; null without a chain. */
  abstract committedRound(closeAt: string): number | null;

  /**
   * The round's beacon, verified; null when it is not obtained now (not out yet, the relay
   * unreachable or answering something that does not verify). Never throws for those.
   */
  abstract fetch(round: number): Promise<VerifiedBeacon | null>;
}

/**
 * No beacon configured (development, or FAIRNESS_MODE=operator-trusted): rounds commit to
 * none and draw with seed and ticket root alone, marked 'none', and their proofs say the
 * operator could have influenced them.
 */
export class NoBeaconSource extends BeaconSource {
  readonly chain = null;

  committedRound(): number | null {
    return null;
  }

  async fetch(): Promise<VerifiedBeacon | null> {
    return null;
  }
}
