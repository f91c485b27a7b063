// The ticket measures, through the HTTP API of the built server on the bench database:
// authenticated purchases by many players at once, each with its own Idempotency-Key as
// the web client sends (against pgbench TPC-B on the same PostgreSQL), and the
// dashboard's open-draw read (against a bare Fastify hello-world on this machine), each
// in alternating turns with its reference (turns.mjs).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureRps } from './http-load.mjs';
import { inPairs } from './turns.mjs';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 48);
const PASSWORD = 'Bench-Marigold-47!';

const freePort = () =>
  new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });

async function startProcess(args, env, healthUrl) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 240; i++) {
    if ((await fetch(healthUrl).catch(() => null))?.ok) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`${args.join(' ')} did not answer ${healthUrl}`);
}

async function stopProcess(child) {
  child.kill('SIGTERM');
  await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
}

async function json(base, method, path, body, token) {
  const res = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body && JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** The newest mail to `email` in the outbox, once it is there. */
async function mailTo(outbox, email) {
  for (let i = 0; i < 200; i++) {
    const names = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')).sort().reverse() : [];
    for (const name of names) {
      const text = readFileSync(join(outbox, name), 'utf8');
      if (text.includes(`To: ${email}`)) return text;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${email}`);
}

/**
 * Registers players through the API (register, mailed code, verify, an adult's profile:
 * tickets need a completed one): their ids and session tokens.
 */
async function signUp(base, outbox, pool, count) {
  const players = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const email = `bench${i}@example.com`;
      const reg = await json(base, 'POST', '/user/register', { username: `bench_buyer_${i}`, email, password: PASSWORD });
      if (reg.status !== 200) throw new Error(`register ${email}: ${reg.status} ${JSON.stringify(reg.body)}`);
      const otp = /^(\d{6})$/m.exec(await mailTo(outbox, email))[1];
      const verified = await json(base, 'POST', '/user/verify-login-otp', { identifier: email, otp });
      if (!verified.body.token) throw new Error(`verify ${email}: ${verified.status}`);
      const profile = { first_name: 'Bench', last_name: 'Buyer', email, mobile: '+919876543210', date_of_birth: '1990-01-01', gender: 'other' };
      const completed = await json(base, 'PUT', '/user/update-profile', profile, verified.body.token);
      if (completed.status !== 200) throw new Error(`update-profile ${email}: ${completed.status} ${JSON.stringify(completed.body)}`);
      players.push({ email, token: verified.body.token });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  const { rows } = await pool.query('SELECT id, email FROM players WHERE email = ANY($1)', [players.map((p) => p.email)]);
  const ids = new Map(rows.map((r) => [r.email, r.id]));
  return players.map((p) => ({ ...p, id: ids.get(p.email) }));
}

/** Five distinct numbers of 1-75, in a random order. */
function pick() {
  const numbers = new Set();
  while (numbers.size < 5) numbers.add(1 + Math.floor(Math.random() * 75));
  return [...numbers];
}

/** A turn of measureRps as turns.mjs counts it: the answers with okStatus, the seconds counted. */
const asTurn = (m) => ({ ...m, work: m.ok });

/**
 * `round`: the 3h round on sale at `clockStart` (opened by run.mjs); `pgbench(seconds)`:
 * the reference's turn. Returns the pairs; the caller prints them beside their references.
 */
export async function measureTickets({ root, url, store, pool, round, clockStart, pgbench }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'fd-bench-api-'));
  chmodSync(dataDir, 0o755);
  const helloPort = await freePort();
  const hello = await startProcess([join(root, 'tests/bench/hello-fastify.mjs'), String(helloPort)], {}, `http://127.0.0.1:${helloPort}/`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess(
    // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops.
    [...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []), join(root, 'server/dist/server/src/main.js')],
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      CLOCK_START: clockStart,
      SCHEDULER_ENABLED: 'false',
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000',
    },
    `${base}/health`,
  );
  try {
    const players = await signUp(base, join(dataDir, 'outbox'), pool, PLAYERS);
    // Fund each wallet (opened at sign-up, version 1) by adjustment: enough for every purchase.
    for (const p of players) {
      const metadata = { actor: 'system:bench', correlationId: 'bench', causationId: null, occurredAt: clockStart };
      await store.append(`wallet-${p.id}`, [{ id: randomUUID(), type: 'AdjustmentCredited', data: { adjustmentId: randomUUID(), amountPaise: 1_000_000_000 }, metadata }], 1);
    }
    const auth = (i) => ({ authorization: `Bearer ${players[i % players.length].token}` });

    const reads = await inPairs(
      async (seconds) => asTurn(await measureRps({ base, connections: 32, seconds, request: (i) => ({ path: '/user/draws?period=3h&status=open&limit=1', headers: auth(i) }) })),
      async (seconds) => asTurn(await measureRps({ base: `http://127.0.0.1:${helloPort}`, connections: 32, seconds, request: () => ({ path: '/' }) })),
      { name: 'open-draw read' },
    );

    const before = Number((await pool.query('SELECT count(*) FROM tickets WHERE round_id = $1', [round])).rows[0].count);
    const buying = await inPairs(
      async (seconds) =>
        asTurn(await measureRps({
          base,
          connections: players.length,
          seconds,
          okStatus: 201,
          request: (i) => {
            const [num_1, num_2, num_3, num_4, num_5] = pick();
            const headers = { ...auth(i), 'Idempotency-Key': randomUUID() };
            return { method: 'POST', path: '/user/tickets', headers, body: { draw_id: round, period: '3h', num_1, num_2, num_3, num_4, num_5 } };
          },
        })),
      pgbench,
      { name: 'purchases' },
    );
    const after = Number((await pool.query('SELECT count(*) FROM tickets WHERE round_id = $1', [round])).rows[0].count);
    const ok = buying.turns.reduce((n, { p }) => n + p.ok, 0);
    const others = (pairs) => {
      const tally = {};
      for (const { p } of pairs.turns) for (const [status, n] of Object.entries(p.others)) tally[status] = (tally[status] ?? 0) + n;
      return tally;
    };
    return { reads, readOthers: others(reads), buying, ok, buyOthers: others(buying), ticketsWritten: after - before, players: players.length };
  } finally {
    await stopProcess(server);
    await stopProcess(hello);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
