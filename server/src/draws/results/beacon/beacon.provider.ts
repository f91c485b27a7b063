import type { Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../shared/config/config.js';
import { BeaconSource, NoBeaconSource } from './beacon-source.js';
import { DrandBeaconSource } from './drand-beacon-source.js';

/** The BeaconSource the configuration names: drand at DRAND_URL's relays with DRAND_CHAIN_INFO, or none. */
export const beaconSourceProvider: Provider = {
  provide: BeaconSource,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): BeaconSource =>
    config.drandUrls.length > 0 && config.DRAND_CHAIN_INFO ? new DrandBeaconSource(config.drandUrls, config.DRAND_CHAIN_INFO) : new NoBeaconSource(),
};
