import { randomUUID } from 'node:crypto';
import type fc from 'fast-check';
import type { Reply } from '../api/identity-harness.js';
import { BANK } from '../api/money-harness.js';
import * as model from './wallet-model.js';
import type { RequestStatus, WalletModel } from './wallet-model.js';
import { closeSales, expectBalances, expectRequests, expectTickets, finishRound, openRound, PERIOD, rupees, same, send, unchanged, type Real } from './wallet-model-system.js';

/**
 * The wallet model test's commands: pure descriptions (players by index, requests by
 * position, amounts as paise or as a fraction of what the model holds), so fast-check can
 * shrink a failing sequence. Each one sends its request(s), compares the answer with the
 * model's expectation, applies it to the model, and checks what the API shows.
 */
type Cmd = fc.AsyncCommand<WalletModel, Real>;
export type Option = 'bank' | 'upi' | 'crypto';

const TRC20 = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const SOLANA = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';

/**
 * An admin's change, or the same change sent twice at once (two admins, a double click):
 * one outcome. The answer that counts is the first 200 (the other may be a 200 that
 * changed nothing or a 409 for the version it lost to); with no 200, the common status.
 */
async function sendOnceOrTogether(r: Real, together: boolean, request: () => Promise<Reply>): Promise<number> {
  if (!together) return (await send(r, request)).statusCode;
  const statuses = (await Promise.all([send(r, request), send(r, request)])).map((x) => x.statusCode);
  if (statuses.includes(200)) {
    same('the other answer of two at once', statuses.filter((s) => s !== 200).every((s) => s === 409), true);
    return 200;
  }
  same('two refusals alike', statuses[0], statuses[1]);
  return statuses[0];
}

/** A fraction (0..1] of an amount in paise, at least 1 paisa. */
const part = (amountPaise: number, fraction: number) => Math.max(1, Math.floor(amountPaise * fraction));

/** A deposit request; `retry` sends it again with its Idempotency-Key: one request. */
export class Deposit implements Cmd {
  constructor(readonly player: number, readonly option: Option, readonly amountPaise: number, readonly retry = false) {}
  check = () => true;
  async run(m: WalletModel, r: Real) {
    r.counts.commands++;
    const p = r.players[this.player];
    const fields: Record<string, string> = { deposit_option: this.option, amount: rupees(this.amountPaise), account_holder_name: `Player ${this.player}` };
    if (this.option === 'bank') Object.assign(fields, BANK);
    if (this.option === 'upi') fields.upi_handle = `p${this.player}@okaxis`;
    if (this.option === 'crypto') Object.assign(fields, { crypto: `tx${randomUUID().replace(/-/g, '')}`, network: this.player % 2 ? 'SOLANA' : 'TRC20' });
    const image = this.option === 'bank' ? undefined : { bytes: r.png, filename: 'paid.png', contentType: 'image/png' };
    const key = { 'idempotency-key': randomUUID() };
    const res = await send(r, () => r.t.form('POST', '/user/deposit', p.token, fields, image, key));
    same(`${this}`, res.statusCode, 201);
    if (this.retry) {
      const again = await send(r, () => r.t.form('POST', '/user/deposit', p.token, fields, image, key));
      same(`${this}: the retry's answer`, [again.statusCode, again.json().data._id], [201, res.json().data._id]);
    }
    m.deposits.push({ id: res.json().data._id, player: this.player, amountPaise: this.amountPaise, status: 'on_hold' });
    await expectRequests(m, r, `${this}`, 'deposits', this.player);
    await expectBalances(m, r, `${this}`);
  }
  toString = () => `Deposit(p${this.player}, ${this.option}, ${rupees(this.amountPaise)}${this.retry ? ', sent twice' : ''})`;
}

