import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DRAW_PERIODS, LETTERS, type PeriodId } from '../../server/src/draws/draw-periods.js';
import type { Answer, CallOptions } from './load-traffic.js';

/**
 * The virtual users of the load run: players (browsing, purchases, deposits with a
 * screenshot, withdrawals) and admin sessions deciding the requests, each doing what the
 * web client and the console do, through the HTTP API only. What the server acknowledged
 * is written in the Ledger, which the books are checked against at the end (load-books.ts).
 */
export const ADMIN = { username: 'chief', password: 'Chief@12345' };

type Call = (kind: string, method: string, path: string, options?: CallOptions) => Promise<Answer>;

export interface LoadPlayer {
  id: string;
  token: string;
  username: string;
  /** Each player's own client address (X-Forwarded-For from the trusted proxy). */
  address: string;
  draws: { _id: string; period: PeriodId }[];
  drawsReadAt: number;
}

/** Acknowledged effects: tickets by id, and money requests by id as the last answer about each showed it. */
export interface Ledger {
  tickets: Map<string, { userId: string; pricePaise: number }>;
  requests: Map<string, { kind: 'deposit' | 'withdrawal'; userId: string; amountPaise: number; status: string; version: number }>;
  /** A purchase repeated with its Idempotency-Key that was answered with other tickets (a double purchase). */
  retriesAnsweredOtherwise: number;
}

export interface LoadContext {
  call: Call;
  ledger: Ledger;
  png: Buffer;
  players: LoadPlayer[];
  running(): boolean;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Signs `count` players up (the mailed code read from the outbox), completes their profiles and funds each with a done deposit. */
export async function registerPlayers(call: Call, dataDir: string, count: number, png: Buffer, ledger: Ledger): Promise<LoadPlayer[]> {
  const login = await call('setup: admin login', 'POST', '/admin/login', { json: ADMIN });
  if (login.status !== 200) throw new Error(`admin login: ${login.status} ${JSON.stringify(login.body)}`);
  const admin = login.body.token as string;
  const upi = await call('setup: payment details', 'POST', '/admin/settings/payment-details', { token: admin, json: { upi_id: 'fairdraw@okhdfc' } });
  if (upi.status !== 200) throw new Error(`payment details: ${upi.status} ${JSON.stringify(upi.body)}`);
  const players: LoadPlayer[] = [];
  const one = async (i: number) => {
    const username = `load_${i}_${Math.random().toString(36).slice(2, 8)}`;
    const email = `${username}@example.com`;
    const address = `10.66.${i >> 8}.${i & 255}`;
    const headers = { 'x-forwarded-for': address };
    const must = (what: string, res: Answer, status = 200) => {
      if (res.status !== status) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    };
    must('register', await call('setup: register', 'POST', '/user/register', { headers, json: { username, email, password: 'Quiet-Harbor-73!' } }));
    const otp = await mailedCode(dataDir, email);
    const { token } = must('verify', await call('setup: verify code', 'POST', '/user/verify-login-otp', { headers, json: { identifier: email, otp } }));
    const profile = { first_name: 'Load', last_name: `Player ${i}`, email, mobile: `+91${9_000_000_000 + i}`, date_of_birth: '1990-01-15', gender: 'other' };
    must('profile', await call('setup: profile', 'PUT', '/user/update-profile', { headers, token, json: profile }));
    // The player's id, as the session token names it (the profile answer does not).
    const id = JSON.parse(Buffer.from(String(token).split('.')[1], 'base64url').toString('utf8')).sub as string;
    const player: LoadPlayer = { id, token, username, address, draws: [], drawsReadAt: 0 };
    // Every other player starts short of money, so refusals (insufficient balance) are part of the load.
    const deposit = await submitDeposit(call, player, png, i % 2 === 0 ? 20_000 : 1_000, 'setup: deposit', ledger);
    if (!deposit) throw new Error('the first deposit was refused');
    const done = await call('setup: deposit done', 'PUT', `/admin/deposits/${deposit}`, { token: admin, json: { status: 'done' } });
    recordDecision(ledger, deposit, must('deposit done', done).data);
    players.push(player);
  };
  for (let i = 0; i < count; i += 8) await Promise.all(Array.from({ length: Math.min(8, count - i) }, (_, j) => one(i + j)));
  return players;
}

/** The 6-digit code of the newest mail to `to` in the server's outbox, waiting for it (mail is sent after the answer). */
async function mailedCode(dataDir: string, to: string): Promise<string> {
  const dir = join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 100; attempt++) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();
    } catch {
      // no mail yet
    }
    const mails = files.map((f) => readFileSync(join(dir, f), 'utf8')).filter((m) => m.includes(`To: ${to}`));
    const code = /^(\d{6})\r?$/m.exec(mails[mails.length - 1] ?? '')?.[1];
    if (code) return code;
    await pause(100);
  }
  throw new Error(`no code mailed to ${to}`);
}

