import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { events, newEvent } from '../event-store.contract.js';
import { PostgresEventStore } from '../postgres/postgres-event-store.js';
import { rebuildInlineProjections } from './rebuild-inline-projections.js';

/** A small inline projection defined here: events and amount per stream of 'counted-'. */
const SETUP = `
  CREATE TABLE test_stream_counts (stream_id text PRIMARY KEY, events int NOT NULL, last_type text NOT NULL, total bigint NOT NULL);
  CREATE FUNCTION test_stream_counts_apply(e events) RETURNS void LANGUAGE plpgsql AS $$
  BEGIN
    IF e.data->>'fail' = 'yes' THEN RAISE EXCEPTION 'projection refused the event'; END IF;
    INSERT INTO test_stream_counts VALUES (e.stream_id, 1, e.type, coalesce((e.data->>'amount')::bigint, 0))
    ON CONFLICT (stream_id) DO UPDATE SET events = test_stream_counts.events + 1, last_type = excluded.last_type,
                                          total = test_stream_counts.total + excluded.total;
  END $$;
  CREATE FUNCTION test_stream_counts_rebuild() RETURNS void LANGUAGE sql AS $$
    INSERT INTO test_stream_counts
    SELECT DISTINCT ON (stream_id) stream_id, count(*) OVER s, type, sum(coalesce((data->>'amount')::bigint, 0)) OVER s
    FROM events WHERE starts_with(stream_id, 'counted-')
    WINDOW s AS (PARTITION BY stream_id)
    ORDER BY stream_id, stream_version DESC
  $$;
  INSERT INTO inline_projections (name, stream_prefix, apply_function, tables)
  VALUES ('test-stream-counts', 'counted-', 'test_stream_counts_apply', '{test_stream_counts}');
`;

describe('inline projections', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  const rows = async () => (await pool.query('SELECT * FROM test_stream_counts ORDER BY stream_id')).rows;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 10 });
    store = new PostgresEventStore(pool);
    await pool.query(SETUP);
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
    await db.drop();
  });

  it('update their tables in the append itself, for matching streams only', async () => {
    await store.append('counted-a', [newEvent('Paid', { amount: 150 }), newEvent('Paid', { amount: 50 })], 0);
    await store.append('other-a', events(1), 0);
    expect(await rows()).toEqual([{ stream_id: 'counted-a', events: 2, last_type: 'Paid', total: '200' }]);
  });

  it('share the fate of the append: a failing projection stores no event', async () => {
    const refused = store.append('counted-a', [newEvent('Paid', { amount: 1, fail: 'yes' })], 2);
    await expect(refused).rejects.toThrow('projection refused the event');
    expect(await store.readStream('counted-a')).toHaveLength(2);
    expect((await rows())[0].events).toBe(2);
  });

  it('run for every item a batch append writes, and only for those', async () => {
    const before = (await rows()).find((r) => r.stream_id === 'counted-a');
    const outcomes = await store.appendToMany([
      { streamId: 'counted-a', expectedVersion: 2, event: newEvent('Paid', { amount: 7 }) },
      { streamId: 'counted-b', expectedVersion: 5, event: newEvent('Paid', { amount: 9 }) },
      { streamId: 'counted-c', expectedVersion: 0, event: newEvent('Paid', { amount: 11 }) },
    ]);
    expect(outcomes.map((o) => o.outcome)).toEqual(['appended', 'conflict', 'appended']);
    expect(await rows()).toEqual([
      { ...before, events: 3, total: '207' },
      { stream_id: 'counted-c', events: 1, last_type: 'Paid', total: '11' },
    ]);
  });

  it('are rebuilt from the events into tables equal to the live ones', async () => {
    for (let i = 0; i < 20; i++) await store.append(`counted-${i}`, events(3, 'Moved').map((e) => ({ ...e, data: { amount: i } })), 0);
    const live = await rows();
    await pool.query("UPDATE test_stream_counts SET total = 0; DELETE FROM test_stream_counts WHERE stream_id = 'counted-3'");
    const [result] = await rebuildInlineProjections(pool, ['test-stream-counts']);
    expect(result).toMatchObject({ name: 'test-stream-counts', events: 64 });
    expect(await rows()).toEqual(live);

    await pool.query("UPDATE inline_projections SET rebuild_function = 'test_stream_counts_rebuild' WHERE name = 'test-stream-counts'");
    await pool.query('DELETE FROM test_stream_counts');
    await rebuildInlineProjections(pool);
    expect(await rows()).toEqual(live);
    await expect(rebuildInlineProjections(pool, ['nope'])).rejects.toThrow('nope');
  });

  it('rebuilds a large log to the same rows event by event and set-based, and takes a large batch (rates: npm run bench)', async () => {
    // 60,000 events in 6,000 streams, written set-based.
    await pool.query(`
      INSERT INTO events (event_id, stream_id, stream_version, type, data, metadata, hash)
      SELECT gen_random_uuid(), 'counted-bulk-' || (n / 10), n % 10 + 1, 'Moved', jsonb_build_object('amount', n), '{}', ''
      FROM generate_series(0, 59999) n`);
    const rebuilt: Record<string, unknown[]> = {};
    for (const mode of ['event by event', 'set-based']) {
      const fn = mode === 'set-based' ? 'test_stream_counts_rebuild' : null;
      await pool.query("UPDATE inline_projections SET rebuild_function = $1 WHERE name = 'test-stream-counts'", [fn]);
      const [result] = await rebuildInlineProjections(pool, ['test-stream-counts']);
      expect(result.events).toBeGreaterThanOrEqual(60_000);
      rebuilt[mode] = await rows();
    }
    expect(rebuilt['set-based']).toEqual(rebuilt['event by event']);
    expect((await pool.query("SELECT total FROM test_stream_counts WHERE stream_id = 'counted-bulk-0'")).rows[0].total).toBe('45');
    const credits = Array.from({ length: 20_000 }, (_, i) => ({
      streamId: `counted-batch-${i}`,
      expectedVersion: 0,
      event: newEvent('Credited', { amount: i }),
    }));
    const outcomes = await store.appendToMany(credits);
    expect(outcomes.every((o) => o.outcome === 'appended')).toBe(true);
    expect((await pool.query("SELECT count(*)::int AS n FROM test_stream_counts WHERE stream_id LIKE 'counted-batch-%'")).rows[0].n).toBe(20_000);
  });
});
