import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ScheduleModule } from '@nestjs/schedule';
import type { AppConfig } from './shared/config/config.js';
import type { Clock } from './shared/clock/clock.js';
import { CoreModule } from './shared/core/core.module.js';
import { DatabaseModule } from './shared/database/database.module.js';
import { EventStoreModule } from './shared/event-store/event-store.module.js';
import { LeadershipModule } from './shared/leadership/leadership.module.js';
import { ReactorsModule } from './shared/event-store/reactors/reactors.module.js';
import { HealthModule } from './health/health.module.js';
import { WalletModule } from './wallet/wallet.module.js';
import { IdentityModule } from './identity/identity.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { AuditModule } from './audit/audit.module.js';
import { AuditConsoleModule } from './audit/audit-console.module.js';
import { MoneyRequestsModule } from './money-requests/money-requests.module.js';
import { SettingsModule } from './settings/settings.module.js';
import { DrawsModule } from './draws/draws.module.js';
import { LiveModule } from './live/live.module.js';
import { StatementsModule } from './statements/statements.module.js';
import { AdminRecordsModule } from './admin-records/admin-records.module.js';
import { ResponsiblePlayModule } from './responsible-play/responsible-play.module.js';

export interface AppOptions {
  config: AppConfig;
  databaseUrl: string;
  /** Tests pass a FixedClock. */
  clock?: Clock;
  /** Command-line tools run without background jobs. */
  background?: boolean;
  /**
   * Reactors (a deposit's credit) run in the leader, so where background jobs run. True:
   * compete for leadership without background jobs, to run them; test servers on a
   * database of their own set it, so a deposit marked done is credited as in production.
   */
  reactors?: boolean;
}

/** The whole server: shared infrastructure first, then one module per feature. */
@Module({})
export class AppModule {
  static forRoot(options: AppOptions): DynamicModule {
    const background = (options.background ?? true) && options.config.SCHEDULER_ENABLED;
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(options.config, options.clock),
        DatabaseModule.forRoot(options.databaseUrl),
        CqrsModule.forRoot(),
        ...(background ? [ScheduleModule.forRoot()] : []),
        LeadershipModule.forRoot(background || options.reactors === true),
        EventStoreModule,
        ReactorsModule,
        HealthModule,
        WalletModule,
        IdentityModule,
        NotificationsModule,
        AuditModule,
        AuditConsoleModule,
        MoneyRequestsModule,
        SettingsModule,
        DrawsModule,
        LiveModule,
        StatementsModule,
        AdminRecordsModule,
        ResponsiblePlayModule,
      ],
    };
  }
}