async function submitDeposit(call: Call, p: LoadPlayer, png: Buffer, rupees: number, kind: string, ledger: Ledger): Promise<string | null> {
  const form = new FormData();
  const fields = { deposit_option: 'upi', account_holder_name: `Load Player`, amount: String(rupees), upi_handle: `${p.username.replace(/_/g, '')}@okaxis` };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'paid.png');
  const res = await call(kind, 'POST', '/user/deposit', { token: p.token, form, headers: { 'x-forwarded-for': p.address } });
  if (res.status !== 201) return null;
  const id = res.body.data._id as string;
  ledger.requests.set(id, { kind: 'deposit', userId: p.id, amountPaise: rupees * 100, status: 'on_hold', version: 0 });
  return id;
}

/** An admin's answer shows the request as it now is; the newest version wins (two admins answer out of order). */
function recordDecision(ledger: Ledger, id: string, row: { status: string; amount: number; version: number }): void {
  const known = ledger.requests.get(id);
  if (!known || row.version <= known.version) return;
  Object.assign(known, { status: row.status, amountPaise: Math.round(row.amount * 100), version: row.version });
}

export async function playerLoop(ctx: LoadContext, p: LoadPlayer): Promise<void> {
  while (ctx.running()) {
    const roll = Math.random();
    // Now and then the same player acts from two tabs at once: the wallet takes both, or refuses one cleanly.
    if (roll < 0.06) await Promise.all([buy(ctx, p), Math.random() < 0.5 ? buy(ctx, p) : withdraw(ctx, p)]);
    else if (roll < 0.45) await browse(ctx, p);
    else if (roll < 0.8) await buy(ctx, p);
    else if (roll < 0.9) await submitDeposit(ctx.call, p, ctx.png, between(500, 3000), 'deposit (with screenshot)', ctx.ledger);
    else await withdraw(ctx, p);
    await pause(between(0, 40));
  }
}

async function readOpenDraws(ctx: LoadContext, p: LoadPlayer): Promise<void> {
  const res = await ctx.call('browse: open draws', 'GET', '/user/draws/recent-open', { token: p.token, headers: { 'x-forwarded-for': p.address } });
  if (res.status === 200) p.draws = res.body.data;
  p.drawsReadAt = performance.now();
}

async function browse(ctx: LoadContext, p: LoadPlayer): Promise<void> {
  const options = { token: p.token, headers: { 'x-forwarded-for': p.address } };
  const period = pick(DRAW_PERIODS).id;
  const pages: [string, string][] = [
    ['browse: results (public)', `/draws/results?period=${period}&page=1&limit=10`],
    ['browse: dashboard draw', `/user/draws?period=${period}&status=open&limit=1`],
    ['browse: statement', '/user/statement?page=1&limit=20'],
    ['browse: profile', '/user/profile'],
    ['browse: tickets', '/user/tickets?page=1&limit=20'],
  ];
  const roll = Math.random();
  if (roll < 0.15) return readOpenDraws(ctx, p);
  if (roll < 0.3 && p.draws.length > 0) {
    await ctx.call('browse: proof (public)', 'GET', `/draws/${encodeURIComponent(pick(p.draws)._id)}/proof`, { headers: options.headers });
    return;
  }
  const [kind, path] = pick(pages);
  await ctx.call(kind, 'GET', path, kind.endsWith('(public)') ? { headers: options.headers } : options);
}

