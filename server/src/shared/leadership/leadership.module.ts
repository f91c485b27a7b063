import { Global, Inject, Logger, Module, type DynamicModule, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import pg from 'pg';
import { PG_POOL } from '../database/pg-pool.js';
import { AdvisoryLockLeadership } from './advisory-lock-leadership.js';
import { Leadership, NeverLeader } from './leadership.js';

/**
 * Provides `Leadership` to every module. An instance that runs background jobs competes
 * for the advisory lock from the moment the application is up; one that does not
 * (SCHEDULER_ENABLED=false, command-line tools) never leads.
 */
@Global()
@Module({})
export class LeadershipModule implements OnApplicationBootstrap, OnModuleDestroy {
  constructor(@Inject(Leadership) private readonly leadership: Leadership) {}

  static forRoot(competes: boolean): DynamicModule {
    return {
      module: LeadershipModule,
      providers: [
        {
          provide: Leadership,
          inject: [PG_POOL],
          useFactory: (pool: pg.Pool): Leadership => {
            if (!competes) return new NeverLeader();
            const logger = new Logger('Leadership');
            // The pool's own settings (its password is kept out of enumerable options), on a connection of its own.
            const connection = () => new pg.Client({ ...pool.options, password: pool.options.password, keepAlive: true });
            return new AdvisoryLockLeadership(connection, {
              log: (message) => logger.log(message),
              onError: (error) => logger.warn(`Leader election: ${(error as Error)?.message ?? String(error)}`),
            });
          },
        },
      ],
      exports: [Leadership],
    };
  }

  onApplicationBootstrap(): void {
    if (this.leadership instanceof AdvisoryLockLeadership) this.leadership.start();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.leadership instanceof AdvisoryLockLeadership) await this.leadership.stop();
  }
}
