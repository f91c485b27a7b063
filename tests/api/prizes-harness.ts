import { CommandBus } from '@nestjs/cqrs';
import { POT_SALES_MAX_AGE_MS } from '../../server/src/draws/pots/round-sales.js';
import { CreateAdmin } from '../../server/src/identity/commands/create-admin/create-admin.command.js';
import { startDrawsApp, type DrawsApp } from './draws-harness.js';
import type { IdentityAppOptions, Reply } from './identity-harness.js';

/**
 * The draws app (draws-harness: rounds, funded players, purchases through the API) with
 * the prize tables and pots, a second admin, and the `prize-tables` stream at hand. Pots
 * read sales afresh on every call here (no reuse window), so a test sees each purchase.
 */
export interface PrizesApp extends DrawsApp {
  admin2: string;
  adminIds: { chief: string; second: string };
  jackpot(path: string, token?: string): Promise<Reply>;
  setJackpot(path: string, body: unknown, token?: string, headers?: Record<string, string>): Promise<Reply>;
  /** The stored events of the prize-tables stream, oldest first. */
  tableEvents(): Promise<Array<{ type: string; data: any; metadata: any }>>;
}

export async function startPrizesApp(options: IdentityAppOptions = {}): Promise<PrizesApp> {
  const t = (await startDrawsApp({
    ...options,
    overrides: [{ provide: POT_SALES_MAX_AGE_MS, useValue: -1 }, ...(options.overrides ?? [])],
  })) as PrizesApp;
  await t.app.get(CommandBus).execute(new CreateAdmin('second', 'Second-Admin-88!', 'admin'));
  const login = await t.post('/admin/login', { username: 'second', password: 'Second-Admin-88!' });
  t.admin2 = login.json().token;
  const ids = Object.fromEntries((await t.sql(`SELECT username, id FROM admins`)).map((r) => [r.username, r.id]));
  t.adminIds = { chief: ids.chief, second: ids.second };
  t.jackpot = (path, token = t.admin) => t.get(`/admin/settings/jackpot/${path}`, token);
  t.setJackpot = (path, body, token = t.admin, headers = {}) =>
    t.request('POST', `/admin/settings/jackpot/${path}`, { payload: body as object, token, headers });
  t.tableEvents = () => t.sql(`SELECT type, data, metadata FROM events WHERE stream_id = 'prize-tables' ORDER BY stream_version`);
  return t;
}
