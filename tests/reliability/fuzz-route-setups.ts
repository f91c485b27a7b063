import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { SessionService } from '../../server/src/identity/sessions/session.service.js';
import { BANK, type Player } from '../api/money-harness.js';
import type { ResultsApp } from '../api/results-harness.js';
import type { Hints } from './openapi-arbitraries.js';
import { key, roleOf, type Role, type Route } from './fuzz-routes.js';

/**
 * What each fuzzed route needs on a lane's app (issue 13, fuzzing): rounds to buy into,
 * money requests for the admin routes to act on, a caller per route, and the real ids and
 * values its generated bodies mix in.
 */

/** How a route is called: by whom, with which real ids, and what an accepted request leaves to redo. */
export interface RouteSetup {
  role: Role;
  player?: Player;
  hints?: Hints;
  params?: Record<string, fc.Arbitrary<string>>;
  /** After a 2xx: e.g. a logout ended the session, so the next request gets a new one. */
  afterAccepted?: () => Promise<void>;
}

export interface RouteSetups {
  setups: Map<string, RouteSetup>;
  /** The role's token at the time of sending (logouts and password changes replace it). */
  tokenOf(setup: RouteSetup): string | undefined;
}

const PASSWORDS = ['Quiet-Harbor-73!', 'Other-Harbor-74!'];
const APPROVE = 'POST /admin/draws/{drawId}/result/approve';
/** The numbers the first admin entered for the manual 3h round (in the approval route's lane). */
const ENTRY = [3, 14, 25, 36, 47];

