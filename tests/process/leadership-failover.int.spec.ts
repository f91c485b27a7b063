import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { LEADER_LOCK } from '../../server/src/shared/leadership/advisory-lock-leadership.js';
import { createTestDatabase, type TestDatabase } from '../../server/src/shared/testing/test-database.js';
import { assertBuilt, exited, freePort, startServer, stopAll, waitForHealth, type ServerProcess } from './server-process.js';

/**
 * Two servers as `npm start` runs them, on one database: one leads the background work;
 * kill -9 of the leader (no goodbye to PostgreSQL but the socket closing) hands the lead
 * to the other within seconds.
 */
describe('leadership across server processes', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fd-failover-'));
  const servers: ServerProcess[] = [];
  let db: TestDatabase;
  let admin: pg.Client;

  /** The process id of the server whose election connection holds the lock, if any. */
  const leaderPid = async (): Promise<number | null> => {
    const { rows } = await admin.query<{ name: string }>(
      `SELECT a.application_name AS name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
        WHERE l.locktype = 'advisory' AND l.granted AND l.classid = $1 AND l.objid = $2 AND a.datname = current_database()`,
      [LEADER_LOCK.classId, LEADER_LOCK.objectId],
    );
    expect(rows.length).toBeLessThanOrEqual(1);
    const match = /\(pid (\d+)\)/.exec(rows[0]?.name ?? '');
    return match ? Number(match[1]) : null;
  };
  const leaderWithin = async (candidates: ServerProcess[], withinMs: number): Promise<ServerProcess> => {
    const deadline = performance.now() + withinMs;
    for (;;) {
      const pid = await leaderPid();
      const leader = candidates.find((s) => s.child.pid === pid);
      if (leader) return leader;
      if (performance.now() > deadline) throw new Error(`no leader among the running servers within ${withinMs} ms (lock held by pid ${pid})`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  beforeAll(async () => {
    assertBuilt();
    db = await createTestDatabase();
    admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
  });
  afterAll(async () => {
    await stopAll(servers.map((s) => s.child));
    await admin?.end();
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('one of two servers leads; after kill -9 of the leader the other leads within seconds', async () => {
    for (let i = 0; i < 2; i++) {
      const server = startServer(await freePort(), { DATA_DIR: dataDir, DATABASE_URL: db.url, SCHEDULER_ENABLED: 'true' });
      servers.push(server);
    }
    await Promise.all(servers.map((s) => waitForHealth(s.port, s.child)));
    const leader = await leaderWithin(servers, 10_000);
    const follower = servers.find((s) => s !== leader)!;

    leader.child.kill('SIGKILL');
    await exited(leader.child);
    expect(await leaderWithin([follower], 10_000)).toBe(follower);
    // The follower's instance kept serving throughout.
    expect(await waitForHealth(follower.port, follower.child)).toMatchObject({ status: 'ok' });
  }, 120_000);
});
