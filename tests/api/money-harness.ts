import { readdirSync } from 'node:fs';
import { CommandBus } from '@nestjs/cqrs';
import { AuditService } from '../../server/src/audit/audit.service.js';
import { CreateAdmin } from '../../server/src/identity/commands/create-admin/create-admin.command.js';
import { completeProfile, signUpPlayer, startIdentityApp, type ProfileFields, type IdentityApp, type IdentityAppOptions, type Reply } from './identity-harness.js';

/**
 * The whole server (identity-harness's app) with what the money-request tests need: an
 * admin and an auditor session, players, multipart requests, funding through the real
 * deposit flow (so the audit sees honest history), and looks at the stored state.
 */
export interface MoneyApp extends IdentityApp {
  admin: string;
  auditor: string;
  /** A new player with a completed profile (`profile`: its fields; `withProfile: false`: none yet). */
  player(name: string, options?: { referralCode?: string; profile?: ProfileFields; withProfile?: boolean }): Promise<Player>;
  /** A multipart request: text fields and at most one file. */
  form(method: string, url: string, token: string, fields: Record<string, string>, file?: FilePart, headers?: Record<string, string>): Promise<Reply>;
  /** A bank deposit of `rupees` by the player, set done by the admin: money in the player's balance. */
  fund(player: Player, rupees: number): Promise<void>;
  balances(userId: string): Promise<{ money: number; referral: number; held: number }>;
  /** Names of the files under DATA_DIR/uploads. */
  storedFiles(): string[];
  /** How many events the request streams hold, and how many read-model rows. */
  requestCounts(): Promise<{ events: number; deposits: number; withdrawals: number }>;
  audit(): Promise<Awaited<ReturnType<AuditService['run']>>>;
}

export interface Player {
  id: string;
  token: string;
  username: string;
  referralCode: string;
}

export interface FilePart {
  bytes: Buffer;
  filename?: string;
  contentType?: string;
  field?: string;
}

export const BANK = { bank_name: 'State Bank of India', type_of_account: 'savings', account_number: '001234567890', ifsc_code: 'SBIN0001234' };

export async function startMoneyApp(options: IdentityAppOptions = {}): Promise<MoneyApp> {
  const t = await startIdentityApp({ ...options, env: { ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'Chief@12345', ...options.env } });
  const login = async (username: string, password: string) => {
    const res = await t.post('/admin/login', { username, password });
    if (res.statusCode !== 200) throw new Error(`admin login: ${res.statusCode} ${res.body}`);
    return res.json().token as string;
  };
  await t.app.get(CommandBus).execute(new CreateAdmin('watcher', 'Watch@12345-audit', 'auditor'));
  const money = t as MoneyApp;
  money.admin = await login('chief', 'Chief@12345');
  money.auditor = await login('watcher', 'Watch@12345-audit');

  money.player = async (name, opts = {}) => {
    const token = await signUpPlayer(t, { username: name, email: `${name}@example.com`, referralCode: opts.referralCode });
    if (opts.withProfile !== false) await completeProfile(t, token, `${name}@example.com`, opts.profile);
    const [row] = await t.sql('SELECT id, referral_code FROM players WHERE username = $1', [name]);
    return { id: row.id, token, username: name, referralCode: row.referral_code };
  };
  money.form = async (method, url, token, fields, file, headers = {}) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    if (file) {
      const blob = new Blob([new Uint8Array(file.bytes)], { type: file.contentType ?? 'application/octet-stream' });
      body.append(file.field ?? 'image', blob, file.filename ?? 'file.bin');
    }
    const res = await fetch(t.baseUrl + url, { method, headers: { ...headers, authorization: `Bearer ${token}` }, body });
    const text = await res.text();
    return { statusCode: res.status, body: text, json: () => JSON.parse(text) };
  };
  money.fund = async (player, rupees) => {
    const sent = await money.form('POST', '/user/deposit', player.token, {
      deposit_option: 'bank',
      amount: String(rupees),
      account_holder_name: player.username,
      ...BANK,
    });
    if (sent.statusCode !== 201) throw new Error(`fund: ${sent.statusCode} ${sent.body}`);
    const done = await t.put(`/admin/deposits/${sent.json().data._id}`, { status: 'done' }, money.admin);
    if (done.statusCode !== 200) throw new Error(`fund done: ${done.statusCode} ${done.body}`);
  };
  money.balances = async (userId) => {
    const [row] = await t.sql('SELECT money, referral, held FROM wallet_balances WHERE user_id = $1', [userId]);
    return { money: Number(row.money) / 100, referral: Number(row.referral) / 100, held: Number(row.held) / 100 };
  };
  money.storedFiles = () => {
    try {
      return readdirSync(t.config.uploadsDir);
    } catch {
      return [];
    }
  };
  money.requestCounts = async () => {
    const [row] = await t.sql(`SELECT
      (SELECT count(*) FROM events WHERE stream_id LIKE 'deposit-request-%' OR stream_id LIKE 'withdrawal-request-%')::int AS events,
      (SELECT count(*) FROM deposit_requests)::int AS deposits,
      (SELECT count(*) FROM withdrawal_requests)::int AS withdrawals`);
    return row;
  };
  money.audit = () => t.app.get(AuditService).run();
  return money;
}
