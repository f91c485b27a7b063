import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { PERIOD_IDS, type ResultSource } from '../draws/draw-periods.js';
import { APP_CONFIG, type AppConfig } from '../shared/config/config.js';
import { systemMeta } from '../shared/cqrs/command-meta.js';
import { EventStore } from '../shared/event-store/event-store.port.js';
import { SettingsCommandRunner } from './settings-command-runner.js';
import { SETTINGS_STREAM } from './settings.js';

/**
 * RESULT_MODE=manual: every period whose result source no admin has ever set starts as
 * manual (witnessed draws) instead of rng. Applied as settings events before the scheduler
 * opens a round, so each round still declares its source at open and the change shows in
 * the history like an admin's. A period an admin has set is never touched; every instance
 * may do this at once (a value already set decides nothing).
 */
@Injectable()
export class ResultSourceDefault implements OnModuleInit {
  private readonly logger = new Logger('ResultSourceDefault');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly store: EventStore,
    private readonly settings: SettingsCommandRunner,
  ) {}

  async onModuleInit(): Promise<void> {
    const source: ResultSource = this.config.RESULT_MODE === 'manual' ? 'manual' : 'rng';
    if (source === 'rng') return;
    const events = await this.store.readStream(SETTINGS_STREAM);
    const set = new Set(events.filter((e) => e.type === 'ResultSourceChanged').map((e) => (e.data as { period?: string }).period));
    for (const period of PERIOD_IDS.filter((p) => !set.has(p))) {
      const result = await this.settings.run({ type: 'SetResultSource', data: { period, source } }, systemMeta('result-source-default', 'RESULT_MODE'));
      if (result.changed) this.logger.log(`The ${period} draw's results come from ${source} draws (RESULT_MODE), from its next round`);
    }
  }
}
