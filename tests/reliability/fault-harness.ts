import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import { LEADER_LOCK } from '../../server/src/shared/leadership/advisory-lock-leadership.js';
import { evolve, initialWalletState, type WalletEvent } from '../../server/src/wallet/wallet.js';
import { MAIN } from '../process/server-process.js';

/**
 * What the fault tests (issue 13) do to and read from a server running as its own process
 * (tests/process/server-process.ts): HTTP calls that tell an answer from a connection that
 * broke, players signed up and funded through the API, the audit CLI, wallets replayed.
 */
export type Answer = { status: number; body: any } | { error: string };

export const isAnswer = (a: Answer): a is { status: number; body: any } => 'status' in a;

/** One request; a refused or broken connection (the server dead or killed mid-answer) is `{ error }`, never thrown. */
export async function call(
  base: string,
  method: string,
  path: string,
  options: { json?: unknown; form?: FormData; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(base + path, { method, headers, body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)) });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return { status: res.status, body };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { error: cause?.code ?? cause?.message ?? (error as Error).message };
  }
}

async function expectOk(answer: Promise<Answer>, what: string, status = 200): Promise<any> {
  const a = await answer;
  if (!isAnswer(a) || a.status !== status) throw new Error(`${what}: ${JSON.stringify(a)}`);
  return a.body;
}

export interface ApiPlayer {
  id: string;
  username: string;
  token: string;
}

/** The newest mailed 6-digit code to `email` in the server's outbox (DATA_DIR/outbox), once it is there. */
async function codeMailedTo(outbox: string, email: string): Promise<string> {
  for (let i = 0; i < 400; i++) {
    const names = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')).sort().reverse() : [];
    for (const name of names) {
      const text = readFileSync(join(outbox, name), 'utf8');
      const code = text.includes(`To: ${email}`) ? /^(\d{6})$/m.exec(text)?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no code mailed to ${email}`);
}

/** Players as a person makes one: register, the mailed code, an adult's profile (tickets need it). */
export async function signUpPlayers(base: string, dataDir: string, pool: pg.Pool, names: string[]): Promise<ApiPlayer[]> {
  const players: ApiPlayer[] = [];
  for (const username of names) {
    const email = `${username}@example.com`;
    await expectOk(call(base, 'POST', '/user/register', { json: { username, email, password: 'Quiet-Harbor-73!' } }), `register ${username}`);
    const otp = await codeMailedTo(join(dataDir, 'outbox'), email);
    const { token } = await expectOk(call(base, 'POST', '/user/verify-login-otp', { json: { identifier: email, otp } }), `verify ${username}`);
    const profile = { first_name: 'Fault', last_name: 'Tester', email, mobile: '+919876543210', date_of_birth: '1990-01-15', gender: 'other' };
    await expectOk(call(base, 'PUT', '/user/update-profile', { json: profile, token }), `profile ${username}`);
    const { rows } = await pool.query('SELECT id FROM players WHERE username = $1', [username]);
    players.push({ id: rows[0].id, username, token });
  }
  return players;
}

/** The development admin's session (AdminSeeder's documented default login). */
export async function adminSession(base: string): Promise<string> {
  return (await expectOk(call(base, 'POST', '/admin/login', { json: { username: 'admin', password: 'Admin@12345' } }), 'admin login')).token;
}

/** A bank deposit of `rupees` by the player, set done by the admin: honest history for the audit. */
export async function fundByDeposit(base: string, admin: string, player: ApiPlayer, rupees: number): Promise<void> {
  const form = new FormData();
  const fields = { deposit_option: 'bank', amount: String(rupees), account_holder_name: player.username, bank_name: 'State Bank of India', type_of_account: 'savings', account_number: '001234567890', ifsc_code: 'SBIN0001234' };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const sent = await expectOk(call(base, 'POST', '/user/deposit', { form, token: player.token }), `deposit ${player.username}`, 201);
  await expectOk(call(base, 'PUT', `/admin/deposits/${sent.data._id}`, { json: { status: 'done' }, token: admin }), `deposit done ${player.username}`);
}

/** `npm run audit` (the built CLI) on the database: passed when it says so and exits 0. */
export function runAudit(databaseUrl: string, dataDir: string): { passed: boolean; output: string } {
  const audit = spawnSync(process.execPath, [MAIN.replace(/main\.js$/, 'cli/audit.js')], {
    env: { ...process.env, NODE_OPTIONS: '', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 300_000,
  });
  return { passed: audit.status === 0 && audit.stdout.includes('Wallet audit: PASSED'), output: audit.stdout + audit.stderr };
}

/** Wallets whose stored balances (wallet_balances) differ from their stream replayed through the decider's evolve. */
export async function walletsOffTheirStreams(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query(`SELECT stream_id, type, data FROM events WHERE stream_id LIKE 'wallet-%' ORDER BY stream_id, stream_version`);
  const replayed = new Map<string, ReturnType<typeof initialWalletState>>();
  for (const r of rows) replayed.set(r.stream_id, evolve(replayed.get(r.stream_id) ?? initialWalletState(), { type: r.type, data: r.data } as WalletEvent));
  const { rows: stored } = await pool.query('SELECT user_id, money, referral, held FROM wallet_balances');
  const off: string[] = [];
  for (const s of stored) {
    const state = replayed.get(`wallet-${s.user_id}`);
    replayed.delete(`wallet-${s.user_id}`);
    const want = state?.status === 'open' ? [state.moneyPaise, state.referralPaise, state.heldPaise] : null;
    const have = [Number(s.money), Number(s.referral), Number(s.held)];
    if (!want || want.some((v, i) => v !== have[i])) off.push(`${s.user_id}: stored ${have} replayed ${want}`);
  }
  for (const stream of replayed.keys()) off.push(`${stream}: no stored balance`);
  return off;
}

/** The process id of the server whose election connection holds the leader's lock, if any. */
export async function leaderPid(pool: pg.Pool): Promise<number | null> {
  const { rows } = await pool.query<{ name: string }>(
    `SELECT a.application_name AS name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
      WHERE l.locktype = 'advisory' AND l.granted AND l.classid = $1 AND l.objid = $2 AND a.datname = current_database()`,
    [LEADER_LOCK.classId, LEADER_LOCK.objectId],
  );
  if (rows.length > 1) throw new Error(`${rows.length} holders of the leader's lock`);
  const match = /\(pid (\d+)\)/.exec(rows[0]?.name ?? '');
  return match ? Number(match[1]) : null;
}

/** A small seeded generator (mulberry32): the same seed, the same load. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