/** A ticket or a few for an open draw (the 3h one half the time, so settlement pays some); a fifth carry a key and are sent twice. */
async function buy(ctx: LoadContext, p: LoadPlayer): Promise<void> {
  if (performance.now() - p.drawsReadAt > 2_000) await readOpenDraws(ctx, p);
  if (p.draws.length === 0) return;
  const draw = p.draws.find((d) => d.period === '3h' && Math.random() < 0.5) ?? pick(p.draws);
  const period = DRAW_PERIODS.find((d) => d.id === draw.period)!;
  const ticket = () => {
    const numbers = new Set<number>();
    while (numbers.size < 5) numbers.add(between(period.minNumber, period.maxNumber));
    const fields: Record<string, unknown> = Object.fromEntries([...numbers].map((n, i) => [`num_${i + 1}`, n]));
    if (period.hasLetter) fields.num_6 = pick(LETTERS);
    return fields;
  };
  const body = Math.random() < 0.7
    ? { draw_id: draw._id, period: draw.period, ...ticket() }
    : { draw_id: draw._id, period: draw.period, tickets: Array.from({ length: between(2, 3) }, ticket) };
  const key = Math.random() < 0.2 ? `load-${p.id}-${Math.random().toString(36).slice(2)}` : null;
  const options = {
    token: p.token,
    json: body,
    headers: { 'x-forwarded-for': p.address, ...(key ? { 'idempotency-key': key } : {}) },
    allowed: ['WALLET.INSUFFICIENT_FUNDS', 'DRAWS.NO_OPEN_DRAW'],
  };
  const res = await ctx.call('purchase', 'POST', '/user/tickets', options);
  if (res.body?.code === 'DRAWS.NO_OPEN_DRAW') p.drawsReadAt = 0;
  if (res.status !== 201 && res.status !== 200) return;
  const bought = res.body.data.tickets as { _id: string; round_amount: number }[];
  for (const t of bought) ctx.ledger.tickets.set(t._id, { userId: p.id, pricePaise: Math.round(t.round_amount * 100) });
  if (!key) return;
  // The client's retry (a lost answer, a double click): the same tickets, bought once.
  const again = await ctx.call('purchase: retry with its key', 'POST', '/user/tickets', options);
  const ids = (again.body?.data?.tickets ?? []).map((t: { _id: string }) => t._id).sort();
  if (again.status < 300 && JSON.stringify(ids) !== JSON.stringify(bought.map((t) => t._id).sort())) ctx.ledger.retriesAnsweredOtherwise++;
}

async function withdraw(ctx: LoadContext, p: LoadPlayer): Promise<void> {
  const rupees = between(50, 800);
  const form = new FormData();
  const fields = {
    withdraw_option: 'bank', account_holder_name: 'Load Player', amount: String(rupees),
    bank_name: 'State Bank of India', type_of_account: 'savings', account_number: '001234567890', ifsc_code: 'SBIN0001234',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const res = await ctx.call('withdrawal', 'POST', '/user/withdraw', {
    token: p.token, form, headers: { 'x-forwarded-for': p.address }, allowed: ['WALLET.INSUFFICIENT_FUNDS'],
  });
  if (res.status === 201 || res.status === 200) {
    ctx.ledger.requests.set(res.body.data._id, { kind: 'withdrawal', userId: p.id, amountPaise: rupees * 100, status: 'on_hold', version: 0 });
  }
}

/**
 * An admin at the console: reads the newest requests, looks at a deposit's screenshot, and
 * decides one pending request (in progress, done or rejected) naming the version it saw.
 * Two sessions do this at once, so both sometimes pick the same request: one wins, the
 * other is told it is stale (409) or that done is final.
 */
export async function adminLoop(ctx: LoadContext, token: string): Promise<void> {
  while (ctx.running()) {
    for (const kind of ['deposit', 'withdrawal'] as const) {
      const route = kind === 'deposit' ? 'deposits' : 'withdraws';
      const list = await ctx.call(`admin: ${kind} list`, 'GET', `/admin/${route}?page=1&limit=30`, { token });
      const pending = ((list.body?.data ?? []) as any[]).filter((r) => r.status === 'on_hold' || r.status === 'in_progress');
      if (pending.length === 0) continue;
      const row = pick(pending);
      if (row.image_path && Math.random() < 0.5) await ctx.call('admin: view screenshot', 'GET', row.image_path, { token });
      const roll = Math.random();
      const change =
        roll < 0.15 && row.status === 'on_hold' ? { status: 'in_progress' } : roll < 0.8 ? { status: 'done' } : { status: 'rejected', reason: 'Payment not found' };
      const res = await ctx.call(`admin: ${kind} decision`, 'PUT', `/admin/${route}/${row._id}`, {
        token, json: change, headers: { 'if-match': `"${row.version}"` }, allowed: ['MONEY_REQUEST.STALE', 'MONEY_REQUEST.FINAL'],
      });
      if (res.status === 200) recordDecision(ctx.ledger, row._id, res.body.data);
    }
    await pause(between(20, 80));
  }
}
