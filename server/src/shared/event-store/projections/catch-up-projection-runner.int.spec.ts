import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { newEvent, waitFor } from '../event-store.contract.js';
import { parseCheckpoint } from '../postgres/pg-rows.js';
import { PostgresEventStore } from '../postgres/postgres-event-store.js';
import { holdReadHorizonBeforeEach } from '../postgres/testing/held-read-horizon.js';
import { CheckpointMovedError, type CatchUpProjection } from './catch-up-projection.js';
import { CatchUpProjectionRunner, type RunningProjection } from './catch-up-projection-runner.js';

/** A small catch-up projection defined here: count and amount per event type. */
const totals: CatchUpProjection = {
  name: 'test-type-totals',
  handles: ['Deposited', 'Withdrawn'],
  tables: ['test_type_totals'],
  async apply(event, client) {
    await client.query(
      `INSERT INTO test_type_totals (type, count, amount) VALUES ($1, 1, $2)
       ON CONFLICT (type) DO UPDATE SET count = test_type_totals.count + 1, amount = test_type_totals.amount + excluded.amount`,
      [event.type, event.data.amount],
    );
  },
};

// What parallel workers do by chance, every time: the tests wait for their events.
holdReadHorizonBeforeEach();

describe('catch-up projection runner', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  let runner: CatchUpProjectionRunner;
  const errors: unknown[] = [];
  let version = 0;
  /** The checkpoint of the newest event this file appended: the end of its log. */
  let last: string | null = null;
  const append = async (type: string, amount = 10) => {
    last = (await store.append('ledger-1', [newEvent(type, { amount })], version)).events[0].checkpoint;
    version++;
  };
  const table = async () => (await pool.query('SELECT type, count, amount FROM test_type_totals ORDER BY type')).rows;
  const stored = async () =>
    (await pool.query('SELECT checkpoint FROM projection_checkpoints WHERE name = $1', [totals.name])).rows[0]?.checkpoint ?? null;
  /**
   * Waits for the runner to pass the newest appended event. Not for "the head as readAll
   * sees it now": that can lag behind what is stored (readAll stops at the oldest running
   * transaction of the whole cluster, any database), and a runner already there would be
   * taken as caught up.
   */
  const caughtUp = async (running: RunningProjection) => {
    const target = last;
    await waitFor(() => atOrPast(running.checkpoint, target), `checkpoint ${target}`);
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 10 });
    store = new PostgresEventStore(pool, { pollMs: 200 });
    runner = new CatchUpProjectionRunner(pool, store, (_name, error) => errors.push(error));
    await pool.query('CREATE TABLE test_type_totals (type text PRIMARY KEY, count int NOT NULL, amount bigint NOT NULL)');
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
    await db.drop();
  });

  it('applies handled events with their checkpoint and resumes from it after a restart', async () => {
    for (const type of ['Deposited', 'Deposited', 'Noted', 'Deposited', 'Withdrawn']) await append(type);
    const first = await runner.start(totals);
    await caughtUp(first);
    expect(await table()).toEqual([
      { type: 'Deposited', count: 3, amount: '30' },
      { type: 'Withdrawn', count: 1, amount: '10' },
    ]);
    await first.stop();
    const before = await stored();
    expect(before).toBe(first.checkpoint);

    await append('Deposited', 5);
    await append('Deposited', 5);
    expect(await stored()).toBe(before);
    const second = await runner.start(totals);
    await caughtUp(second);
    await append('Withdrawn', 1);
    await caughtUp(second);
    await second.stop();
    // Each event applied exactly once across the restart.
    expect(await table()).toEqual([
      { type: 'Deposited', count: 5, amount: '40' },
      { type: 'Withdrawn', count: 2, amount: '11' },
    ]);
    expect(await stored()).toBe(last);
  });

  it('saves its checkpoint past events it does not handle when stopped', async () => {
    await append('Noted');
    const running = await runner.start(totals);
    await caughtUp(running);
    await running.stop();
    expect(await stored()).toBe(last);
  });

  it('never applies an event twice when two runners race on one projection', async () => {
    const live = await table();
    const [a, b] = [await runner.start(totals), await runner.start(totals)];
    for (let i = 0; i < 10; i++) await append('Deposited', 1);
    await caughtUp(a);
    await caughtUp(b);
    await Promise.all([a.stop(), b.stop()]);
    expect((await table()).find((r) => r.type === 'Deposited')).toEqual({
      type: 'Deposited',
      count: live.find((r) => r.type === 'Deposited').count + 10,
      amount: String(Number(live.find((r) => r.type === 'Deposited').amount) + 10),
    });
  });

  it('rebuilds tables equal to the live ones, with the checkpoint at the end of the log', async () => {
    const live = await table();
    await pool.query('UPDATE test_type_totals SET count = 0');
    const applied = await runner.rebuild(totals);
    expect(applied).toBe(17);
    expect(await table()).toEqual(live);
    expect(await stored()).toBe(last);
    const resumed = await runner.start(totals);
    await append('Withdrawn', 100);
    await caughtUp(resumed);
    await resumed.stop();
    expect((await table()).find((r) => r.type === 'Withdrawn')).toMatchObject({ count: 3, amount: '111' });
    // Only the racing runners of the test above may have reported anything.
    expect(errors.filter((e) => !(e instanceof CheckpointMovedError))).toEqual([]);
  });
});

/** Whether a PostgreSQL checkpoint is at or after another (null: the start of the log). */
function atOrPast(checkpoint: string | null, target: string | null): boolean {
  const [tx, position] = parseCheckpoint(checkpoint).map(BigInt);
  const [targetTx, targetPosition] = parseCheckpoint(target).map(BigInt);
  return tx > targetTx || (tx === targetTx && position >= targetPosition);
}
