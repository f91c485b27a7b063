import type fc from 'fast-check';
import { BANK } from '../api/money-harness.js';
import type { Reply } from '../api/identity-harness.js';
import type { WalletModel } from './wallet-model.js';
import { expectBalances, PERIOD, same, send, unchanged, type Real } from './wallet-model-system.js';

/**
 * Hostile variants among the wallet model's commands: requests that must be refused with
 * their 4xx and change nothing (no row, no event, no file), whatever state the run is in.
 */
type Cmd = fc.AsyncCommand<WalletModel, Real>;

type Attempt = { status: number | number[] | ((m: WalletModel) => number); send: (m: WalletModel, r: Real, player: number) => Promise<Reply> };
const buyBody = (m: WalletModel, numbers: unknown[], extra: object = {}) => ({
  draw_id: m.round.roundId,
  period: PERIOD,
  ...Object.fromEntries(numbers.map((n, i) => [`num_${i + 1}`, n])),
  ...extra,
});
const deposit = (r: Real, player: number, fields: Record<string, string>, withImage = false) =>
  r.t.form('POST', '/user/deposit', r.players[player].token, fields, withImage ? { bytes: r.png, filename: 'paid.png', contentType: 'image/png' } : undefined);
const bankDeposit = { deposit_option: 'bank', account_holder_name: 'Hostile', ...BANK };
const someone = (m: WalletModel, player: number) => m.players.findIndex((_, i) => i !== player);
/** The ticket rules are judged once the draw is known: with no round on sale, 'No open draw' (409) comes first (spec section 5). */
const ticketRule = (m: WalletModel) => (m.round.open ? 400 : 409);

export const ATTEMPTS: Record<string, Attempt> = {
  'deposit of 0': { status: 400, send: (_, r, p) => deposit(r, p, { ...bankDeposit, amount: '0' }) },
  'deposit of -50': { status: 400, send: (_, r, p) => deposit(r, p, { ...bankDeposit, amount: '-50' }) },
  'deposit with 3 decimals': { status: 400, send: (_, r, p) => deposit(r, p, { ...bankDeposit, amount: '10.555' }) },
  'deposit over the maximum': { status: 400, send: (_, r, p) => deposit(r, p, { ...bankDeposit, amount: '100000.01' }) },
  'UPI deposit without its screenshot': { status: 400, send: (_, r, p) => deposit(r, p, { deposit_option: 'upi', account_holder_name: 'H', amount: '10', upi_handle: 'h@okaxis' }) },
  'deposit by an unknown option': { status: 400, send: (_, r, p) => deposit(r, p, { ...bankDeposit, deposit_option: 'cash', amount: '10' }, true) },
  'withdrawal of 0': { status: 400, send: (_, r, p) => r.t.form('POST', '/user/withdraw', r.players[p].token, { withdraw_option: 'bank', account_holder_name: 'H', amount: '0', ...BANK }) },
  'ticket with a repeated number': { status: ticketRule, send: (m, r, p) => r.t.buy(r.players[p], buyBody(m, [1, 2, 3, 4, 4])) },
  'ticket with 76': { status: ticketRule, send: (m, r, p) => r.t.buy(r.players[p], buyBody(m, [1, 2, 3, 4, 76])) },
  'ticket with 4 numbers': { status: ticketRule, send: (m, r, p) => r.t.buy(r.players[p], buyBody(m, [1, 2, 3, 4])) },
  'ticket with a letter in 3h': { status: ticketRule, send: (m, r, p) => r.t.buy(r.players[p], buyBody(m, [1, 2, 3, 4, 5], { num_6: 'A' })) },
  'ticket with a price of its own': { status: 400, send: (m, r, p) => r.t.buy(r.players[p], buyBody(m, [1, 2, 3, 4, 5], { price: 0 })) },
  'ticket of an unknown draw': { status: 409, send: (m, r, p) => r.t.buy(r.players[p], { ...buyBody(m, [1, 2, 3, 4, 5]), draw_id: '3h-2020-01-01T03:30:00.000Z' }) },
  'ticket as anonymous': { status: 401, send: (m, r) => r.t.post('/user/tickets', buyBody(m, [1, 2, 3, 4, 5])) },
  'player sets their own deposit done': {
    status: [401, 403, 404],
    send: (m, r, p) => r.t.put(`/admin/deposits/${m.deposits.find((d) => d.player === p)?.id ?? '00000000-0000-4000-8000-000000000000'}`, { status: 'done' }, r.players[p].token),
  },
  'auditor sets a deposit done': {
    status: [403, 404],
    send: (m, r) => r.t.put(`/admin/deposits/${m.deposits[0]?.id ?? '00000000-0000-4000-8000-000000000000'}`, { status: 'done' }, r.t.auditor),
  },
  'auditor sets a withdrawal done': {
    status: [403, 404],
    send: (m, r) => r.t.put(`/admin/withdraws/${m.withdrawals[0]?.id ?? '00000000-0000-4000-8000-000000000000'}`, { status: 'done' }, r.t.auditor),
  },
  "another player's ticket": {
    status: 404,
    send: (m, r, p) => r.t.get(`/user/tickets/${m.players[someone(m, p)].tickets[0] ?? 'none'}`, r.players[p].token),
  },
  'auditor sets the ticket price': { status: 403, send: (_, r) => r.t.post(`/admin/settings/ticket-amount/${PERIOD}`, { amount: 1 }, r.t.auditor) },
  'admin sets a deposit to an unknown status': {
    status: [400, 404],
    send: (m, r) => r.t.put(`/admin/deposits/${m.deposits[0]?.id ?? '00000000-0000-4000-8000-000000000000'}`, { status: 'paid' }, r.t.admin),
  },
  'admin sets a withdrawal amount of 0': {
    status: [400, 404],
    send: (m, r) => r.t.put(`/admin/withdraws/${m.withdrawals[0]?.id ?? '00000000-0000-4000-8000-000000000000'}`, { amount: '0', status: 'done' }, r.t.admin),
  },
};

export class Hostile implements Cmd {
  constructor(readonly player: number, readonly attempt: keyof typeof ATTEMPTS) {}
  check = () => true;
  async run(m: WalletModel, r: Real) {
    r.counts.commands++;
    const { status, send: attempt } = ATTEMPTS[this.attempt];
    const res = await unchanged(r, `${this}`, () => send(r, () => attempt(m, r, this.player)));
    const allowed = typeof status === 'function' ? [status(m)] : Array.isArray(status) ? status : [status];
    same(`${this}: answered`, allowed.includes(res.statusCode) ? 'as expected' : `${res.statusCode} ${res.body.slice(0, 200)}`, 'as expected');
    await expectBalances(m, r, `${this}`, [this.player]);
  }
  toString = () => `Hostile(p${this.player}, ${this.attempt})`;
}
