import { randomBytes } from 'node:crypto';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { latestCode, mailCount } from './outbox.js';

export const ADMIN = { username: 'admin', password: 'Admin@12345' };
/** The second admin a development server seeds: a witnessed draw's result is approved by an admin other than the one who entered it. */
export const CHECKER = { username: 'checker', password: 'Checker@12345' };
export const PASSWORD = 'Bright-Meadow-42!';

export interface Player {
  username: string;
  email: string;
}

/** A fresh player for one test run: unique username and email. */
export function newPlayer(prefix: string): Player {
  const tag = `${prefix}${randomBytes(4).toString('hex')}`;
  return { username: tag, email: `${tag}@example.com` };
}

/**
 * Registers and verifies a player through the API; returns the session token. A referral
 * code links the new player to its owner, as `/register?ref=CODE` does.
 */
export async function createPlayerSession(api: APIRequestContext, player: Player, withProfile: boolean, referralCode?: string): Promise<string> {
  const before = await mailCount(player.email);
  await expectOk(api.post('/user/register', { data: { ...player, password: PASSWORD } }));
  const otp = await latestCode(player.email, before);
  const verified = await expectOk(
    api.post('/user/verify-login-otp', { data: { identifier: player.email, otp, ...(referralCode ? { referralCode } : {}) } }),
  );
  const token = String(verified.token);
  if (withProfile) {
    await expectOk(
      api.put('/user/update-profile', {
        headers: { Authorization: `Bearer ${token}` },
        data: {
          first_name: 'Guard', last_name: 'Tester', email: player.email, mobile: '+919876543210',
          date_of_birth: '1990-01-15', gender: 'other',
        },
      }),
    );
  }
  return token;
}

export async function adminToken(api: APIRequestContext, who: { username: string; password: string } = ADMIN): Promise<string> {
  const reply = await expectOk(api.post('/admin/login', { data: who }));
  return String(reply.token);
}

/** Puts a session into the browser's storage, exactly as the app stores one. */
export async function storeSession(context: BrowserContext, values: Record<string, string>): Promise<void> {
  // Script text runs in the page (these files are type-checked without the DOM library).
  const content = Object.entries(values)
    .map(([key, value]) => `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`)
    .join('\n');
  await context.addInitScript({ content });
}

async function expectOk(pending: Promise<{ ok(): boolean; status(): number; json(): Promise<unknown> }>) {
  const response = await pending;
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok() || body.err === 'Y') throw new Error(`API call failed (${response.status()}): ${JSON.stringify(body)}`);
  return body;
}
