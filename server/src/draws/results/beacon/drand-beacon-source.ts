import { Logger } from '@nestjs/common';
import type { BeaconValue } from '../../rounds/round.js';
import { BeaconSource } from './beacon-source.js';
import { committedBeaconRound, type DrandChainInfo } from './drand-chain.js';
import { BeaconVerificationError, verifyBeacon } from './drand-verify.js';

/** A relay that does not answer within this long is taken as unreachable for this try. */
const FETCH_TIMEOUT_MS = 5_000;

/**
 * The drand HTTP client: GET `${url}/${chain hash}/public/${round}` from each relay in
 * turn until one answers with a round that verifies with the configured chain's key
 * (drand-verify.ts); no relay is trusted, so any of them will do. Anything short of a
 * verified answer is null: the draw tries again on the next tick, for as long as it takes.
 */
export class DrandBeaconSource extends BeaconSource {
  private readonly urls: readonly string[];

  constructor(
    urls: string | readonly string[],
    readonly chain: DrandChainInfo,
    private readonly logger: Pick<Logger, 'warn'> = new Logger('DrandBeacon'),
    private readonly timeoutMs = FETCH_TIMEOUT_MS,
  ) {
    super();
    this.urls = typeof urls === 'string' ? [urls] : [...urls];
  }

  committedRound(closeAt: string): number {
    return committedBeaconRound(this.chain, closeAt);
  }

  async fetch(round: number): Promise<BeaconValue | null> {
    for (const url of this.urls) {
      const beacon = await this.fetchFrom(url, round);
      if (beacon) return beacon;
    }
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
