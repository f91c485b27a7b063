import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { newEvent } from '../event-store.contract.js';
import { WrongExpectedVersionError, type StreamAppend } from '../event-store.port.js';
import { PostgresEventStore } from '../postgres/postgres-event-store.js';
import { rebuildInlineProjections } from './rebuild-inline-projections.js';

/**
 * An inline projection with event types and a set-based function (totals per stream of
 * 'totals-', Paid and Refunded only). test_calls logs every call, so the tests see how
 * the appends drive it.
 */
const SETUP = `
  CREATE TABLE test_totals (stream_id text PRIMARY KEY, events int NOT NULL, total bigint NOT NULL, version int NOT NULL);
  CREATE TABLE test_calls (n bigserial, kind text NOT NULL, size int NOT NULL);
  CREATE FUNCTION test_totals_apply(e events) RETURNS void LANGUAGE sql AS $$
    INSERT INTO test_calls (kind, size) VALUES ('event', 1);
    INSERT INTO test_totals VALUES (e.stream_id, 1, (e.data->>'amount')::bigint, e.stream_version)
    ON CONFLICT (stream_id) DO UPDATE SET events = test_totals.events + 1, total = test_totals.total + excluded.total,
                                          version = excluded.version;
  $$;
  CREATE FUNCTION test_totals_apply_batch(p_events events[]) RETURNS void LANGUAGE sql AS $$
    INSERT INTO test_calls (kind, size) VALUES ('batch', cardinality(p_events));
    INSERT INTO test_totals
    SELECT e.stream_id, count(*), sum((e.data->>'amount')::bigint), max(e.stream_version) FROM unnest(p_events) e GROUP BY 1
    ON CONFLICT (stream_id) DO UPDATE SET events = test_totals.events + excluded.events,
                                          total = test_totals.total + excluded.total, version = excluded.version;
  $$;
  INSERT INTO inline_projections (name, stream_prefix, apply_function, apply_batch_function, event_types, tables)
  VALUES ('test-totals', 'totals-', 'test_totals_apply', 'test_totals_apply_batch', '{Paid,Refunded}', '{test_totals}');
`;

/** What the projection must hold: computed straight from the log. */
const FROM_THE_LOG = `
  SELECT stream_id, count(*)::int AS events, sum((data->>'amount')::bigint)::text AS total, max(stream_version) AS version
  FROM events WHERE stream_id LIKE 'totals-%' AND type IN ('Paid', 'Refunded') GROUP BY stream_id ORDER BY stream_id`;

