import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../shared/testing/test-database.js';
import { SessionCache } from './session-cache.js';

/** Polls until `ready` holds; the deadline only turns a hang into a failure. */
async function eventually(ready: () => boolean | Promise<boolean>, what: string, withinMs = 15_000): Promise<void> {
  const deadline = performance.now() + withinMs;
  while (!(await ready())) {
    if (performance.now() > deadline) throw new Error(`Not within ${withinMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const principal = { id: 'p-1', role: 'user' } as never;
const now = () => new Date();
const inAnHour = () => new Date(Date.now() + 3_600_000);

/**
 * Revocations reach every instance's session cache through LISTEN/NOTIFY. The listening
 * connection is cut when the database restarts; the cache must listen again by itself
 * (found by the reliability suite: after one database restart it never did).
 */
describe('SessionCache listening for revocations', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let admin: pg.Client;
  let cache: SessionCache;
  const listeners = async () =>
    (await admin.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN fairdraw_session_revoked'`)).rows.map((r) => r.pid);
  /** What another instance does when it revokes a session. */
  const revokeElsewhere = (sid: string) => admin.query(`SELECT pg_notify('fairdraw_session_revoked', $1)`, [sid]);

  beforeAll(async () => {
    db = await createTestDatabase({ migrate: false });
    pool = new pg.Pool({ connectionString: db.url, max: 4 });
    pool.on('error', () => undefined); // idle clients cut by the test
    admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    cache = new SessionCache(pool);
    await cache.onModuleInit();
  });
  afterAll(async () => {
    await cache.onModuleDestroy();
    await admin.end();
    await pool.end();
    await db.drop();
  });

  it("evicts a session revoked by another instance", async () => {
    cache.put('s-1', principal, inAnHour());
    expect(cache.get('s-1', now())).toBe(principal);
    await revokeElsewhere('s-1');
    await eventually(() => cache.get('s-1', now()) === undefined, 'evicted');
  });

  it('listens again by itself after its connection is cut, and forgets what it may have missed', async () => {
    const [first] = await listeners();
    expect(first).toBeDefined();
    await admin.query('SELECT pg_terminate_backend($1)', [first]);
    await eventually(() => !cache.isListening(), 'the loss noticed');
    // Cached while deaf: a revocation announced now is not heard, so the entry must not outlive the gap.
    cache.put('s-2', principal, inAnHour());

    await eventually(async () => cache.isListening() && (await listeners()).length === 1, 'listening again');
    expect(await listeners()).not.toContain(first);
    expect(cache.get('s-2', now())).toBeUndefined();

    cache.put('s-3', principal, inAnHour());
    await revokeElsewhere('s-3');
    await eventually(() => cache.get('s-3', now()) === undefined, 'a revocation heard on the new connection');
  });
});
