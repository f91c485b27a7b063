import { DrawScheduler } from '../../server/src/draws/scheduler/draw-scheduler.js';
import { SettlementWorker } from '../../server/src/draws/settlement/settlement-worker.js';
import { roundTimes, nextStart, type RoundTimes } from '../../server/src/draws/rounds/round-calendar.js';
import type { DrawsApp } from '../api/draws-harness.js';
import type { Reply } from '../api/identity-harness.js';
import type { Player } from '../api/money-harness.js';
import type pg from 'pg';
import { changedTables } from '../api/identity-state.js';
import type { WalletModel } from './wallet-model.js';

/**
 * The real side of the wallet model test: one in-process app, a run's fresh players, the
 * round on sale, and counters. Every request goes through `send`, which counts it and its
 * 5xx; `expectModel` compares what the API shows with the model.
 */
export interface Counters {
  requests: number;
  fiveXx: number;
  rejectedChanged: number;
  lost: number;
  doubled: number;
  commands: number;
  refusals: number;
  /** Rounds settled by Settle, players' prizes credited, tickets that won a pot (five numbers in any order). */
  settlements: number;
  prizes: number;
  potWins: number;
}

export interface Real {
  t: DrawsApp;
  /** One connection to the test database for the test's own reads. */
  db: pg.Client;
  run: number;
  players: Player[];
  times: RoundTimes;
  png: Buffer;
  counts: Counters;
  /** Ticket ids answered 2xx in this run. */
  acked: string[];
  /** Logs the admins and the auditor in again when their sessions near their end. */
  refreshSessions(): Promise<void>;
  /** The second admin's session: a manual round's result is approved by an admin other than the one who entered it. */
  checker(): string;
}

export const PERIOD = '3h';
export const rupees = (paise: number) => (paise / 100).toFixed(2);
export const paise = (rupeeAmount: number) => Math.round(rupeeAmount * 100);

export async function send(r: Real, request: () => Promise<Reply>): Promise<Reply> {
  r.counts.requests++;
  const res = await request();
  if (res.statusCode >= 500) r.counts.fiveXx++;
  return res;
}

/** Compares, throwing a readable difference (jest's expect inside fast-check's run). */
export function same(label: string, actual: unknown, expected: unknown): void {
  expect({ at: label, value: actual }).toEqual({ at: label, value: expected });
}

/** Every player's balances as the admin's users page shows them, and the touched player's own view. */
export async function expectBalances(m: WalletModel, r: Real, label: string, touched: number[] = []): Promise<void> {
  const list = await send(r, () => r.t.get(`/admin/users-list?q=wm${r.run}x&limit=50`, r.t.auditor));
  const rows = new Map<string, any>(list.json().data.map((row: any) => [row._id, row]));
  r.players.forEach((p, i) => {
    const row = rows.get(p.id);
    const seen = { money: paise(row.current_balance), referral: paise(row.referral_balance), held: paise(row.held_balance) };
    same(`${label}: balances of player ${i}`, seen, { money: m.players[i].moneyPaise, referral: m.players[i].referralPaise, held: m.players[i].heldPaise });
    expect(Math.min(seen.money, seen.referral, seen.held)).toBeGreaterThanOrEqual(0);
  });
  for (const i of new Set(touched)) {
    const profile = (await send(r, () => r.t.get('/user/profile', r.players[i].token))).json().data;
    same(`${label}: profile of player ${i}`, [paise(profile.current_balance), paise(profile.referral_balance)], [m.players[i].moneyPaise, m.players[i].referralPaise]);
  }
}

/** The player's own list of deposits or withdrawals: ids, amounts and statuses as the model has them. */
export async function expectRequests(m: WalletModel, r: Real, label: string, kind: 'deposits' | 'withdraws', player: number): Promise<void> {
  const res = await send(r, () => r.t.get(`/user/${kind}?limit=100`, r.players[player].token));
  const shown = res.json().data.map((x: any) => ({ id: x._id, amountPaise: paise(x.amount), status: x.status }));
  const model = (kind === 'deposits' ? m.deposits : m.withdrawals).filter((x) => x.player === player);
  const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
  same(`${label}: ${kind} of player ${player}`, shown.sort(byId), model.map(({ id, amountPaise, status }) => ({ id, amountPaise, status })).sort(byId));
}

