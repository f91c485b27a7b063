import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { folderBlockingPostgres, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.js';

const quiet = () => undefined;

async function query(url: string, sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Starts the cluster from another Node process, as `npm start` would, and returns its pid. */
function startInChild(dataDir: string): Promise<{ pid: number; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--input-type=module', '-e', childScript(dataDir)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith('URL '));
      if (line) resolve({ pid: child.pid!, url: line.slice(4).trim() });
    });
    child.on('exit', (code) => reject(new Error(`child exited early (${code})`)));
  });
}

function childScript(dataDir: string): string {
  // The child loads the compiled server code, built by `npm run build` (npm test builds first).
  const built = new URL('../../../dist/server/src/shared/database/embedded-postgres.js', import.meta.url).pathname;
  return `
    const { startEmbeddedPostgres } = await import(${JSON.stringify(built)});
    const db = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, database: 'fairdraw', log: () => {} });
    console.log('URL ' + db.url);
    setInterval(() => {}, 1000);
  `;
}

describe('embedded PostgreSQL', () => {
  const dirs: string[] = [];
  const started: EmbeddedDatabase[] = [];
  const newDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'fd-embedded-'));
    chmodSync(dir, 0o755);
    dirs.push(dir);
    return dir;
  };

  afterAll(async () => {
    for (const db of started) await db.stop().catch(quiet);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('listens on loopback, never on 5432, and keeps data across a stop and start', async () => {
    const dir = newDir();
    const first = await startEmbeddedPostgres({ dataDir: dir, database: 'fairdraw', log: quiet });
    expect(first.port).not.toBe(5432);
    expect(new URL(first.url).hostname).toBe('127.0.0.1');
    const listen = await query(first.url, 'SHOW listen_addresses');
    expect(listen.rows[0].listen_addresses).toBe('127.0.0.1');
    await query(first.url, 'CREATE TABLE kept (v int); INSERT INTO kept VALUES (7)');
    await first.stop();

    const second = await startEmbeddedPostgres({ dataDir: dir, database: 'fairdraw', log: quiet });
    started.push(second);
    expect((await query(second.url, 'SELECT v FROM kept')).rows).toEqual([{ v: 7 }]);
  });

  it('stops quietly when its PostgreSQL was already stopped from outside', async () => {
    const dir = newDir();
    const db = await startEmbeddedPostgres({ dataDir: dir, database: 'fairdraw', log: quiet });
    const pidFile = join(dir, 'pg', 'postmaster.pid');
    const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    process.kill(postmaster, 'SIGINT'); // an operator's fast shutdown
    for (let i = 0; i < 300 && existsSync(pidFile); i++) await new Promise((r) => setTimeout(r, 100));
    expect(existsSync(pidFile)).toBe(false);
    await expect(db.stop()).resolves.toBeUndefined();
  });

  it('gives two data folders two different ports', async () => {
    const a = await startEmbeddedPostgres({ dataDir: newDir(), database: 'fairdraw', log: quiet });
    const b = await startEmbeddedPostgres({ dataDir: newDir(), database: 'fairdraw', log: quiet });
    started.push(a, b);
    expect(a.port).not.toBe(b.port);
    expect((await query(a.url, 'SELECT 1 AS one')).rows[0].one).toBe(1);
    expect((await query(b.url, 'SELECT 1 AS one')).rows[0].one).toBe(1);
  });

  it('shares the cluster of a live owner and leaves it running', async () => {
    const dir = newDir();
    const owner = await startEmbeddedPostgres({ dataDir: dir, database: 'fairdraw', log: quiet });
    started.push(owner);
    const guest = await startEmbeddedPostgres({ dataDir: dir, database: 'fairdraw', log: quiet });
    expect(guest.owned).toBe(false);
    expect(guest.port).toBe(owner.port);
    await guest.stop();
    expect((await query(owner.url, 'SELECT 1 AS one')).rows[0].one).toBe(1);
  });

  it('says clearly when the postgres user cannot reach DATA_DIR', async () => {
    const locked = mkdtempSync(join(tmpdir(), 'fd-locked-'));
    dirs.push(locked);
    chmodSync(locked, 0o700);
    const dataDir = join(locked, 'data');
    mkdirSync(dataDir);
    const attempt = startEmbeddedPostgres({ dataDir, database: 'fairdraw', log: quiet });
    if (process.getuid?.() === 0) {
      await expect(attempt).rejects.toThrow(/'postgres' user, which cannot enter .*fd-locked-.*chmod o\+x/);
    } else {
      // Not root: PostgreSQL runs as this user, who owns the folder, so it starts.
      started.push(await attempt);
    }
  });

  it('finds the folder that keeps the postgres user out of the install folder or DATA_DIR', () => {
    const outer = mkdtempSync(join(tmpdir(), 'fd-perm-'));
    dirs.push(outer);
    const inner = join(outer, 'node_modules', 'bin');
    mkdirSync(inner, { recursive: true });
    chmodSync(outer, 0o755);
    const someoneElse = 4242;
    expect(folderBlockingPostgres(inner, someoneElse)).toBeUndefined();
    chmodSync(join(outer, 'node_modules'), 0o750);
    expect(folderBlockingPostgres(inner, someoneElse)).toBe(join(outer, 'node_modules'));
    // A folder the postgres user owns is open to it whatever its mode.
    expect(folderBlockingPostgres(inner, process.getuid!())).toBeUndefined();
  });

  it('stops the postmaster left behind by a killed owner and starts afresh', async () => {
    const dir = newDir();
    const child = await startInChild(dir);
    await query(child.url, 'CREATE TABLE survived (v int); INSERT INTO survived VALUES (42)');
    process.kill(child.pid, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 200));

    const logged: string[] = [];
    const restarted = await startEmbeddedPostgres({ dataDir: dir, database: 'fairdraw', log: (m) => logged.push(m) });
    started.push(restarted);
    expect(restarted.owned).toBe(true);
    expect(logged.join('\n')).toMatch(/left running by a server that is gone/);
    expect((await query(restarted.url, 'SELECT v FROM survived')).rows).toEqual([{ v: 42 }]);
  });
});
