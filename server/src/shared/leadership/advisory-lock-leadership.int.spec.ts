import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { AdvisoryLockLeadership, LEADER_LOCK } from './advisory-lock-leadership.js';

/** Polls until `ready` holds; the deadline only turns a hang into a failure. */
async function eventually(ready: () => boolean | Promise<boolean>, what: string, withinMs = 15_000): Promise<void> {
  const deadline = performance.now() + withinMs;
  while (!(await ready())) {
    if (performance.now() > deadline) throw new Error(`Not within ${withinMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('leadership by a PostgreSQL advisory lock', () => {
  let db: TestDatabase;
  let admin: pg.Client;
  const started: AdvisoryLockLeadership[] = [];

  /** An instance as the module makes it, checking ten times a second to keep the test short. */
  function instance(connection = () => new pg.Client({ connectionString: db.url })): AdvisoryLockLeadership {
    const leadership = new AdvisoryLockLeadership(connection, { checkMs: 100, timeoutMs: 2000 });
    started.push(leadership);
    leadership.start();
    return leadership;
  }
  const leaders = () => started.filter((l) => l.isLeader());
  /** Backends holding the leader's lock, as PostgreSQL sees them. */
  const holders = async () =>
    (
      await admin.query<{ pid: number }>(
        `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND classid = $1 AND objid = $2 AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        [LEADER_LOCK.classId, LEADER_LOCK.objectId],
      )
    ).rows.map((r) => r.pid);

  beforeAll(async () => {
    db = await createTestDatabase({ migrate: false });
    admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((l) => l.stop()));
  });
  afterAll(async () => {
    await admin.end();
    await db.drop();
  });

  it('makes exactly one of several instances on one database the leader, and keeps it so', async () => {
    const all = [instance(), instance(), instance()];
    await eventually(() => leaders().length === 1, 'one leader');
    const leader = leaders()[0];
    for (let i = 0; i < 20; i++) {
      expect(all.filter((l) => l.isLeader())).toEqual([leader]);
      expect(await holders()).toHaveLength(1);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(leader.currentTerm()?.aborted).toBe(false);
    expect(all.filter((l) => l !== leader).map((l) => l.currentTerm())).toEqual([null, null]);
  });

  it("ends the leader's term at once when its connection is killed, and another takes over", async () => {
    const all = [instance(), instance()];
    await eventually(() => leaders().length === 1, 'one leader');
    const [leader] = leaders();
    const changes: boolean[] = [];
    leader.onChange((leading) => changes.push(leading));
    const term = leader.currentTerm()!;
    const [pid] = await holders();

    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    await eventually(() => term.aborted, "the old leader's term aborted");
    expect(leader.isLeader()).toBe(false);
    expect(changes).toEqual([false]);
    expect(String((term.reason as Error).message)).toMatch(/^Leadership lost: connection to PostgreSQL lost/);

    const other = all.find((l) => l !== leader)!;
    await eventually(() => leaders().length === 1, 'a leader again');
    // Usually the other instance; the old one may win the race back after reconnecting. Either way, one.
    expect(await holders()).toHaveLength(1);
    expect([leader, other]).toContain(leaders()[0]);
  });

  it('hands over when the leader stops: its term ends first, then the lock is free', async () => {
    const first = instance();
    await eventually(() => first.isLeader(), 'the first leads');
    const second = instance();
    const term = first.currentTerm()!;
    const told: boolean[] = [];
    second.onChange((leading) => told.push(leading));

    await first.stop();
    expect(term.aborted).toBe(true);
    expect(first.isLeader()).toBe(false);
    await eventually(() => second.isLeader(), 'the second leads');
    expect(told).toEqual([true]);
    expect(await holders()).toHaveLength(1);
  });

  it('does not lead while it cannot reach the database, and competes again once it can', async () => {
    let attempts = 0;
    const flaky = instance(() => new pg.Client({ connectionString: ++attempts <= 3 ? db.url.replace(/:\d+\//, ':1/') : db.url }));
    await eventually(() => flaky.isLeader(), 'leads once connected');
    expect(attempts).toBeGreaterThan(3);
    expect(await holders()).toHaveLength(1);
  });

  it('tells a listener that throws, and every other listener still hears', async () => {
    const one = instance();
    const heard: boolean[] = [];
    one.onChange(() => {
      throw new Error('a broken listener');
    });
    const unsubscribe = one.onChange((leading) => heard.push(leading));
    await eventually(() => one.isLeader(), 'leads');
    unsubscribe();
    await one.stop();
    expect(heard).toEqual([true]);
  });
});
