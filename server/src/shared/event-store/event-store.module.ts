import { Global, Inject, Logger, Module, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type pg from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { PG_POOL } from '../database/pg-pool.js';
import { EventStore } from './event-store.port.js';
import { PostgresEventStore } from './postgres/postgres-event-store.js';
import { PostgresEventMirror } from './projections/postgres-event-mirror.js';

/** The mirror that feeds PostgreSQL read models from KurrentDB; null on PostgreSQL. */
export const EVENT_MIRROR = Symbol('EVENT_MIRROR');

/**
 * Provides the EventStore port (the abstract class is the token): KurrentDB when
 * EVENTSTORE_URL is set, otherwise PostgreSQL on the shared pool. The KurrentDB client is
 * loaded only when selected. With KurrentDB, the inline projections cannot run inside
 * the append, so the mirror copies events into PostgreSQL where they run (a moment later).
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
    {
      provide: EVENT_MIRROR,
      inject: [APP_CONFIG, PG_POOL, EventStore],
      useFactory: (config: AppConfig, pool: pg.Pool, store: EventStore): PostgresEventMirror | null => {
        if (!config.EVENTSTORE_URL) return null;
        const logger = new Logger('EventMirror');
        return new PostgresEventMirror(store, pool, (error) => logger.error(`Copying events to PostgreSQL failed: ${String(error)}`));
      },
    },
  ],
  exports: [EventStore, EVENT_MIRROR],
})
export class EventStoreModule implements OnApplicationBootstrap, OnModuleDestroy {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(EVENT_MIRROR) private readonly mirror: PostgresEventMirror | null,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.mirror?.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.mirror?.stop();
    await this.store.close();
  }
}
