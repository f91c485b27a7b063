import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { describeEventStoreContract } from '../event-store.contract.js';
import { PostgresEventStore } from './postgres-event-store.js';
import { holdReadHorizonBeforeEach } from './testing/held-read-horizon.js';

let db: TestDatabase;
let pool: pg.Pool;

// What parallel workers do by chance, every time: the contract waits for its events.
holdReadHorizonBeforeEach();

afterAll(async () => {
  await pool?.end();
  await db?.drop();
});

describeEventStoreContract('PostgreSQL', async () => {
  db = await createTestDatabase();
  pool = new pg.Pool({ connectionString: db.url, max: 20 });
  const store = new PostgresEventStore(pool, { pollMs: 2000 });
  const held: pg.Client[] = [];
  return {
    store,
    alterEvent: async (streamId, version) => {
      await pool.query(`UPDATE events SET data = data || '{"amount": 1000000}' WHERE stream_id = $1 AND stream_version = $2`, [
        streamId,
        version,
      ]);
      return version;
    },
    removeEvent: async (streamId, version) => {
      await pool.query('DELETE FROM events WHERE stream_id = $1 AND stream_version = $2', [streamId, version]);
      return version;
    },
    holdOpenAppend: async (streamId, events, expectedVersion) => {
      // Another connection appends and keeps its transaction open: its position is taken
      // now, but it commits only after a later append has.
      const client = new pg.Client({ connectionString: db.url });
      held.push(client);
      await client.connect();
      // Writers outside the adapter ask for the in-transaction NOTIFY (sent at its commit).
      await client.query('SET fairdraw.notify = on');
      await client.query('BEGIN');
      await client.query('SELECT * FROM fd_append_events($1, $2, $3::jsonb)', [streamId, expectedVersion, JSON.stringify(events)]);
      return {
        commit: async () => {
          await client.query('COMMIT');
        },
      };
    },
    dispose: async () => {
      await store.close();
      await Promise.all(held.map((c) => c.end()));
    },
  };
});
