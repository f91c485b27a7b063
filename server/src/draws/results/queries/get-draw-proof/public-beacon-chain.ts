import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../../shared/config/config.js';
import type { BeaconChainView } from './draw-proof-view.js';

/**
 * The drand chain this server draws from (DRAND_CHAIN_INFO, fetched from DRAND_URL), as the
 * proof page shows it for a browser's BLS check, or null with no beacon configured. The
 * proof shows it only for rounds that committed to this chain (by its hash).
 */
@Injectable()
export class PublicBeaconChain {
  private readonly chain: BeaconChainView | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const info = config.DRAND_CHAIN_INFO;
    this.chain = info
      ? { hash: info.hash, public_key: info.publicKey, scheme: info.schemeID, period: info.period, genesis_time: info.genesisTime, url: config.drandUrls[0] ?? null }
      : null;
  }

  view(): BeaconChainView | null {
    return this.chain;
  }
}
