import { samplePng } from '../../server/src/shared/uploads/testing/hostile-uploads.js';
import { ticket } from '../api/draws-harness.js';
import { idToken } from '../api/google-tokens.js';
import { BANK, type FilePart } from '../api/money-harness.js';
import type { ResultsApp } from '../api/results-harness.js';
import { AMOUNTS } from './authorization-leaks.js';
import type { Role } from './authorization-matrix.js';
import { GOOGLE, type Account, type Caller, type MatrixWorld } from './authorization-world.js';

/**
 * What each changing route of the authorization matrix (issue 13) sends: what its allowed
 * caller would send to make the change, so a missing guard shows. The first player's new
 * ids are added to her data; the sessions the matrix ends are kept for later.
 */

const PASSWORD = 'Quiet-Harbor-73!';
const NEW_PASSWORD = 'Calm-Meadow-2951!';
/** The manual round's numbers: entered by the admin, then approved as the same numbers. */
const RESULT = { num_1: 4, num_2: 15, num_3: 26, num_4: 37, num_5: 48 };

export interface Send {
  json?: unknown;
  form?: { fields: Record<string, string>; file?: FilePart };
  /** A session other than the caller's usual one (undefined: the usual one). */
  token?: string;
  after?: (status: number, body: any) => void;
}

const resetToken = (t: ResultsApp, email: string) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(t.mails(email).at(-1) ?? '')?.[1] ?? 'none';
const consoleSession = async (t: ResultsApp, role: Role) => {
  const [username, password] = role === 'auditor' ? ['watcher', 'Watch@12345-audit'] : ['chief', 'Chief@12345'];
  return (await t.post('/admin/login', { username, password })).json().token as string;
};
const profileOf = (w: MatrixWorld, a: Account) => ({ first_name: a === w.asha ? 'Ashwini' : 'Bramhanand', last_name: a === w.asha ? 'Raghunathan' : 'Kulkarni', email: a.email, mobile: a.mobile, date_of_birth: '1990-01-15', gender: 'other' });
const mine = (w: MatrixWorld, c: Caller) => c.me ?? w.asha;
const rupees = (w: MatrixWorld, c: Caller, ashas: number, others: number) => String(c.me === w.asha ? ashas : others);

export const REQUESTS: Record<string, (c: Caller, w: MatrixWorld) => Send | Promise<Send>> = {
  'POST /user/register': (c) => ({ json: { username: c.fresh.username, email: c.fresh.email, password: PASSWORD } }),
  'POST /user/send-otp': (c) => ({ json: { identifier: c.fresh.email } }),
  'POST /user/resend-otp': (c) => ({ json: { email: c.fresh.email } }),
  'POST /user/verify-login-otp': (c, w) => ({ json: { identifier: c.fresh.email, otp: w.t.lastCode(c.fresh.email) } }),
  'POST /user/login': (c) => ({ json: { email: c.fresh.email, password: PASSWORD } }),
  'POST /user/forgot-password': (c) => ({ json: { email: c.fresh.email } }),
  'POST /user/reset-password': (c, w) => ({ json: { token: resetToken(w.t, c.fresh.email), password: NEW_PASSWORD } }),
  'POST /user/google-auth': (c) => ({ json: { idToken: idToken(GOOGLE.privateKey, { sub: `google-${c.role}`, email: `g.${c.role}@gmail.com` }) } }),
  'POST /admin/login': () => ({ json: { username: 'chief', password: 'Chief@12345' } }),
  'PUT /user/update-profile': (c, w) => ({ json: profileOf(w, mine(w, c)) }),
  'PUT /user/language': () => ({ json: { language: 'hi' } }),
  'POST /user/deposit': (c, w) => ({
    form: { fields: { deposit_option: 'bank', account_holder_name: mine(w, c).username, amount: rupees(w, c, AMOUNTS.deposit, 500), ...BANK } },
    after: (status, body) => c.me === w.asha && status === 201 && [body.data._id, body.data.reference].forEach((s) => w.secrets.add(s)),
  }),
  'POST /user/withdraw': async (c, w) => ({
    form: {
      fields: { withdraw_option: 'upi', account_holder_name: mine(w, c).username, amount: rupees(w, c, AMOUNTS.withdrawal, 100), upi_handle: 'pay@okaxis' },
      file: { bytes: await samplePng(), filename: 'qr.png', contentType: 'image/png' },
    },
    after: (status, body) => c.me === w.asha && status === 201 && w.secrets.add(body.data._id),
  }),
  'POST /user/tickets': (c, w) => ({
    json: ticket(w.round3h, '3h', c.me === w.asha ? [8, 18, 28, 38, 48] : [9, 19, 29, 39, 49]),
    after: (status, body) => c.me === w.asha && status === 201 && body.data.tickets.forEach((k: { _id: string }) => w.secrets.add(k._id)),
  }),
  'PUT /user/responsible-play/deposit-limits': () => ({ json: { day: 50_000, week: null, month: null } }),
  'PUT /user/responsible-play/reality-check': () => ({ json: { minutes: 30 } }),
  'POST /user/responsible-play/pause': () => ({ json: { kind: 'cool_off', duration: '24h' } }),
  'POST /admin/settings/latest-news': () => ({ json: { url: 'https://news.example/draws' } }),
  'POST /admin/settings/referral-code-amount': () => ({ json: { amount: 33 } }),
  'POST /admin/settings/ticket-amount/{period}': () => ({ json: { amount: 250 } }),
  'POST /admin/settings/payment-details': () => ({ json: { upi_id: 'fairdraw@ybl' } }),
  'POST /admin/settings/jackpot/{period}/{mode}': () => ({ json: { potShare: 12 } }),
  'PUT /admin/deposits/{id}': () => ({ json: { status: 'done' } }),
  'PUT /admin/withdraws/{id}': () => ({ json: { status: 'done' } }),
  'POST /admin/settings/result-source/{period}': () => ({ json: { source: 'manual' } }),
  'POST /admin/draws/period/{period}/result': () => ({ json: RESULT }),
  // The admin who entered the result may not approve it: the admin role approves as a second admin.
  'POST /admin/draws/{drawId}/result/approve': async (c, w) => ({ json: RESULT, ...(c.role === 'admin' ? { token: await w.t.checker() } : {}) }),
  'POST /admin/fcm-token': (c) => ({ json: { fcmToken: `console-${c.role}-${'x'.repeat(40)}` } }),
  'POST /notifications/token': (c) => ({ json: { fcmToken: `browser-${c.role}-${'y'.repeat(40)}` } }),
  'POST /user/change-password': (c) => ({
    json: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    // The change ends every session of the player and answers a new one for this browser.
    after: (status, body) => c.me && status === 200 && (c.me.token = body.token),
  }),
  // Each console role logs out a session of its own, so the routes after keep theirs.
  'POST /admin/logout': async (c, w) => {
    if (c.role !== 'admin' && c.role !== 'auditor') return {};
    const token = await consoleSession(w.t, c.role);
    w.ended[`${c.role} after logout`] = token;
    return { token };
  },
};

/** Routes whose cooldown (30 s between registration codes) must pass before they are sent. */
export const BEFORE: Record<string, (t: ResultsApp) => void> = {
  'POST /user/send-otp': (t) => t.clock.advance(31_000),
  'POST /user/resend-otp': (t) => t.clock.advance(31_000),
};