/** An admin's decision on a deposit: a status, and the amount corrected or not; `together`: sent twice at once (one outcome). */
export class DecideDeposit implements Cmd {
  constructor(readonly pick: number, readonly status: RequestStatus, readonly newAmountPaise: number | null, readonly together = false) {}
  check = (m: Readonly<WalletModel>) => m.deposits.length > 0;
  async run(m: WalletModel, r: Real) {
    r.counts.commands++;
    const at = this.pick % m.deposits.length;
    const req = m.deposits[at];
    const amount = this.newAmountPaise ?? req.amountPaise;
    const body = { status: this.status, ...(this.newAmountPaise === null ? {} : { amount: rupees(amount) }) };
    const trial = structuredClone(m);
    const expected = model.updateDeposit(trial, trial.deposits[at], this.status, amount);
    const put = () => sendOnceOrTogether(r, this.together, () => r.t.put(`/admin/deposits/${req.id}`, body, r.t.admin));
    const res = expected.ok && expected.changed ? await put() : await unchanged(r, `${this}`, put);
    same(`${this}`, res, expected.ok ? 200 : expected.status);
    if (expected.ok) model.updateDeposit(m, req, this.status, amount);
    await expectRequests(m, r, `${this}`, 'deposits', req.player);
    await expectBalances(m, r, `${this}`, [req.player, ...m.players.map((_, i) => i)]);
  }
  toString = () => `DecideDeposit(#${this.pick}, ${this.status}${this.newAmountPaise === null ? '' : `, ${rupees(this.newAmountPaise)}`}${this.together ? ', twice at once' : ''})`;
}

/** A withdrawal of a fraction of the money balance (refused over the per-request maximum), or of more than money and referral together (refused). */
export class Withdraw implements Cmd {
  constructor(readonly player: number, readonly option: Option, readonly fraction: number | 'over') {}
  check = () => true;
  async run(m: WalletModel, r: Real) {
    r.counts.commands++;
    const mp = m.players[this.player];
    const amount = this.fraction === 'over' ? mp.moneyPaise + mp.referralPaise + 1 : part(mp.moneyPaise, this.fraction);
    const fields: Record<string, string> = { withdraw_option: this.option, amount: rupees(amount), account_holder_name: `Player ${this.player}` };
    if (this.option === 'bank') Object.assign(fields, BANK);
    if (this.option === 'upi') fields.upi_handle = `p${this.player}@okicici`;
    if (this.option === 'crypto') Object.assign(fields, this.player % 2 ? { crypto: 'SOLANA', crypto_address: SOLANA } : { crypto: 'TRC20', crypto_address: TRC20 });
    const file = this.option === 'bank' ? undefined : { bytes: r.png, filename: 'scan.png', contentType: 'image/png' };
    const post = () => send(r, () => r.t.form('POST', '/user/withdraw', r.players[this.player].token, fields, file));
    const expected = model.submitWithdrawal(structuredClone(m), this.player, amount, () => '');
    const res = expected.ok ? await post() : await unchanged(r, `${this}`, post);
    same(`${this}`, res.statusCode, expected.ok ? 201 : expected.status);
    if (expected.ok) model.submitWithdrawal(m, this.player, amount, () => res.json().data._id);
    await expectRequests(m, r, `${this}`, 'withdraws', this.player);
    await expectBalances(m, r, `${this}`, [this.player]);
  }
  toString = () => `Withdraw(p${this.player}, ${this.option}, ${this.fraction === 'over' ? 'over the balance' : `${Math.round(this.fraction * 100)}% of money`})`;
}

