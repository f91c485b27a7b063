import type { IdentityApp, Reply } from './identity-harness.js';
import { BANK, type MoneyApp, type Player } from './money-harness.js';

/**
 * What the responsible-play API tests share: deposit requests through either of two
 * instances, the player's routes, a fresh admin session after the clock moved (admin
 * sessions last 12 hours of the clock), and the wallet's responsible-play events.
 */

/** Thursday 26 November 2026, 14:05 IST. */
export const THURSDAY_AFTERNOON = new Date('2026-11-26T08:35:00.000Z');

/** A bank deposit request of `rupees` (a string sends it as typed), through `app` (another instance, or t itself). */
export async function requestDeposit(app: IdentityApp, player: Player, rupees: number | string, key?: string): Promise<Reply> {
  const body = new FormData();
  for (const [name, value] of Object.entries({ deposit_option: 'bank', amount: String(rupees), account_holder_name: player.username, ...BANK })) body.append(name, value);
  const headers: Record<string, string> = { authorization: `Bearer ${player.token}`, ...(key ? { 'idempotency-key': key } : {}) };
  const res = await fetch(`${app.baseUrl}/user/deposit`, { method: 'POST', headers, body });
  const text = await res.text();
  return { statusCode: res.status, body: text, json: () => JSON.parse(text) };
}

export function bankWithdrawal(t: MoneyApp, player: Player, rupees: number): Promise<Reply> {
  return t.form('POST', '/user/withdraw', player.token, { withdraw_option: 'bank', account_holder_name: player.username, amount: String(rupees), ...BANK });
}

export const playView = async (t: IdentityApp, player: Player) => {
  const res = await t.get('/user/responsible-play', player.token);
  if (res.statusCode !== 200) throw new Error(`responsible-play: ${res.statusCode} ${res.body}`);
  return res.json().data;
};

export const setLimits = (t: IdentityApp, player: Player, limits: { day: number | null; week: number | null; month: number | null }) =>
  t.put('/user/responsible-play/deposit-limits', limits, player.token);

export const pause = (t: IdentityApp, player: Player, kind: string, duration: string) => t.post('/user/responsible-play/pause', { kind, duration }, player.token);

/** A new admin session at the clock's time. */
export async function adminSession(t: MoneyApp): Promise<string> {
  const res = await t.post('/admin/login', { username: 'chief', password: 'Chief@12345' });
  if (res.statusCode !== 200) throw new Error(`admin login: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

/** Both instances' clocks at `at`. */
export function setClocks(at: Date, ...apps: IdentityApp[]): void {
  for (const app of apps) app.clock.set(at);
}

/** The wallet's events, oldest first (type, version, data). */
export const walletStream = (t: IdentityApp, player: Player) =>
  t.sql(`SELECT type, stream_version AS version, data, metadata FROM events WHERE stream_id = $1 ORDER BY stream_version`, [`wallet-${player.id}`]);

export const depositRows = (t: IdentityApp, player: Player) => t.sql(`SELECT request_id, amount, status FROM deposit_requests WHERE user_id = $1 ORDER BY created_at`, [player.id]);
