import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import argon2 from 'argon2';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../server/src/shared/testing/test-database.js';

/** `npm run admin:create` as built (`npm test` builds first): adds admins and auditors. */
const CLI = new URL('../../server/dist/server/src/cli/admin-create.js', import.meta.url).pathname;

describe('admin:create command', () => {
  let db: TestDatabase;
  const dataDir = mkdtempSync(join(tmpdir(), 'fd-cli-'));
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function run(...args: string[]): Promise<{ code: number; out: string; err: string }> {
    return new Promise((done) => {
      execFile(
        process.execPath,
        [CLI, ...args],
        { env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: db.url, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_OPTIONS: '' } },
        (error, out, err) => done({ code: error ? Number(error.code ?? 1) : 0, out, err }),
      );
    });
  }

  async function adminRow(username: string) {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      return (await client.query('SELECT role, password_hash FROM admins WHERE username = $1', [username])).rows[0];
    } finally {
      await client.end();
    }
  }

  it('adds an auditor with an argon2id password', async () => {
    const res = await run('--username', 'auditor1', '--password', 'Audit@12345', '--role', 'auditor');
    expect(res.err).toBe('');
    expect(res.code).toBe(0);
    expect(res.out).toContain('Created auditor "auditor1"');
    const row = await adminRow('auditor1');
    expect(row.role).toBe('auditor');
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(await argon2.verify(row.password_hash, 'Audit@12345')).toBe(true);
    // Its creation is in the event log, by the command line, without the password hash.
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const events = (await client.query(`SELECT type, data, metadata FROM events WHERE stream_id LIKE 'admin-account-%' AND data->>'username' = 'auditor1'`)).rows;
      expect(events).toEqual([{ type: 'AdminCreated', data: { adminId: expect.any(String), username: 'auditor1', role: 'auditor', createdAt: expect.any(String) }, metadata: expect.objectContaining({ actor: 'system:cli' }) }]);
      const logged = (await client.query(`SELECT kind, actor, subject FROM admin_actions WHERE subject = 'auditor1'`)).rows;
      expect(logged).toEqual([{ kind: 'admin_created', actor: 'system:cli', subject: 'auditor1' }]);
    } finally {
      await client.end();
    }
  }, 60_000);

  it('adds an admin by default, and refuses a taken username, a weak password or a bad role', async () => {
    expect((await run('--username', 'boss', '--password', 'Boss@123456')).code).toBe(0);
    expect((await adminRow('boss')).role).toBe('admin');
    const taken = await run('--username', 'BOSS', '--password', 'Boss@123456');
    expect(taken.code).toBe(1);
    expect(taken.err).toContain('This admin username is already taken.');
    const weak = await run('--username', 'weak', '--password', 'password');
    expect(weak.code).toBe(1);
    expect(weak.err).toContain('Password must be at least 8 characters');
    const role = await run('--username', 'x_role', '--password', 'Boss@123456', '--role', 'owner');
    expect(role.code).toBe(2);
    expect(role.err).toContain('Usage: npm run admin:create');
  }, 120_000);
});
