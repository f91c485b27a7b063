import { Global, Inject, Module, type OnModuleDestroy } from '@nestjs/common';
import type pg from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { PG_POOL } from '../database/pg-pool.js';
import { EventStore } from './event-store.port.js';
import { PostgresEventStore } from './postgres/postgres-event-store.js';

/**
 * Provides the EventStore port (the abstract class is the token): KurrentDB when
 * EVENTSTORE_URL is set, otherwise PostgreSQL on the shared pool. The KurrentDB client is
 * loaded only when selected, so a machine without it never pays for it.
 */
@Global()
@Module({
  providers: [
    {
      provide: EventStore,
      inject: [APP_CONFIG, PG_POOL],
      useFactory: async (config: AppConfig, pool: pg.Pool): Promise<EventStore> => {
        if (config.EVENTSTORE_URL) {
          const { KurrentDbEventStore } = await import('./kurrentdb/kurrentdb-event-store.js');
          return KurrentDbEventStore.connect(config.EVENTSTORE_URL);
        }
        return new PostgresEventStore(pool);
      },
    },
  ],
  exports: [EventStore],
})
export class EventStoreModule implements OnModuleDestroy {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async onModuleDestroy(): Promise<void> {
    await this.store.close();
  }
}
