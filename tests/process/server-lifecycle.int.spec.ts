import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The server as `npm start` runs it (the built main.js; `npm test` builds first), on an
 * embedded database of its own: it serves /health, keeps data across a stop and start,
 * and starts again after a kill -9 that left its PostgreSQL running.
 */
const MAIN = new URL('../../server/dist/server/src/main.js', import.meta.url).pathname;

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

async function waitForHealth(port: number, child: ChildProcess): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/health`);
      if (res.status === 200) return (await res.json()) as Record<string, unknown>;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy within 60 s');
}

function exited(child: ChildProcess): Promise<number | null> {
  const done = child.exitCode !== null || child.signalCode !== null;
  return done ? Promise.resolve(child.exitCode) : new Promise((r) => child.once('exit', (code) => r(code)));
}

describe('server lifecycle (npm start)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fd-lifecycle-'));
  chmodSync(dataDir, 0o755);
  let port: number;
  let output = '';
  const children: ChildProcess[] = [];

  const start = () => {
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' };
    delete env.DATABASE_URL;
    delete env.NODE_OPTIONS;
    const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (c) => (output += c));
    child.stderr!.on('data', (c) => (output += c));
    children.push(child);
    return child;
  };

  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first (npm test does)`);
    port = await freePort();
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(children.map(exited));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts, prints where it runs, and stops cleanly with its database', async () => {
    const first = start();
    const health = await waitForHealth(port, first);
    expect(health).toMatchObject({ status: 'ok' });
    expect(output).toContain(`Fairdraw is running at http://localhost:${port}`);
    expect(output).toContain(`embedded PostgreSQL in ${dataDir}/pg`);
    expect(output).toMatch(/Admin sign-in: .*\/admin\/login as admin/);
    const docs = await fetch(`http://127.0.0.1:${port}/api/docs/openapi.json`);
    expect(docs.status).toBe(200);

    first.kill('SIGTERM');
    expect(await exited(first)).toBe(0);
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  }, 90_000);

  it('starts again after kill -9 left its PostgreSQL running', async () => {
    const second = start();
    await waitForHealth(port, second);
    second.kill('SIGKILL');
    await exited(second);
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(true);

    const third = start();
    expect(await waitForHealth(port, third)).toMatchObject({ status: 'ok' });
    third.kill('SIGTERM');
    expect(await exited(third)).toBe(0);
  }, 90_000);
});
