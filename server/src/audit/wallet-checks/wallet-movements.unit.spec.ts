import { amountOf, referenceOf, walletMovements } from './wallet-movements.js';

let version = 0;
const ev = (type: string, data: Record<string, unknown>) => ({ version: ++version, type, data });

describe('wallet movements (what each wallet event did, folded with evolve)', () => {
  beforeEach(() => {
    version = 0;
  });

  it('names each money event’s reference and amount and the balances after it', () => {
    const history = [
      ev('WalletOpened', { userId: 'u1' }),
      ev('DepositCredited', { requestId: 'd1', amountPaise: 100_000 }),
      ev('ReferralCredited', { referredUserId: 'u2', amountPaise: 2_500 }),
      ev('TicketPurchased', { ticketId: 't1', roundId: 'r1', period: '3h', numbers: [1, 2, 3, 4, 5], letter: null, pricePaise: 10_000, fromReferralPaise: 2_500, fromMoneyPaise: 7_500 }),
      ev('FundsHeld', { holdId: 'w1', revision: 1, amountPaise: 20_000 }),
      ev('HoldReleased', { holdId: 'w1', revision: 2, amountPaise: 20_000 }),
      ev('FundsHeld', { holdId: 'w1', revision: 3, amountPaise: 5_000 }),
      ev('HoldCaptured', { holdId: 'w1', revision: 4, amountPaise: 5_000 }),
      ev('PrizeCredited', { roundId: 'r1', period: '3h', amountPaise: 45_000, tickets: ['t1'] }),
      ev('AdjustmentCredited', { adjustmentId: 'fix-1', amountPaise: 1 }),
    ];
    const rows = walletMovements(history).map((m) => [m.event.type, m.reference, m.amount, m.change, m.balances]);
    expect(rows).toEqual([
      ['WalletOpened', { kind: null, id: null }, null, { money: 0, referral: 0, held: 0 }, { money: 0, referral: 0, held: 0 }],
      ['DepositCredited', { kind: 'deposit_request', id: 'd1' }, 100_000, { money: 100_000, referral: 0, held: 0 }, { money: 100_000, referral: 0, held: 0 }],
      ['ReferralCredited', { kind: 'referred_player', id: 'u2' }, 2_500, { money: 0, referral: 2_500, held: 0 }, { money: 100_000, referral: 2_500, held: 0 }],
      ['TicketPurchased', { kind: 'ticket', id: 't1' }, 10_000, { money: -7_500, referral: -2_500, held: 0 }, { money: 92_500, referral: 0, held: 0 }],
      ['FundsHeld', { kind: 'withdrawal_request', id: 'w1' }, 20_000, { money: -20_000, referral: 0, held: 20_000 }, { money: 72_500, referral: 0, held: 20_000 }],
      ['HoldReleased', { kind: 'withdrawal_request', id: 'w1' }, 20_000, { money: 20_000, referral: 0, held: -20_000 }, { money: 92_500, referral: 0, held: 0 }],
      ['FundsHeld', { kind: 'withdrawal_request', id: 'w1' }, 5_000, { money: -5_000, referral: 0, held: 5_000 }, { money: 87_500, referral: 0, held: 5_000 }],
      ['HoldCaptured', { kind: 'withdrawal_request', id: 'w1' }, 5_000, { money: 0, referral: 0, held: -5_000 }, { money: 87_500, referral: 0, held: 0 }],
      ['PrizeCredited', { kind: 'round', id: 'r1' }, 45_000, { money: 45_000, referral: 0, held: 0 }, { money: 132_500, referral: 0, held: 0 }],
      ['AdjustmentCredited', { kind: 'adjustment', id: 'fix-1' }, 1, { money: 1, referral: 0, held: 0 }, { money: 132_501, referral: 0, held: 0 }],
    ]);
  });

  it('shows an event type it does not know (a later, non-money type) with no amount and no change, without throwing', () => {
    const history = [
      ev('WalletOpened', { userId: 'u1' }),
      ev('DepositCredited', { requestId: 'd1', amountPaise: 5_000 }),
      ev('DepositLimitsSet', { day: 100_000, week: null, month: null, amountPaise: 999 }),
      ev('PlayPaused', { kind: 'cool_off', until: '2026-02-01T00:00:00.000Z' }),
    ];
    const [, , limits, pause] = walletMovements(history);
    for (const m of [limits, pause]) {
      expect(m.amount).toBeNull();
      expect(m.reference).toEqual({ kind: null, id: null });
      expect(m.change).toEqual({ money: 0, referral: 0, held: 0 });
      expect(m.balances).toEqual({ money: 5_000, referral: 0, held: 0 });
    }
  });

  it('reads no amount or reference from fields of the wrong type or from the prototype', () => {
    expect(amountOf({ type: 'DepositCredited', data: { amountPaise: '500' } })).toBeNull();
    expect(amountOf({ type: 'DepositCredited', data: { amountPaise: 1.5 } })).toBeNull();
    expect(referenceOf({ type: 'DepositCredited', data: { requestId: 42 } })).toEqual({ kind: null, id: null });
    expect(referenceOf({ type: '__proto__', data: {} })).toEqual({ kind: null, id: null });
    expect(amountOf({ type: 'constructor', data: {} })).toBeNull();
  });

  it('moves nothing before the wallet is opened (the audit names such a history)', () => {
    const [credit] = walletMovements([ev('DepositCredited', { requestId: 'd1', amountPaise: 5_000 })]);
    expect(credit.change).toEqual({ money: 0, referral: 0, held: 0 });
    expect(credit.amount).toBe(5_000);
  });
});
