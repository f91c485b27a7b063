import pg from 'pg';
import { NoOpenDrawError } from '../../../draws/draws.errors.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { events, newEvent, stream } from '../event-store.contract.js';
import { EventIdConflictError, WrongExpectedVersionError } from '../event-store.port.js';
import { PostgresEventStore } from './postgres-event-store.js';

/**
 * Group commit: appends that come while the one statement allowed in flight runs go
 * together in the next one, each judged on its own. A projection here refuses events of
 * type Refused the way the sales fence refuses a closed round's ticket (FD410).
 */
const REFUSING_PROJECTION = `
  CREATE TABLE test_accepted (event_id uuid PRIMARY KEY);
  CREATE FUNCTION test_refusing_apply(e events) RETURNS void LANGUAGE plpgsql AS $$
  BEGIN
    IF e.type = 'Refused' THEN RAISE EXCEPTION 'round r1 is not open' USING ERRCODE = 'FD410', DETAIL = 'r1'; END IF;
    INSERT INTO test_accepted VALUES (e.event_id);
  END $$;
  INSERT INTO inline_projections (name, stream_prefix, apply_function, apply_batch_function, event_types, tables)
  VALUES ('test-refusing', 'fenced-', 'test_refusing_apply', NULL, NULL, '{test_accepted}');
`;

describe('PostgreSQL group commit (fd_append_group)', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  let other: pg.Client;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 5 });
    store = new PostgresEventStore(pool, { groups: { inFlight: 1, items: 32 } });
    other = new pg.Client({ connectionString: db.url });
    await other.connect();
    await pool.query(REFUSING_PROJECTION);
  });
  afterAll(async () => {
    await other.end();
    await store.close();
    await pool.end();
    await db.drop();
  });

  /** Holds a stream's head in another transaction, so the statement in flight waits there and the next appends queue. */
  async function holdStream(streamId: string) {
    await other.query('BEGIN');
    await other.query('SELECT * FROM fd_append_events($1, 0, $2::jsonb)', [streamId, JSON.stringify([newEvent()])]);
  }
  async function blockedOnLock() {
    for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 10))) {
      const { rows } = await pool.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'");
      if (rows[0].n > 0) return;
    }
    throw new Error('nothing waited on the held stream');
  }

  it('commits the appends that queued together, each with its own outcome, and only the refused ones are left out', async () => {
    const [held, fresh, current, stale, repeated, taken, fenced, refused] = ['held', 'fresh', 'current', 'stale', 'repeated', 'taken', 'fenced', 'fenced'].map(stream);
    await store.append(current, events(1), 0);
    await store.append(stale, events(2), 0);
    const repeat = newEvent();
    const original = (await store.append(repeated, [repeat], 0)).events[0];
    const stolen = newEvent();
    await store.append(stream('elsewhere'), [stolen], 0);
    await holdStream(held);
    const grouped = store.groups.grouped;

    const blocker = store.append(held, events(1), 0).catch((e: unknown) => e);
    await blockedOnLock();
    const queued = [
      store.append(fresh, events(2), 0),
      store.append(current, events(1), 1),
      store.append(stale, events(1), 1),
      store.append(repeated, [repeat], 0),
      store.append(taken, [stolen], 0),
      store.append(fenced, [newEvent('Accepted')], 0),
      store.append(refused, [newEvent('Accepted'), newEvent('Refused')], 0),
    ].map((p) => p.then((r) => r, (e: unknown) => e));
    // The queued appends go as one group once the held stream is let go.
    await other.query('ROLLBACK');
    const outcomes = await Promise.all(queued);
    expect(await blocker).toMatchObject({ nextExpectedVersion: 1 });
    expect(store.groups.grouped).toBe(grouped + 1);

    const [a, b, c, d, e, f, g] = outcomes;
    expect(a).toMatchObject({ nextExpectedVersion: 2, duplicate: false });
    expect(b).toMatchObject({ nextExpectedVersion: 2, duplicate: false });
    expect(c).toBeInstanceOf(WrongExpectedVersionError);
    expect(c).toMatchObject({ streamId: stale, expectedVersion: 1, actualVersion: 2 });
    expect(d).toMatchObject({ duplicate: true, events: [original] });
    expect(e).toBeInstanceOf(EventIdConflictError);
    expect(f).toMatchObject({ nextExpectedVersion: 1 });
    expect(g).toBeInstanceOf(NoOpenDrawError);
    expect(await store.readStream(refused)).toEqual([]);
    expect(await store.readStream(taken)).toEqual([]);
    const accepted = await pool.query('SELECT count(*)::int AS n FROM test_accepted');
    expect(accepted.rows[0].n).toBe(1);
    for (const s of [fresh, current, stale, repeated, fenced]) expect((await store.verifyStream(s)).ok).toBe(true);
    expect((await store.readStream(fresh)).map((ev) => ev.streamVersion)).toEqual([1, 2]);
  });

  it('rejects every append of a group whose connection dies after writing some of them, and stores none', async () => {
    // Taken last in the group's stream order: the group writes the others, then waits here.
    const held = stream('zz-held');
    await holdStream(held);
    const blocker = store.append(held, events(1), 0).catch((e: unknown) => e);
    await blockedOnLock();
    const queued = [stream('lost'), stream('lost')];
    const lost = [...queued.map((s) => store.append(s, events(1), 0)), store.append(held, events(1), 0)].map((p) => p.catch((e: unknown) => e));
    const grouped = store.groups.grouped;
    const killWaiting = () => pool.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'");
    await killWaiting();
    expect(await blocker).toBeInstanceOf(Error);
    await blockedOnLock();
    expect(store.groups.grouped).toBe(grouped + 1);
    await killWaiting();
    for (const outcome of await Promise.all(lost)) expect(outcome).toBeInstanceOf(Error);
    await other.query('ROLLBACK');
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM events WHERE stream_id = ANY($1)', [[...queued, held]]);
    expect(rows[0].n).toBe(0);
    expect((await store.append(queued[0], events(1), 0)).nextExpectedVersion).toBe(1);
  });
});
