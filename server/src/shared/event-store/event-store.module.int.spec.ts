import { Test } from '@nestjs/testing';
import { loadConfig } from '../config/config.js';
import { CoreModule } from '../core/core.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import type pg from 'pg';
import { PG_POOL } from '../database/pg-pool.js';
import { newEvent, waitFor } from './event-store.contract.js';
import { EVENT_MIRROR, EventStoreModule } from './event-store.module.js';
import { EventStore } from './event-store.port.js';
import { KurrentDbEventStore } from './kurrentdb/kurrentdb-event-store.js';
import { PostgresEventStore } from './postgres/postgres-event-store.js';

describe('EventStoreModule', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  const compile = (env: Record<string, string>) =>
    Test.createTestingModule({
      imports: [CoreModule.forRoot(loadConfig({ NODE_ENV: 'test', ...env })), DatabaseModule.forRoot(db.url), EventStoreModule],
    }).compile();

  it('provides the PostgreSQL store on the shared pool without EVENTSTORE_URL, and closes it', async () => {
    const app = await compile({});
    await app.init();
    const store = app.get(EventStore);
    expect(store).toBeInstanceOf(PostgresEventStore);
    expect(app.get(EVENT_MIRROR)).toBeNull();
    const result = await store.append('module-1', [newEvent()], 0);
    expect(result.nextExpectedVersion).toBe(1);

    // Subscriptions LISTEN on a connection of their own, opened with the pool's settings.
    const seen: string[] = [];
    const subscription = store.subscribe({ fromCheckpoint: null, onEvent: async (e) => void seen.push(e.id) });
    const listening = async () =>
      Number((await app.get<pg.Pool>(PG_POOL).query("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN fd_events'")).rows[0].count);
    for (let i = 0; i < 100 && (await listening()) === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await listening()).toBe(1);
    await waitFor(() => seen.length === 1, 'the stored event');
    await subscription.stop();
    await app.close();
  });

  it('selects KurrentDB, with the PostgreSQL mirror, when EVENTSTORE_URL is set', async () => {
    // Compiled only (no init): the mirror would start subscribing to a server that is not here.
    const app = await compile({ EVENTSTORE_URL: 'kurrentdb://127.0.0.1:1?tls=false' });
    const store = app.get(EventStore);
    expect(store).toBeInstanceOf(KurrentDbEventStore);
    expect(app.get(EVENT_MIRROR)).not.toBeNull();
    await app.close();
  });
});
