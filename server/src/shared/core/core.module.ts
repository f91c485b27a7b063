import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Clock } from '../clock/clock.js';
import { clockFromSettings } from '../clock/scaled-clock.js';

/**
 * The validated configuration and the clock, available to every module. The clock is the
 * real time unless CLOCK_START / CLOCK_RATE move it; tests pass their own.
 */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig, clock: Clock = clockFromSettings(config)): DynamicModule {
    return {
      module: CoreModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: Clock, useValue: clock },
      ],
      exports: [APP_CONFIG, Clock],
    };
  }
}