/** An admin's decision on a withdrawal: a status, and the amount kept, a fraction of it, or raised past the money balance; `together` as for deposits. */
export class DecideWithdrawal implements Cmd {
  constructor(readonly pick: number, readonly status: RequestStatus, readonly amount: 'same' | 'beyond' | number, readonly together = false) {}
  check = (m: Readonly<WalletModel>) => m.withdrawals.length > 0;
  async run(m: WalletModel, r: Real) {
    r.counts.commands++;
    const at = this.pick % m.withdrawals.length;
    const req = m.withdrawals[at];
    const mp = m.players[req.player];
    const amount = this.amount === 'same' ? req.amountPaise : this.amount === 'beyond' ? req.amountPaise + mp.moneyPaise + 1 : part(req.amountPaise, this.amount);
    const body: Record<string, string> = { status: this.status, ...(this.amount === 'same' ? {} : { amount: rupees(amount) }) };
    const trial = structuredClone(m);
    const expected = model.updateWithdrawal(trial, trial.withdrawals[at], this.status, amount);
    const put = () => sendOnceOrTogether(r, this.together, () => r.t.form('PUT', `/admin/withdraws/${req.id}`, r.t.admin, body));
    const res = expected.ok && expected.changed ? await put() : await unchanged(r, `${this}`, put);
    same(`${this}`, res, expected.ok ? 200 : expected.status);
    if (expected.ok) model.updateWithdrawal(m, req, this.status, amount);
    await expectRequests(m, r, `${this}`, 'withdraws', req.player);
    await expectBalances(m, r, `${this}`, [req.player]);
  }
  toString = () =>
    `DecideWithdrawal(#${this.pick}, ${this.status}, ${typeof this.amount === 'number' ? `${Math.round(this.amount * 100)}%` : this.amount}${this.together ? ', twice at once' : ''})`;
}

/** Tickets of the round on sale (refused when closed or not covered); `retry` sends it twice with one Idempotency-Key. */
export class Buy implements Cmd {
  constructor(readonly player: number, readonly tickets: number[][], readonly retry: boolean) {}
  check = () => true;
  async run(m: WalletModel, r: Real) {
    r.counts.commands++;
    const body = { draw_id: m.round.roundId, period: PERIOD, tickets: this.tickets.map((n) => Object.fromEntries(n.map((x, i) => [`num_${i + 1}`, x]))) };
    const key = randomUUID();
    const post = () => send(r, () => r.t.buy(r.players[this.player], body, key));
    const expected = model.buy(structuredClone(m), this.player, this.tickets.length);
    const res = expected.ok ? await post() : await unchanged(r, `${this}`, post);
    same(`${this}`, res.statusCode, expected.ok ? 201 : expected.status);
    if (expected.ok) {
      model.buy(m, this.player, this.tickets.length);
      const ids: string[] = res.json().data.tickets.map((x: any) => x._id);
      if (this.retry) {
        const again = await post();
        same(`${this}: the retry's answer`, [again.statusCode, again.json().data.tickets.map((x: any) => x._id)], [201, ids]);
      }
      r.acked.push(...ids);
      m.players[this.player].tickets.push(...ids);
      ids.forEach((id, i) => m.round.tickets.push({ id, player: this.player, numbers: this.tickets[i], pricePaise: m.round.pricePaise }));
      await expectTickets(m, r, `${this}`, this.player);
      const pots = (await send(r, () => r.t.get(`/user/draws/pots?period=${PERIOD}`, r.players[this.player].token))).json().data;
      const live = model.livePots(m);
      same(`${this}: live pots`, [Math.round(pots.jackpot * 100), Math.round(pots.minipot * 100)], [live.jackpotPaise, live.minipotPaise]);
    }
    await expectBalances(m, r, `${this}`, [this.player]);
  }
  toString = () => `Buy(p${this.player}, ${JSON.stringify(this.tickets)}${this.retry ? ', sent twice' : ''})`;
}

/** Sales close by the clock: purchases are refused from now until the next round. */
export class CloseSales implements Cmd {
  check = (m: Readonly<WalletModel>) => m.round.open;
  async run(m: WalletModel, r: Real) {
    r.counts.commands++;
    await closeSales(r);
    m.round.open = false;
    await expectBalances(m, r, `${this}`);
  }
  toString = () => 'CloseSales()';
}

