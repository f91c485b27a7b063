import { Logger } from '@nestjs/common';
import type { BeaconValue } from '../../rounds/round.js';
import { BeaconSource } from './beacon-source.js';
import { committedBeaconRound, type DrandChainInfo } from './drand-chain.js';
import { BeaconVerificationError, verifyBeacon } from './drand-verify.js';

/** A relay that does not answer within this long is taken as unreachable for this try. */
const FETCH_TIMEOUT_MS = 5_000;
/** After a round is not obtained, the next try waits 2, 4, 8... seconds (real time), at most this long. */
const MAX_BACKOFF_MS = 60_000;

/**
 * The drand HTTP client: GET `${url}/${chain hash}/public/${round}` from each relay in
 * turn until one answers with a round that verifies with the configured chain's key
 * (drand-verify.ts); no relay is trusted, so any of them will do. Anything short of a
 * verified answer is null: the draw tries again later, for as long as it takes. Tries of a
 * round not obtained back off (up to a minute apart), so relays that are down cost the
 * scheduler's ticks nothing between tries.
 */
export class DrandBeaconSource extends BeaconSource {
  private readonly urls: readonly string[];
  private readonly backoff = new Map<number, { failures: number; until: number }>();

  constructor(
    urls: string | readonly string[],
    readonly chain: DrandChainInfo,
    private readonly logger: Pick<Logger, 'warn'> = new Logger('DrandBeacon'),
    private readonly timeoutMs = FETCH_TIMEOUT_MS,
    private readonly backoffBaseMs = 1_000,
  ) {
    super();
    this.urls = typeof urls === 'string' ? [urls] : [...urls];
  }

  committedRound(closeAt: string): number {
    return committedBeaconRound(this.chain, closeAt);
  }

  async fetch(round: number): Promise<BeaconValue | null> {
    const waiting = this.backoff.get(round);
    if (waiting && performance.now() < waiting.until) return null;
    for (const url of this.urls) {
      const beacon = await this.fetchFrom(url, round);
      if (beacon) {
        this.backoff.delete(round);
        return beacon;
      }
    }
    const failures = (waiting?.failures ?? 0) + 1;
    this.backoff.set(round, { failures, until: performance.now() + Math.min(MAX_BACKOFF_MS, this.backoffBaseMs * 2 ** failures) });
    return null;
  }

  private async fetchFrom(url: string, round: number): Promise<BeaconValue | null> {
    const address = `${url}/${this.chain.hash}/public/${round}`;
    let answer: unknown;
    try {
      const response = await fetch(address, { signal: AbortSignal.timeout(this.timeoutMs), headers: { accept: 'application/json' } });
      if (!response.ok) {
        // 404/425: not emitted yet; anything else: the relay's trouble. Either way, later.
        await response.body?.cancel();
        return null;
      }
      answer = await response.json();
    } catch (error) {
      this.logger.warn(`drand round ${round}: the relay ${url} did not answer (${(error as Error).message})`);
      return null;
    }
    try {
      return verifyBeacon(this.chain, round, answer as { round: unknown; signature: unknown; randomness?: unknown });
    } catch (error) {
      if (!(error instanceof BeaconVerificationError)) throw error;
      this.logger.warn(`drand round ${round} from ${url} refused: ${error.message}`);
      return null;
    }
  }
}
