import { CommandBus } from '@nestjs/cqrs';
import { CreateAdmin } from '../../server/src/identity/commands/create-admin/create-admin.command.js';
import { signUpPlayer, startIdentityApp, type IdentityApp, type IdentityAppOptions } from './identity-harness.js';

export interface SettingsApp {
  t: IdentityApp;
  /** Session tokens: the seeded admin, a second admin, an auditor and a player. */
  admin: string;
  admin2: string;
  auditor: string;
  player: string;
  adminIds: { admin: string; admin2: string };
  /** The stored events of the settings stream (type and data), oldest first. */
  settingsEvents(): Promise<Array<{ type: string; data: any; metadata: any }>>;
}

export const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
export const SOLANA = 'So11111111111111111111111111111111111111112';
export const BANK = {
  account_holder_name: 'Fairdraw Gaming Pvt. Ltd.',
  account_number: '50200012345678',
  bank_name: 'HDFC Bank',
  ifsc_code: 'HDFC0001234',
  type_of_account: 'current',
};

export async function adminToken(t: IdentityApp, username: string, password: string): Promise<string> {
  const res = await t.post('/admin/login', { username, password });
  if (res.statusCode !== 200) throw new Error(`admin login: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

/** The whole server with two admins, an auditor and a player signed in. */
export async function startSettingsApp(options: IdentityAppOptions = {}): Promise<SettingsApp> {
  const t = await startIdentityApp(options);
  const bus = t.app.get(CommandBus);
  await bus.execute(new CreateAdmin('asha', 'Second-Admin-88!', 'admin'));
  await bus.execute(new CreateAdmin('audrey', 'Audit-Trail-77!', 'auditor'));
  const ids = Object.fromEntries((await t.sql(`SELECT username, id FROM admins`)).map((r) => [r.username, r.id]));
  return {
    t,
    admin: await adminToken(t, 'admin', 'Admin@12345'),
    admin2: await adminToken(t, 'asha', 'Second-Admin-88!'),
    auditor: await adminToken(t, 'audrey', 'Audit-Trail-77!'),
    player: await signUpPlayer(t, { username: 'pooja', email: 'pooja@example.com' }),
    adminIds: { admin: ids.admin, admin2: ids.asha },
    settingsEvents: () => t.sql(`SELECT type, data, metadata FROM events WHERE stream_id = 'settings' ORDER BY stream_version`),
  };
}
