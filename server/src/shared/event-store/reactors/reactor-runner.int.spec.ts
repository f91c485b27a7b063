import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { newEvent, waitFor } from '../event-store.contract.js';
import type { StoredEvent } from '../event-store.port.js';
import { PostgresEventStore } from '../postgres/postgres-event-store.js';
import { isAtOrPast } from './checkpoint-order.js';
import type { Reactor } from './reactor.js';
import { ReactorRunner, type RunningReactor } from './reactor-runner.js';

class Refused extends Error {}

/**
 * A reactor defined here: each `Ordered` event becomes one row of `test_effects`, keyed by
 * the event's `key` (a repeat inserts nothing, as a keyed command answers its original).
 * `fail` makes the next reactions to a key throw, `refuse` refuses a key for good.
 */
function orders(pool: pg.Pool, name: string, fail = new Map<string, number>(), refuse = new Set<string>()) {
  const reactions: string[] = [];
  const reactor: Reactor = {
    name,
    handles: ['Ordered'],
    async react(event: StoredEvent) {
      const key = String(event.data.key);
      reactions.push(key);
      if (refuse.has(key)) throw new Refused(`${key} is refused`);
      const left = fail.get(key) ?? 0;
      if (left > 0) {
        fail.set(key, left - 1);
        throw new Error(`${key}: the database went away`);
      }
      await pool.query('INSERT INTO test_effects (reactor, key) VALUES ($1, $2) ON CONFLICT DO NOTHING', [name, key]);
    },
    isRefusal: (error) => error instanceof Refused,
  };
  return { reactor, reactions };
}

describe('reactor runner', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  const warnings: string[] = [];
  let runner: ReactorRunner;
  let version = 0;
  let last: string | null = null;
  const started: RunningReactor[] = [];

  const append = async (type: string, key: string) => {
    last = (await store.append('orders-1', [newEvent(type, { key })], version)).events[0].checkpoint;
    version++;
  };
  const start = async (reactor: Reactor) => {
    const running = await runner.start(reactor);
    started.push(running);
    return running;
  };
  const caughtUp = (running: RunningReactor) => {
    const target = last;
    return waitFor(() => isAtOrPast(running.checkpoint, target), `${running.name} at ${target}`, 15_000);
  };
  const effects = async (reactor: string) =>
    (await pool.query('SELECT key FROM test_effects WHERE reactor = $1 ORDER BY key', [reactor])).rows.map((r) => r.key);
  const stored = async (name: string) => (await pool.query('SELECT checkpoint FROM projection_checkpoints WHERE name = $1', [name])).rows[0]?.checkpoint ?? null;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 10 });
    store = new PostgresEventStore(pool, { pollMs: 200 });
    runner = new ReactorRunner(pool, store, { warn: (message) => warnings.push(message) }, { firstMs: 20, maxMs: 80 });
    await pool.query('CREATE TABLE test_effects (reactor text, key text, PRIMARY KEY (reactor, key))');
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((r) => r.stop()));
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
    await db.drop();
  });

  it('reacts to each event it handles once, and after a restart resumes from its stored checkpoint', async () => {
    const { reactor, reactions } = orders(pool, 'restarts');
    await append('Ordered', 'a');
    await append('Noted', 'x');
    await append('Ordered', 'b');
    const first = await start(reactor);
    await caughtUp(first);
    await first.stop();
    expect(await stored('restarts')).toBe(last);

    await append('Ordered', 'c');
    await append('Noted', 'y');
    const second = await start(reactor);
    await caughtUp(second);
    await second.stop();
    expect(reactions).toEqual(['a', 'b', 'c']);
    expect(await effects('restarts')).toEqual(['a', 'b', 'c']);
    // Past the event it does not handle, too, when stopped.
    expect(await stored('restarts')).toBe(last);
  });

  it('tries a failing reaction again, with back-off, and reacts to nothing after it meanwhile', async () => {
    const { reactor, reactions } = orders(pool, 'retries', new Map([['d', 3]]));
    const running = await start(reactor);
    await caughtUp(running);
    const before = reactions.length;
    await append('Ordered', 'd');
    await append('Ordered', 'e');
    await caughtUp(running);
    expect(reactions.slice(before)).toEqual(['d', 'd', 'd', 'd', 'e']);
    expect(await effects('retries')).toEqual(['a', 'b', 'c', 'd', 'e']);
    const retried = warnings.filter((w) => w.startsWith('Reactor retries failed on Ordered orders-1@'));
    expect(retried.map((w) => /trying again in (\d+) ms/.exec(w)![1])).toEqual(['20', '40', '80']);
  });

  it('logs a refusal and moves on: a refused event does not hold up the ones after it', async () => {
    const { reactor } = orders(pool, 'refusals', new Map(), new Set(['b']));
    const running = await start(reactor);
    await caughtUp(running);
    expect(await effects('refusals')).toEqual(['a', 'c', 'd', 'e']);
    expect(warnings).toContainEqual(expect.stringMatching(/^Reactor refusals passes Ordered orders-1@3, refused: b is refused$/));
    expect(await stored('refusals')).toBe(running.checkpoint);
  });

  it('reacts again after a crash between the effect and the checkpoint, and the keyed effect applies once', async () => {
    const { reactor, reactions } = orders(pool, 'crashes');
    const running = await start(reactor);
    await caughtUp(running);
    await running.stop();
    // The process died after the effects of everything since the first event, before any checkpoint.
    const [first] = await store.readStream('orders-1', { limit: 1 });
    await pool.query('UPDATE projection_checkpoints SET checkpoint = $2 WHERE name = $1', ['crashes', first.checkpoint]);
    const again = await start(reactor);
    await caughtUp(again);
    expect(reactions.filter((k) => k === 'e')).toHaveLength(2);
    expect(await effects('crashes')).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('two runners of one reactor at once (a hand-over between leaders): each effect once, and both reach the end', async () => {
    const { reactor } = orders(pool, 'twins');
    const [one, two] = [await start(reactor), await start(reactor)];
    for (let i = 0; i < 20; i++) await append('Ordered', `t${String(i).padStart(2, '0')}`);
    await caughtUp(one);
    await caughtUp(two);
    const keys = await effects('twins');
    expect(keys).toHaveLength(25);
    expect(new Set(keys).size).toBe(25);
  });

  it('a reactor stuck on an event holds up no other reactor', async () => {
    const stuck = orders(pool, 'stuck', new Map([['u', Number.MAX_SAFE_INTEGER]]));
    const free = orders(pool, 'free');
    const [blocked, flowing] = [await start(stuck.reactor), await start(free.reactor)];
    await append('Ordered', 'u');
    await append('Ordered', 'v');
    await caughtUp(flowing);
    expect(await effects('free')).toContain('v');
    expect(await effects('stuck')).not.toContain('u');
    expect(isAtOrPast(blocked.checkpoint, last)).toBe(false);
    // Stopping it ends its retries; the event is reacted to by the next runner.
    await blocked.stop();
    expect(isAtOrPast(await stored('stuck'), last)).toBe(false);
  });
});