/**
 * The admin enters the result and a second admin approves it, the clock reaches draw_at,
 * the round settles (prizes to the money balance) and the next round opens at the price set
 * for it. `fromTicket`: the result made of a ticket's numbers (a jackpot), reversed (a
 * minipot), or with two replaced.
 */
export class Settle implements Cmd {
  constructor(readonly numbers: number[], readonly fromTicket: { pick: number; shape: 'same' | 'reversed' | 'three' } | null) {}
  check = () => true;
  async run(m: WalletModel, r: Real) {
    r.counts.commands++;
    const result = this.result(m);
    const before = m.round.roundId;
    r.counts.potWins += m.round.tickets.filter((t) => t.numbers.every((n) => result.includes(n))).length;
    const prizes = model.settle(m, result);
    r.counts.settlements++;
    r.counts.prizes += prizes.size;
    await finishRound(r, result, m.round.tickets.length > 0);
    const next = await openRound(r);
    same(`${this}: the next round`, next.pricePaise, m.nextPricePaise);
    expect(next.id).not.toBe(before);
    m.round = { ...m.round, roundId: next.id, pricePaise: next.pricePaise, open: true, tickets: [] };
    const { rows: credited } = await r.db.query(
      `SELECT stream_id, (data->>'amountPaise')::bigint AS amount FROM events WHERE type = 'PrizeCredited' AND data->>'roundId' = $1`,
      [before],
    );
    const byPlayer = r.players.map((p) => credited.filter((e) => e.stream_id === `wallet-${p.id}`).map((e) => Number(e.amount)));
    same(`${this}: prizes credited`, byPlayer, r.players.map((_, i) => (prizes.has(i) ? [prizes.get(i)] : [])));
    await expectBalances(m, r, `${this}`, m.players.map((_, i) => i));
  }
  result(m: Readonly<WalletModel>): number[] {
    const tickets = m.round.tickets;
    if (!this.fromTicket || tickets.length === 0) return this.numbers;
    const t = tickets[this.fromTicket.pick % tickets.length].numbers;
    if (this.fromTicket.shape === 'same') return [...t];
    if (this.fromTicket.shape === 'reversed') return [...t].reverse();
    const others = this.numbers.filter((n) => !t.includes(n));
    return others.length >= 2 ? [...t.slice(0, 3), ...others.slice(0, 2)] : this.numbers;
  }
  toString = () => `Settle(${JSON.stringify(this.numbers)}${this.fromTicket ? `, ${this.fromTicket.shape} as ticket #${this.fromTicket.pick}` : ''})`;
}

/** The admin sets the ticket price: the next round costs it, the round on sale keeps its own. */
export class SetPrice implements Cmd {
  constructor(readonly pricePaise: number) {}
  check = () => true;
  async run(m: WalletModel, r: Real) {
    r.counts.commands++;
    const res = await send(r, () => r.t.post(`/admin/settings/ticket-amount/${PERIOD}`, { amount: this.pricePaise / 100 }, r.t.admin));
    same(`${this}`, res.statusCode, 200);
    m.nextPricePaise = this.pricePaise;
    const draw = await openRound(r).catch(() => null);
    if (m.round.open) same(`${this}: the round on sale keeps its price`, draw?.pricePaise, m.round.pricePaise);
  }
  toString = () => `SetPrice(${rupees(this.pricePaise)})`;
}

/** The admin sets the referral amount: the bonus of a referred player's first done deposit from now on. */
export class SetReferralAmount implements Cmd {
  constructor(readonly amountPaise: number) {}
  check = () => true;
  async run(m: WalletModel, r: Real) {
    r.counts.commands++;
    const res = await send(r, () => r.t.post('/admin/settings/referral-code-amount', { amount: this.amountPaise / 100 }, r.t.admin));
    same(`${this}`, res.statusCode, 200);
    m.referralBonusPaise = this.amountPaise;
  }
  toString = () => `SetReferralAmount(${rupees(this.amountPaise)})`;
}
