import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { outboxDir } from './outbox.js';

/**
 * A second server for the browser tests that need time moved (CLOCK_START, CLOCK_RATE):
 * the product as scripts/e2e.mjs starts it (built main.js, embedded database in a
 * temporary DATA_DIR), on its own port, with its mail going to the run's outbox so the
 * account helpers read its codes. The run's own server keeps real time for every other test.
 */
export interface ClockedServer {
  baseURL: string;
  stop(): Promise<void>;
}

const MAIN = new URL('../../../server/dist/server/src/main.js', import.meta.url).pathname;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function startClockedServer(clock: { start: string; rate: number }, withinMs = 150_000): Promise<ClockedServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'fairdraw-e2e-clock-'));
  await chmod(dataDir, 0o755); // the embedded PostgreSQL runs as 'postgres'
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: baseURL,
    MAIL_OUTBOX_DIR: outboxDir(), REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000',
    CLOCK_START: clock.start, CLOCK_RATE: String(clock.rate),
  };
  for (const key of ['NODE_ENV', 'DATABASE_URL', 'EVENTSTORE_URL', 'SMTP_URL', 'ADMIN_USERNAME', 'ADMIN_PASSWORD', 'NODE_OPTIONS']) delete env[key];
  const child: ChildProcess = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await once(child, 'exit');
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${baseURL}/health`).then((r) => r.ok, () => false);
    if (healthy) return { baseURL, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`The clocked server did not answer GET /health:\n${output.split('\n').slice(-30).join('\n')}`);
}