/** Rounds on sale and a manual one awaiting its result, a player per player route, requests for the admin routes to act on. */
export async function prepareSetups(t: ResultsApp, share: Route[]): Promise<RouteSetups> {
  const setups = new Map<string, RouteSetup>();
  // Tuesday 11:40 IST: the 3h round of 09:00 is closed and awaits its result (draw at 11:50); the other periods sell.
  // It is a witnessed draw: an RNG round would refuse every admin result before reading it.
  await t.setSource('3h', 'manual');
  t.at('2026-01-06T04:45:00.000Z');
  const threeHour = await t.openReal('3h');
  t.at('2026-01-06T06:10:00.000Z');
  await t.closeRound(threeHour.roundId);
  const open: Record<string, string> = {};
  for (const period of ['6h', '12h', '24h', 'weekly'] as const) open[period] = (await t.openReal(period)).roundId;
  const [chief] = await t.sql(`SELECT id FROM admins WHERE username = 'chief'`);
  const tokens = { admin: t.admin, chiefId: chief.id };

  // The admin routes act on real requests of one player.
  const payer = await t.player('fz_payer');
  await t.credit(payer, 50_000);
  const deposits: string[] = [];
  const withdrawals: string[] = [];
  for (let i = 0; i < 4; i++) {
    const d = await t.form('POST', '/user/deposit', payer.token, { deposit_option: 'bank', account_holder_name: 'Payer', amount: String(100 + i), ...BANK });
    deposits.push(d.json().data._id);
    const w = await t.form('POST', '/user/withdraw', payer.token, { withdraw_option: 'bank', account_holder_name: 'Payer', amount: String(50 + i), ...BANK });
    withdrawals.push(w.json().data._id);
  }

  const rupees = (max: number) => fc.integer({ min: 1, max }).map(String);
  const numbers = fc.integer({ min: 1, max: 75 });
  const email = (p: Player) => fc.constantFrom(`${p.username}@example.com`, 'ravi@example.com', 'fz_payer@example.com', 'nobody@example.com');
  const money = {
    amount: rupees(5_000),
    account_holder_name: fc.constantFrom('Asha Rao', 'A'),
    account_number: fc.stringMatching(/^\d{9,18}$/),
    type_of_account: fc.constantFrom('savings', 'current'),
    bank_name: fc.constantFrom('State Bank of India'),
    ifsc_code: fc.constantFrom('SBIN0001234', 'HDFC0001234'),
    upi_handle: fc.constantFrom('asha@okaxis'),
    crypto_address: fc.constantFrom('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'So11111111111111111111111111111111111111112'),
  };
  const ticketHints: Hints = {
    draw_id: fc.constantFrom(...Object.values(open), threeHour.roundId),
    num_1: numbers,
    num_2: numbers,
    num_3: numbers,
    num_4: numbers,
    num_5: numbers,
  };
  const period = fc.constantFrom('3h', '6h', '12h', '24h', 'weekly');
  // Mostly the round awaiting its result; rounds on sale and an unknown id too.
  const drawId = fc.oneof({ arbitrary: fc.constant(threeHour.roundId), weight: 4 }, { arbitrary: fc.constantFrom(...Object.values(open), randomUUID()), weight: 1 });
  // The approval route's lane holds an entry by the first admin, so a second admin's approval of the same numbers can be accepted.
  const approving = share.some((route) => key(route) === APPROVE);
  if (approving) {
    const entered = await t.request('POST', '/admin/draws/period/3h/result', { payload: Object.fromEntries(ENTRY.map((n, i) => [`num_${i + 1}`, n])), token: t.admin });
    if (entered.statusCode !== 200) throw new Error(`the result entry for the approval route: ${entered.statusCode} ${JSON.stringify(entered.json())}`);
  }
  // Result bodies: no letter (only the weekly round takes one, and the round awaiting is 3h); in the
  // approval's lane mostly the entry's own numbers, so that whole matching bodies come up past the mix.
  const resultNumber = (i: number) =>
    approving ? fc.oneof({ arbitrary: fc.constant(ENTRY[i]!), weight: 8 }, { arbitrary: numbers, weight: 1 }) : fc.integer({ min: 1, max: 60 });
  const resultNumbers: Hints = { num_6: fc.constant(undefined), ...Object.fromEntries(ENTRY.map((_, i) => [`num_${i + 1}`, resultNumber(i)])) };

  for (const route of share) {
    const k = key(route);
    const role = roleOf(route);
    const setup: RouteSetup = { role, params: { period, mode: fc.constantFrom('any', 'sequence') } };
    if (role === 'player') {
      setup.player = await t.player(`fz_${setups.size}`);
      const p = setup.player;
      setup.hints = { ...money, ...ticketHints, email: email(p) };
      if (k === 'POST /user/tickets' || k === 'POST /user/withdraw') await t.credit(p, 200_000);
      if (k === 'POST /user/change-password') {
        setup.hints = { currentPassword: fc.constantFrom(...PASSWORDS, 'wrong-Password-1!'), newPassword: fc.constantFrom(...PASSWORDS, 'short') };
        // An accepted change ends every session: the player signs in again.
        setup.afterAccepted = async () => void (p.token = (await t.app.get(SessionService).open('user', p.id)).token);
      }
      if (k === 'POST /user/logout') setup.afterAccepted = async () => void (p.token = (await t.app.get(SessionService).open('user', p.id)).token);
      if (k.includes('/notifications/token')) setup.hints = { fcmToken: fc.stringMatching(/^[A-Za-z0-9_:-]{20,160}$/) };
      if (k === 'PUT /user/update-profile') {
        setup.hints = {
          email: email(p),
          mobile: fc.constantFrom('+919876543210', '9876543210', '+911234567890'),
          date_of_birth: fc.constantFrom('1990-01-15', '2012-01-01', '1990-02-30'),
        };
      }
    } else if (role === 'admin') {
      setup.hints = { ...money, ...resultNumbers, status: fc.constantFrom('on_hold', 'in_progress', 'done', 'rejected'), amount: rupees(100_000), url: fc.constantFrom('https://news.example/a', 'javascript:alert(1)', 'http://x'), jackpotAmount: fc.integer({ min: 0, max: 1e8 }), potShare: fc.integer({ min: 0, max: 100 }) };
      setup.params!.userId = fc.constantFrom(payer.id, randomUUID());
      setup.params!.id = fc.constantFrom(...(route.path.startsWith('/admin/withdraws') ? withdrawals : deposits), randomUUID());
      setup.params!.drawId = drawId;
      if (k === APPROVE) {
        const token = await t.checker();
        const [approver] = await t.sql(`SELECT id FROM admins WHERE username = 'approver'`);
        setup.player = { id: approver.id, token, username: 'approver', referralCode: '' };
      }
      if (k === 'POST /admin/logout') {
        const mint = async () => (await t.app.get(SessionService).open('admin', tokens.chiefId)).token;
        setup.player = { id: tokens.chiefId, token: await mint(), username: 'chief', referralCode: '' };
        const admin = setup.player;
        setup.afterAccepted = async () => void (admin.token = await mint());
      }
    } else {
      setup.hints = {
        email: fc.constantFrom('fz_payer@example.com', 'ravi@example.com', `new_${randomUUID().slice(0, 8)}@example.com`),
        identifier: fc.constantFrom('fz_payer@example.com', 'ravi@example.com'),
        username: k === 'POST /admin/login' ? fc.constantFrom('chief', 'watcher', 'nobody') : fc.stringMatching(/^[a-z][a-z0-9_]{2,15}$/),
        password: k === 'POST /admin/login' ? fc.constantFrom('Chief@12345', 'wrong') : fc.constantFrom(...PASSWORDS, 'weak'),
        otp: fc.stringMatching(/^\d{6}$/),
      };
    }
    setups.set(k, setup);
  }

  return {
    setups,
    tokenOf: (setup) => (setup.role === 'none' ? undefined : setup.role === 'player' || setup.player ? setup.player!.token : tokens.admin),
  };
}