/** The player's tickets of the period (every page): exactly the ids the model has. */
export async function expectTickets(m: WalletModel, r: Real, label: string, player: number): Promise<void> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const res = (await send(r, () => r.t.get(`/user/tickets?period=${PERIOD}&limit=100&page=${page}`, r.players[player].token))).json();
    ids.push(...res.data.map((x: any) => x._id));
    if (res.data.length < 100) break;
  }
  same(`${label}: tickets of player ${player}`, ids.sort(), [...m.players[player].tickets].sort());
}

/**
 * A fingerprint of the whole database, as identity-state's databaseState, but cheap on a
 * database that grows run after run: append-only tables (the event log, the ledger, the
 * logs of actions and quotas) by their row count and last position, every other table by
 * a digest of all its rows.
 */
const APPEND_ONLY: Record<string, string> = { events: 'max(global_position)', ledger_postings: 'NULL', admin_actions: 'NULL', identity_quota_events: 'NULL' };
let fingerprintQuery: string | null = null;
export async function fingerprint(db: pg.Client): Promise<Record<string, string>> {
  if (!fingerprintQuery) {
    const { rows } = await db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    const parts = rows.map(({ name }) =>
      name in APPEND_ONLY
        ? `(SELECT count(*)::text || '/' || coalesce((${APPEND_ONLY[name]})::text, '') FROM ${name}) AS "${name}"`
        : `(SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM ${name} x) AS "${name}"`,
    );
    fingerprintQuery = `SELECT ${parts.join(', ')}`;
  }
  return (await db.query(fingerprintQuery)).rows[0];
}

/** The database's fingerprint before a request that must be refused, and the check after it. */
export async function unchanged<T>(r: Real, label: string, request: () => Promise<T>): Promise<T> {
  const before = await fingerprint(r.db);
  const files = r.t.storedFiles().length;
  const result = await request();
  const changed = changedTables(before, await fingerprint(r.db));
  const filesAdded = r.t.storedFiles().length - files;
  r.counts.refusals++;
  if (changed.length > 0 || filesAdded !== 0) r.counts.rejectedChanged++;
  same(`${label}: what a refused request changed`, { changed, filesAdded }, { changed: [], filesAdded: 0 });
  return result;
}

/** The period's round on sale at the clock, read from the API. */
export async function openRound(r: Real): Promise<{ id: string; pricePaise: number }> {
  const res = await send(r, () => r.t.get(`/user/draws?period=${PERIOD}&status=open&limit=1`, r.players[0].token));
  const [draw] = res.json().data;
  if (!draw) throw new Error(`No open ${PERIOD} round at ${r.t.clock.now().toISOString()}`);
  return { id: draw._id, pricePaise: paise(draw.round_amount) };
}

/** Closes sales as the scheduler does when the clock reaches close_at. */
export async function closeSales(r: Real): Promise<void> {
  r.t.clock.set(new Date(r.times.closeAt));
  await r.t.app.get(DrawScheduler).tick();
}

/**
 * The round's end as the server runs it: closed, its result (if `result`) entered by the
 * admin and approved by the second admin (the rounds are manual), settled at draw_at by
 * the settlement worker, then the clock at the next round's start (plus a minute) and that
 * round opened by the scheduler.
 */
export async function finishRound(r: Real, result: number[] | null, sales: boolean): Promise<void> {
  const { t } = r;
  if (t.clock.now() < new Date(r.times.closeAt)) await closeSales(r);
  if (result) {
    t.clock.set(new Date(Date.parse(r.times.closeAt) + 60_000));
    const body = Object.fromEntries(result.map((n, i) => [`num_${i + 1}`, n]));
    const entered = await send(r, () => t.request('POST', `/admin/draws/period/${PERIOD}/result`, { payload: body, token: t.admin }));
    same('result entered', [entered.statusCode, entered.json().data?.draw_id], [200, r.times.roundId]);
    const approved = await send(r, () => t.request('POST', `/admin/draws/${encodeURIComponent(r.times.roundId)}/result/approve`, { payload: body, token: r.checker() }));
    same('result approved', approved.statusCode, 200);
  }
  t.clock.set(new Date(r.times.drawAt));
  await t.app.get(DrawScheduler).tick();
  const pass = await t.app.get(SettlementWorker).pass();
  if (result || !sales) same('round settled', pass.settled.map((s) => s.roundId).includes(r.times.roundId), true);
  const next = nextStart(PERIOD, new Date(r.times.startAt));
  r.times = roundTimes(PERIOD, next);
  t.clock.set(new Date(next.getTime() + 60_000));
  await t.app.get(DrawScheduler).tick();
  await r.refreshSessions();
}