describe('set-based inline projections', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  const rows = async () => (await pool.query('SELECT stream_id, events, total::text, version FROM test_totals ORDER BY stream_id')).rows;
  const calls = async () => (await pool.query<{ kind: string; size: number }>('SELECT kind, size FROM test_calls ORDER BY n')).rows;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 20 });
    store = new PostgresEventStore(pool);
    await pool.query(SETUP);
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
    await db.drop();
  });
  beforeEach(() => pool.query('TRUNCATE test_calls'));

  it('run once per chunk of a batch append, on exactly its new events of their streams and types', async () => {
    // 4,500 items in three chunks (2,000 each): every 10th of another type, every 15th of
    // another prefix, every 20th at a wrong version (a conflict, not an event).
    const items: StreamAppend[] = Array.from({ length: 4500 }, (_, i) => ({
      streamId: i % 15 === 0 ? `other-${i}` : `totals-chunked-${i}`,
      expectedVersion: i % 20 === 0 ? 3 : 0,
      event: newEvent(i % 10 === 0 ? 'Noted' : 'Paid', { amount: i }),
    }));
    const outcomes = await store.appendToMany(items);
    expect(outcomes.map((o) => o.streamId)).toEqual(items.map((i) => i.streamId));
    const taken = (chunk: number) =>
      items.slice(chunk * 2000, chunk * 2000 + 2000).filter((_, i) => {
        const n = chunk * 2000 + i;
        return n % 15 !== 0 && n % 10 !== 0 && n % 20 !== 0;
      }).length;
    // Chunks run two at a time, so in either order.
    const bySize = (a: { size: number }, b: { size: number }) => a.size - b.size;
    expect((await calls()).sort(bySize)).toEqual([0, 1, 2].map((c) => ({ kind: 'batch', size: taken(c) })).sort(bySize));
    expect(await rows()).toEqual((await pool.query(FROM_THE_LOG)).rows);
    // Each new stream's first hash, recomputed here from its definition.
    const { rows: hashes } = await pool.query(`
      SELECT count(*)::int AS n, count(*) FILTER (WHERE hash <> encode(sha256(convert_to(jsonb_build_object('id', event_id,
               'streamId', stream_id, 'version', stream_version, 'type', type, 'data', data, 'metadata', metadata)::text, 'UTF8')), 'hex'))::int AS bad
      FROM events WHERE stream_id LIKE 'totals-chunked-%'`);
    expect(hashes[0]).toEqual({ n: items.filter((i) => i.expectedVersion === 0 && i.streamId.startsWith('totals-')).length, bad: 0 });
  });

  it('run once per single append on its events of their types, and not at all for one of other types', async () => {
    await store.append('totals-single', [newEvent('Noted', { amount: 5 })], 0);
    expect(await calls()).toEqual([]);
    await store.append('totals-single', [newEvent('Paid', { amount: 7 }), newEvent('Noted'), newEvent('Refunded', { amount: -2 })], 1);
    expect(await calls()).toEqual([{ kind: 'batch', size: 2 }]);
    expect((await rows()).find((r) => r.stream_id === 'totals-single')).toEqual({ stream_id: 'totals-single', events: 2, total: '5', version: 4 });
  });

  it('count each event once when single appends race batch appends on the same and other streams', async () => {
    const streams = Array.from({ length: 3000 }, (_, i) => `totals-race-${i}`);
    const versions = new Map(streams.map((s) => [s, 0]));
    let batching = true;
    const batches = async () => {
      for (let round = 0; round < 4; round++) {
        const outcomes = await store.appendToMany(
          streams.map((s) => ({ streamId: s, expectedVersion: versions.get(s)!, event: newEvent('Paid', { amount: round + 1 }) })),
        );
        for (const o of outcomes) {
          if (o.outcome !== 'conflict') versions.set(o.streamId, o.nextExpectedVersion);
          else if (o.error instanceof WrongExpectedVersionError) versions.set(o.streamId, o.error.actualVersion);
        }
      }
      batching = false;
    };
    // Single appends take positions between a chunk's and commit while it runs: some to
    // streams of their own, some into the batch's streams (which then conflict there).
    const singles = async (worker: number) => {
      let solo = 0;
      for (let n = 1; batching; n++) {
        if (n % 5 !== 0) {
          await store.append(`totals-solo-${worker}`, [newEvent('Paid', { amount: 1000 })], solo++);
          continue;
        }
        const stream = streams[(worker * 97 + n * 31) % streams.length];
        await store.append(stream, [newEvent('Paid', { amount: 1000 })], versions.get(stream)!).catch((e: unknown) => {
          if (!(e instanceof WrongExpectedVersionError)) throw e;
        });
      }
    };
    await Promise.all([batches(), ...Array.from({ length: 10 }, (_, w) => singles(w))]);

    const live = await rows();
    expect(live).toEqual((await pool.query(FROM_THE_LOG)).rows);
    // The single appends ran too (one event each), through the same set-based function.
    expect((await calls()).some((c) => c.kind === 'batch' && c.size === 1)).toBe(true);
    const [rebuilt] = await rebuildInlineProjections(pool, ['test-totals']);
    expect(rebuilt.events).toBeGreaterThan(4 * 3000);
    expect(await rows()).toEqual(live);
  });

  it('are rebuilt in chunks of the log, each stream in order, into the same rows as event by event', async () => {
    // Written set-based: 50,000 events over 2,000 streams (chunks of 20,000 end inside
    // streams), 25,000 of a type the projection skips (whole chunks with nothing to apply),
    // and streams of other prefixes on both sides of 'totals-'.
    await pool.query(`
      INSERT INTO events (event_id, stream_id, stream_version, type, data, metadata, hash)
      SELECT gen_random_uuid(), 'totals-bulk-' || (n % 2000), n / 2000 + 1, CASE WHEN n % 7 = 0 THEN 'Noted' ELSE 'Paid' END,
             jsonb_build_object('amount', n), '{}', ''
      FROM generate_series(0, 49999) n;
      INSERT INTO events (event_id, stream_id, stream_version, type, data, metadata, hash)
      SELECT gen_random_uuid(), 'totals-quiet-' || (n % 10), n / 10 + 1, 'Noted', '{}', '{}', '' FROM generate_series(0, 24999) n;
      INSERT INTO events (event_id, stream_id, stream_version, type, data, metadata, hash)
      SELECT gen_random_uuid(), p || n, 1, 'Paid', '{"amount": 1}', '{}', ''
      FROM unnest(ARRAY['total-', 'totals', 'totals.', 'totalt-']) p, generate_series(1, 50) n;`);
    const [setBased] = await rebuildInlineProjections(pool, ['test-totals']);
    const { rows: counted } = await pool.query("SELECT count(*)::int AS n FROM events WHERE stream_id LIKE 'totals-%'");
    expect(setBased.events).toBe(counted[0].n);
    const fromLog = (await pool.query(FROM_THE_LOG)).rows;
    expect(await rows()).toEqual(fromLog);
    expect((await calls()).filter((c) => c.kind === 'batch').length).toBeGreaterThanOrEqual(3);

    await pool.query("UPDATE inline_projections SET apply_batch_function = NULL WHERE name = 'test-totals'");
    try {
      const [eventByEvent] = await rebuildInlineProjections(pool, ['test-totals']);
      expect(eventByEvent.events).toBe(setBased.events);
      expect(await rows()).toEqual(fromLog);
    } finally {
      await pool.query("UPDATE inline_projections SET apply_batch_function = 'test_totals_apply_batch' WHERE name = 'test-totals'");
    }
  });
});
