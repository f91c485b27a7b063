import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../server/src/shared/testing/test-database.js';

/**
 * The server as `npm start` runs it: the built main.js (`npm test` builds first) in a child
 * process of its own, for the tests of what only a real process shows (start, signals,
 * kill -9, several instances).
 */
export const MAIN = new URL('../../server/dist/server/src/main.js', import.meta.url).pathname;

export function assertBuilt(): void {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first (npm test does)`);
}

export function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
}

/** Starts main.js with the test runner's environment, less what would point it elsewhere, plus `env`. */
export function startServer(port: number, env: NodeJS.ProcessEnv): ServerProcess {
  const base: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'development' };
  for (const name of ['DATABASE_URL', 'NODE_OPTIONS', 'CLOCK_START', 'CLOCK_RATE', 'SCHEDULER_ENABLED']) delete base[name];
  const child = spawn(process.execPath, [MAIN], { env: { ...base, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  return { child, port, output: () => output };
}

export async function waitForHealth(port: number, child: ChildProcess, withinMs = 60_000): Promise<Record<string, unknown>> {
  const deadline = performance.now() + withinMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/health`);
      if (res.status === 200) return (await res.json()) as Record<string, unknown>;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy within ${withinMs / 1000} s`);
}

/** Resolves with the exit code once the process has ended (null when a signal ended it). */
export function exited(child: ChildProcess): Promise<number | null> {
  const done = child.exitCode !== null || child.signalCode !== null;
  return done ? Promise.resolve(child.exitCode) : new Promise((r) => child.once('exit', (code) => r(code)));
}

/** SIGTERM to every process still running, then waits for all to end. */
export async function stopAll(children: ChildProcess[]): Promise<void> {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await Promise.all(children.map(exited));
}

/** What a test of server processes works on: a database and a data folder of its own, a pool on the database, and the servers it started. */
export interface ProcessBench {
  dataDir: string;
  servers: ServerProcess[];
  db: TestDatabase;
  pool: pg.Pool;
}

/**
 * Sets up a ProcessBench for the test file (call it in `describe`): the database before
 * its tests (the product must be built), and after them every server still running is
 * stopped and the database and the folder removed.
 */
export function useProcessBench(folderPrefix: string, poolSize = 4): ProcessBench {
  const bench = { dataDir: mkdtempSync(join(tmpdir(), folderPrefix)), servers: [] as ServerProcess[] } as ProcessBench;
  beforeAll(async () => {
    assertBuilt();
    bench.db = await createTestDatabase();
    bench.pool = new pg.Pool({ connectionString: bench.db.url, max: poolSize });
  });
  afterAll(async () => {
    await stopAll(bench.servers.map((s) => s.child));
    await bench.pool?.end();
    await bench.db?.drop();
    rmSync(bench.dataDir, { recursive: true, force: true });
  });
  return bench;
}
