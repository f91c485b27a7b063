import { decideDepositSubmission, decideDepositUpdate, depositCredit } from './deposit-request.decide.js';
import { evolveDeposit, initialDepositState, type DepositEvent, type DepositRequested } from './deposit-request.js';

const submitted: DepositRequested['data'] = {
  requestId: 'r1',
  userId: 'u1',
  option: 'upi',
  amountPaise: 50_000,
  accountHolderName: 'Asha Rao',
  accountNumber: null,
  typeOfAccount: null,
  bankName: null,
  ifscCode: null,
  upiHandle: 'asha@okbank',
  transactionId: null,
  network: null,
  image: { name: 'a'.repeat(32) + '.png', mime: 'image/png' },
  reference: 'FD7K2M9QXA',
};
const requested: DepositEvent = { type: 'DepositRequested', data: submitted };
const given = (...events: DepositEvent[]) => events.reduce(evolveDeposit, initialDepositState());
const updated = (revision: number, status: 'on_hold' | 'in_progress' | 'done' | 'rejected', amountPaise = 50_000, reason: string | null = null): DepositEvent => ({
  type: 'DepositUpdated',
  data: { revision, adminId: 'a1', status, amountPaise, reason, referral: null },
});

describe('deposit request decider', () => {
  it('given nothing, when a player submits, then the request exists on hold, with nothing to credit', () => {
    const events = decideDepositSubmission(submitted, given());
    expect(events).toEqual([requested]);
    const state = given(...events);
    expect(state).toMatchObject({ exists: true, status: 'on_hold', amountPaise: 50_000, version: 1 });
    expect(depositCredit(state)).toBeNull();
  });

  it('given a request, a second submission with its id is refused', () => {
    expect(() => decideDepositSubmission(submitted, given(requested))).toThrow('exists already');
  });

  it('refuses a submission of no money', () => {
    expect(() => decideDepositSubmission({ ...submitted, amountPaise: 0 }, given())).toThrow('Enter a valid amount');
    expect(() => decideDepositSubmission({ ...submitted, amountPaise: 1.5 }, given())).toThrow('Enter a valid amount');
  });

  it('moves through in_progress and rejected (with a reason) without crediting anything', () => {
    let state = given(requested);
    const [progress] = decideDepositUpdate({ adminId: 'a1', status: 'in_progress' }, state);
    expect(progress.data).toEqual({ revision: 2, adminId: 'a1', status: 'in_progress', amountPaise: 50_000, reason: null, referral: null });
    state = given(requested, progress);
    const [rejected] = decideDepositUpdate({ adminId: 'a2', status: 'rejected', reason: 'No payment with this reference' }, state);
    expect(rejected.data).toMatchObject({ revision: 3, adminId: 'a2', status: 'rejected', reason: 'No payment with this reference' });
    state = given(requested, progress, rejected);
    expect(depositCredit(state)).toBeNull();
    // Reopened: the reason goes with the rejection.
    const [reopened] = decideDepositUpdate({ adminId: 'a1', status: 'on_hold' }, state);
    expect(reopened.data).toMatchObject({ revision: 4, status: 'on_hold', reason: null });
  });

  it('when set done, credits the amount of that moment (an admin may correct it), with the referral bonus', () => {
    const state = given(requested, updated(2, 'in_progress'));
    const referral = { referrerId: 'u9', amountPaise: 5_000 };
    const [done] = decideDepositUpdate({ adminId: 'a1', status: 'done', amountPaise: 49_900, referral }, state);
    expect(done.data).toEqual({ revision: 3, adminId: 'a1', status: 'done', amountPaise: 49_900, reason: null, referral });
    const after = given(requested, updated(2, 'in_progress'), done);
    expect(depositCredit(after)).toEqual({ amountPaise: 49_900 });
    expect(after).toMatchObject({ referral });
  });

  it('records a referral only on the change to done', () => {
    const [progress] = decideDepositUpdate({ adminId: 'a1', status: 'in_progress', referral: { referrerId: 'u9', amountPaise: 1 } }, given(requested));
    expect(progress.data.referral).toBeNull();
  });

  it('given done, any change is refused as final, and asking for what it is changes nothing', () => {
    const state = given(requested, updated(2, 'done'));
    for (const change of [{ status: 'rejected' as const }, { status: 'on_hold' as const }, { amountPaise: 1 }, { status: 'done' as const, amountPaise: 60_000 }]) {
      expect(() => decideDepositUpdate({ adminId: 'a1', ...change }, state)).toThrow('This request is done and can no longer be changed.');
    }
    expect(decideDepositUpdate({ adminId: 'a1', status: 'done', amountPaise: 50_000 }, state)).toEqual([]);
  });

  it('refuses a change based on another version, and an unknown request', () => {
    const state = given(requested, updated(2, 'in_progress'));
    expect(() => decideDepositUpdate({ adminId: 'a1', status: 'done', expectedVersion: 1 }, state)).toThrow('Someone else changed this request');
    expect(decideDepositUpdate({ adminId: 'a1', status: 'done', expectedVersion: 2 }, state)).toHaveLength(1);
    expect(() => decideDepositUpdate({ adminId: 'a1', status: 'done' }, given())).toThrow('Deposit request not found.');
  });

  it('a repeated change changes nothing, and a bad amount is refused', () => {
    const state = given(requested, updated(2, 'rejected', 50_000, 'Blurry screenshot'));
    expect(decideDepositUpdate({ adminId: 'a1', status: 'rejected' }, state)).toEqual([]);
    expect(decideDepositUpdate({ adminId: 'a1', status: 'rejected', reason: 'Blurry screenshot' }, state)).toEqual([]);
    expect(() => decideDepositUpdate({ adminId: 'a1', amountPaise: -5 }, state)).toThrow('Enter a valid amount');
  });
});
