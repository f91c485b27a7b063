import { decideWithdrawalSubmission, decideWithdrawalUpdate, moneyToSetAside, refuseWithdrawalStep } from './withdrawal-request.decide.js';
import { evolveWithdrawal, initialWithdrawalState, type WithdrawalEvent, type WithdrawalRequested } from './withdrawal-request.js';
import type { MoneyRequestStatus } from './money-request.js';

const submitted: WithdrawalRequested['data'] = {
  requestId: 'w1',
  userId: 'u1',
  option: 'bank',
  amountPaise: 30_000,
  accountHolderName: 'Asha Rao',
  accountNumber: '001234567890',
  typeOfAccount: 'savings',
  bankName: 'State Bank of India',
  ifscCode: 'SBIN0001234',
  upiHandle: null,
  network: null,
  cryptoAddress: null,
  image: null,
};
const requested: WithdrawalEvent = { type: 'WithdrawalRequested', data: submitted };
const given = (...events: WithdrawalEvent[]) => events.reduce(evolveWithdrawal, initialWithdrawalState());
const update = (from: WithdrawalEvent[], change: { status?: MoneyRequestStatus; amountPaise?: number; reason?: string; expectedVersion?: number }) =>
  decideWithdrawalUpdate({ adminId: 'a1', ...change }, given(...from));
const steps = (events: WithdrawalEvent[]) => events.map((e) => (e.type === 'WithdrawalUpdated' ? [e.data.revision, e.data.status, e.data.hold] : e.type));

