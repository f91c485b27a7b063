import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN } from './accounts.js';
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

type Period = '3h' | '6h' | '12h' | '24h' | 'weekly';

export interface ClockedServerOptions {
  /** More environment, e.g. RESULT_MODE=manual: every period's rounds are witnessed draws. */
  env?: Record<string, string>;
  /**
   * Result sources an admin sets before any round opens (a change applies from a period's
   * next round, and the first rounds open as the server starts): the server first runs
   * without its scheduler, on a clock a day earlier, for the admin to set them through the
   * API, then starts as usual on the same data.
   */
  resultSources?: Partial<Record<Period, 'rng' | 'manual'>>;
  /** How long the server may take to answer GET /health. */
  withinMs?: number;
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

interface Launched {
  child: ChildProcess;
  output(): string;
}

/** Servers being stopped on purpose: any other exit is told with the server's last words. */
const halting = new WeakSet<ChildProcess>();

async function halt(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  halting.add(child);
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await once(child, 'exit');
  clearTimeout(timer);
}

export async function startClockedServer(clock: { start: string; rate: number }, options: ClockedServerOptions = {}): Promise<ClockedServer> {
  const withinMs = options.withinMs ?? 150_000;
  const dataDir = await mkdtemp(join(tmpdir(), 'fairdraw-e2e-clock-'));
  await chmod(dataDir, 0o755); // the embedded PostgreSQL runs as 'postgres'
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: baseURL,
    MAIL_OUTBOX_DIR: outboxDir(), REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000',
    CLOCK_START: clock.start, CLOCK_RATE: String(clock.rate), ...options.env,
  };
  for (const key of ['NODE_ENV', 'DATABASE_URL', 'EVENTSTORE_URL', 'SMTP_URL', 'ADMIN_USERNAME', 'ADMIN_PASSWORD', 'NODE_OPTIONS']) delete env[key];

  let current: Launched | undefined;
  const stop = async () => {
    if (current) await halt(current.child);
    await rm(dataDir, { recursive: true, force: true });
  };

  /** Starts main.js with `extra` on top of `env`, and waits for GET /health. */
  const launch = async (extra: NodeJS.ProcessEnv): Promise<void> => {
    const child: ChildProcess = spawn(process.execPath, [MAIN], { env: { ...env, ...extra }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    child.on('exit', (code, signal) => {
      if (!halting.has(child)) console.error(`The clocked server on ${baseURL} exited (${code ?? signal}) before the test stopped it:\n${output.split('\n').slice(-40).join('\n')}`);
    });
    current = { child, output: () => output };
    const deadline = Date.now() + withinMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) break;
      const healthy = await fetch(`${baseURL}/health`).then((r) => r.ok, () => false);
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await stop();
    throw new Error(`The clocked server did not answer GET /health:\n${output.split('\n').slice(-30).join('\n')}`);
  };

  const sources = Object.entries(options.resultSources ?? {});
  if (sources.length > 0) {
    const dayBefore = new Date(Date.parse(clock.start) - 24 * 3600_000).toISOString();
    await launch({ SCHEDULER_ENABLED: 'false', CLOCK_START: dayBefore, CLOCK_RATE: '1' });
    try {
      const signedIn = await postJson('/admin/login', ADMIN);
      for (const [period, source] of sources) await postJson(`/admin/settings/result-source/${period}`, { source }, String(signedIn.token));
    } catch (error) {
      await stop();
      throw error;
    }
    await halt(current!.child);
  }
  await launch({});
  return { baseURL, stop };

  async function postJson(path: string, body: object, token?: string): Promise<Record<string, unknown>> {
    const res = await fetch(`${baseURL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const reply = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (!res.ok || reply.err === 'Y') throw new Error(`POST ${path} before the rounds open: ${res.status} ${JSON.stringify(reply)}`);
    return reply;
  }
}
