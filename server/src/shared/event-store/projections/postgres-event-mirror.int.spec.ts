import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { events, newEvent, waitFor } from '../event-store.contract.js';
import { InMemoryEventStore } from '../in-memory/in-memory-event-store.js';
import { PostgresEventStore } from '../postgres/postgres-event-store.js';
import { MIRROR_CHECKPOINT, PostgresEventMirror } from './postgres-event-mirror.js';

/**
 * The mirror that feeds PostgreSQL read models when the events live elsewhere (KurrentDB).
 * Any EventStore can be the source; the in-memory one stands in for KurrentDB here.
 */
describe('PostgreSQL event mirror', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  const source = new InMemoryEventStore();
  const count = async () => Number((await pool.query('SELECT count(*) FROM events')).rows[0].count);

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 5 });
    await pool.query(`
      CREATE TABLE test_mirror_totals (stream_id text PRIMARY KEY, total bigint NOT NULL);
      CREATE FUNCTION test_mirror_apply(e events) RETURNS void LANGUAGE sql AS $$
        INSERT INTO test_mirror_totals VALUES (e.stream_id, (e.data->>'amount')::bigint)
        ON CONFLICT (stream_id) DO UPDATE SET total = test_mirror_totals.total + excluded.total
      $$;
      INSERT INTO inline_projections (name, stream_prefix, apply_function, tables)
      VALUES ('test-mirror-totals', 'mirrored-', 'test_mirror_apply', '{test_mirror_totals}');`);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  it('copies events in order, runs inline projections, and resumes from its checkpoint', async () => {
    const errors: unknown[] = [];
    const total = async () => (await pool.query("SELECT total FROM test_mirror_totals WHERE stream_id = 'mirrored-1'")).rows[0]?.total;
    const copied = async (n: number) => {
      for (let i = 0; i < 400 && (await count()) < n; i++) await new Promise((r) => setTimeout(r, 10));
      await new Promise((r) => setTimeout(r, 100));
      return count();
    };
    await source.append('mirrored-1', [newEvent('Credited', { amount: 5 }), newEvent('Credited', { amount: 7 })], 0);
    await source.append('other-1', events(1), 0);
    const mirror = new PostgresEventMirror(source, pool, (e) => errors.push(e));
    await mirror.start();
    try {
      expect(await copied(3)).toBe(3);
      expect(await total()).toBe('12');
    } finally {
      await mirror.stop();
    }

    await source.append('mirrored-1', [newEvent('Credited', { amount: 1 })], 2);
    // Lose the checkpoint: the events copied again are no-ops (same ids).
    await pool.query('UPDATE projection_checkpoints SET checkpoint = NULL WHERE name = $1', [MIRROR_CHECKPOINT]);
    const again = new PostgresEventMirror(source, pool, (e) => errors.push(e));
    await again.start();
    try {
      expect(await copied(4)).toBe(4);
      expect(await total()).toBe('13');
    } finally {
      await again.stop();
    }
    const local = new PostgresEventStore(pool);
    expect((await local.readStream('mirrored-1')).map((e) => [e.id, e.streamVersion, e.data])).toEqual(
      (await source.readStream('mirrored-1')).map((e) => [e.id, e.streamVersion, e.data]),
    );
    expect((await local.verifyStream('mirrored-1')).ok).toBe(true);
    await local.close();
    expect(errors).toEqual([]);
  });
});