describe('withdrawal request decider', () => {
  it('given nothing, when a player submits, then the request is on hold with its amount to hold at revision 1', () => {
    const events = decideWithdrawalSubmission(submitted, given());
    expect(events).toEqual([requested]);
    expect(given(...events)).toMatchObject({ status: 'on_hold', version: 1, steps: [{ revision: 1, kind: 'hold', amountPaise: 30_000, before: null }] });
    expect(() => decideWithdrawalSubmission(submitted, given(requested))).toThrow('exists already');
  });

  describe('hold steps of every transition', () => {
    const open = [requested];
    const progress = [requested, ...update([requested], { status: 'in_progress' })];
    const rejected = [requested, ...update([requested], { status: 'rejected', reason: 'Account closed' })];

    it('open -> open: no step, or an adjustment when the amount changes', () => {
      expect(steps(update(open, { status: 'in_progress' }))).toEqual([[2, 'in_progress', null]]);
      expect(steps(update(progress, { status: 'on_hold' }))).toEqual([[3, 'on_hold', null]]);
      expect(steps(update(open, { amountPaise: 25_000 }))).toEqual([[2, 'on_hold', 'adjust']]);
      expect(steps(update(progress, { status: 'on_hold', amountPaise: 35_000 }))).toEqual([[3, 'on_hold', 'adjust']]);
    });

    it('open -> done: captures; with a new amount, adjusts first at a revision of its own', () => {
      expect(steps(update(progress, { status: 'done' }))).toEqual([[3, 'done', 'capture']]);
      const events = update(progress, { status: 'done', amountPaise: 20_000 });
      expect(steps(events)).toEqual([[3, 'in_progress', 'adjust'], [4, 'done', 'capture']]);
      expect(events.map((e) => e.data.amountPaise)).toEqual([20_000, 20_000]);
    });

    it('open -> rejected: releases, with the reason', () => {
      const events = update(open, { status: 'rejected', reason: 'Account closed' });
      expect(steps(events)).toEqual([[2, 'rejected', 'release']]);
      expect(events[0].data.reason).toBe('Account closed');
    });

    it('rejected -> open: holds again (the reason goes); rejected -> done: holds, then captures', () => {
      const reopened = update(rejected, { status: 'in_progress' });
      expect(steps(reopened)).toEqual([[3, 'in_progress', 'hold']]);
      expect(reopened[0].data.reason).toBeNull();
      expect(steps(update(rejected, { status: 'done', amountPaise: 10_000 }))).toEqual([[3, 'in_progress', 'hold'], [4, 'done', 'capture']]);
    });

    it('rejected -> rejected: a new amount or reason is recorded without a step', () => {
      const events = update(rejected, { amountPaise: 1_000, reason: 'Wrong IFSC code' });
      expect(steps(events)).toEqual([[3, 'rejected', null]]);
      expect(events[0].data).toMatchObject({ amountPaise: 1_000, reason: 'Wrong IFSC code' });
    });

    it('says how much each change takes from the money balance', () => {
      expect(moneyToSetAside(given(...open), update(open, { amountPaise: 45_000 }))).toBe(15_000);
      expect(moneyToSetAside(given(...open), update(open, { amountPaise: 10_000 }))).toBe(0);
      expect(moneyToSetAside(given(...rejected), update(rejected, { status: 'on_hold', amountPaise: 12_000 }))).toBe(12_000);
      expect(moneyToSetAside(given(...progress), update(progress, { status: 'done' }))).toBe(0);
    });
  });

  it('given done, any change is final; the same status and amount again changes nothing', () => {
    const done = [requested, ...update([requested], { status: 'done' })];
    for (const change of [{ status: 'rejected' as const }, { status: 'on_hold' as const }, { amountPaise: 1 }]) {
      expect(() => update(done, change)).toThrow('This request is done and can no longer be changed.');
    }
    expect(update(done, { status: 'done' })).toEqual([]);
    expect(update(done, { status: 'done', amountPaise: 30_000 })).toEqual([]);
  });

  it('a proof of payment makes a change of its own, carried by the last revision', () => {
    const proof = { name: 'b'.repeat(32) + '.pdf', mime: 'application/pdf' };
    const events = decideWithdrawalUpdate({ adminId: 'a1', status: 'done', amountPaise: 1_000, proof }, given(requested));
    expect(events.map((e) => e.data.proof)).toEqual([null, proof]);
    expect(decideWithdrawalUpdate({ adminId: 'a1', proof }, given(requested))).toHaveLength(1);
  });

  it('refuses a change based on another version', () => {
    expect(() => update([requested], { status: 'done', expectedVersion: 2 })).toThrow('Someone else changed this request');
  });

  describe('when the wallet refuses a step', () => {
    it('a refused submission ends rejected with the cause, and its hold step is gone', () => {
      const refused = refuseWithdrawalStep(given(requested), 1, 'Insufficient balance');
      expect(refused.data).toEqual({ revision: 2, refusedRevision: 1, status: 'rejected', amountPaise: 30_000, reason: 'Insufficient balance', cause: 'Insufficient balance' });
      expect(given(requested, refused)).toMatchObject({ status: 'rejected', version: 2, steps: [] });
    });

    it('a refused reopening puts the request back as it was, and both steps of a two-step change go', () => {
      const rejected = [requested, ...update([requested], { status: 'rejected', reason: 'Account closed' })];
      const reopen = update(rejected, { status: 'done', amountPaise: 40_000 });
      const refused = refuseWithdrawalStep(given(...rejected, ...reopen), 3, 'gone');
      expect(refused.data).toMatchObject({ revision: 5, refusedRevision: 3, status: 'rejected', amountPaise: 30_000, reason: 'Account closed' });
      const after = given(...rejected, ...reopen, refused);
      expect(after).toMatchObject({ status: 'rejected', amountPaise: 30_000, version: 5 });
      expect(after.exists && after.steps.map((s) => [s.revision, s.kind])).toEqual([[1, 'hold'], [2, 'release']]);
    });

    it('a refused increase keeps the old amount', () => {
      const [raise] = update([requested], { amountPaise: 90_000 });
      const refused = refuseWithdrawalStep(given(requested, raise), 2, 'gone');
      expect(given(requested, raise, refused)).toMatchObject({ status: 'on_hold', amountPaise: 30_000, version: 3 });
    });
  });
});
