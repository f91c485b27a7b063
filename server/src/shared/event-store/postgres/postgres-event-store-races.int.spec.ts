import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { newEvent, stream } from '../event-store.contract.js';
import { EventIdConflictError } from '../event-store.port.js';
import { PostgresEventStore } from './postgres-event-store.js';

/** Races only PostgreSQL can show: a transaction holding an event id while others append it. */
describe('PostgreSQL event store races', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  let other: pg.Client;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 5 });
    store = new PostgresEventStore(pool);
    other = new pg.Client({ connectionString: db.url });
    await other.connect();
  });
  afterAll(async () => {
    await other.end();
    await store.close();
    await pool.end();
    await db.drop();
  });

  async function holdId(streamId: string, event: ReturnType<typeof newEvent>) {
    await other.query('BEGIN');
    await other.query('SELECT * FROM fd_append_events($1, 0, $2::jsonb)', [streamId, JSON.stringify([event])]);
  }

  /**
   * Waits until `n` statements of this database wait on a lock (the held transaction's), so
   * the commit below races appends already blocked on it. A fixed pause would let a slow
   * machine commit first, and the test would pass without any race having happened.
   */
  async function blockedOnTheHeldId(n: number) {
    const waiting = async () =>
      (await pool.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'")).rows[0].n;
    const until = Date.now() + 15_000;
    while ((await waiting()) < n) {
      if (Date.now() > until) throw new Error(`Timed out waiting for ${n} appends to block on the held id`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  it('reports an id committed meanwhile in another stream as a conflict, for append and batch alike', async () => {
    const event = newEvent();
    await holdId(stream(), event);
    const single = store.append(stream(), [event], 0).catch((e: unknown) => e);
    const batch = store.appendToMany([
      { streamId: stream(), expectedVersion: 0, event },
      { streamId: stream(), expectedVersion: 0, event: newEvent() },
    ]);
    await blockedOnTheHeldId(2);
    await other.query('COMMIT');
    expect(await single).toBeInstanceOf(EventIdConflictError);
    expect((await batch).map((o) => o.outcome)).toEqual(['conflict', 'appended']);
  });

  it('returns the original to a retry racing the first attempt on the same stream', async () => {
    const [s, event] = [stream(), newEvent()];
    await holdId(s, event);
    const retry = store.append(s, [event], 0);
    await blockedOnTheHeldId(1);
    await other.query('COMMIT');
    const result = await retry;
    expect(result.duplicate).toBe(true);
    expect(result.events.map((e) => [e.id, e.streamVersion])).toEqual([[event.id, 1]]);
  });

  it('writes nothing of an append together whose connection dies after its first stream, and the store goes on', async () => {
    const [first, second] = [stream(), stream()];
    // Another transaction holds the second stream's head: the append together writes the first, then waits there.
    await holdId(second, newEvent());
    const together = store.appendTogether([
      { streamId: first, expectedVersion: 0, events: [newEvent()] },
      { streamId: second, expectedVersion: 0, events: [newEvent()] },
    ]).catch((e: unknown) => e);
    await blockedOnTheHeldId(1);
    const killed = await pool.query<{ n: number }>(
      "SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
    );
    expect(killed.rows[0].n).toBe(1);
    expect(await together).toBeInstanceOf(Error);
    await other.query('ROLLBACK');
    expect(await store.readStream(first)).toEqual([]);
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM events WHERE stream_id = ANY($1)', [[first, second]]);
    expect(rows[0].n).toBe(0);
    const [a, b] = await store.appendTogether([
      { streamId: first, expectedVersion: 0, events: [newEvent()] },
      { streamId: second, expectedVersion: 0, events: [newEvent()] },
    ]);
    expect([a.nextExpectedVersion, b.nextExpectedVersion]).toEqual([1, 1]);
  });
});
