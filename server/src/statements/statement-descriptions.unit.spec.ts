import type { PaymentOption } from '../money-requests/money-request.js';
import type { WalletEvent } from '../wallet/wallet.js';
import { describeEntry, requestIdsOf } from './statement-descriptions.js';
import { foldStatement } from './statement-rows.js';

/** The words a player reads on each kind of row. */
const describeAll = (events: WalletEvent[], options: Record<string, PaymentOption> = {}) => {
  const stream = [{ type: 'WalletOpened', data: { userId: 'u1' } } as WalletEvent, ...events].map((e, i) => ({
    id: `e${i + 1}`,
    version: i + 1,
    type: e.type,
    data: e.data as Record<string, unknown>,
    occurredAt: '2026-11-26T07:00:00.000Z',
  }));
  const { entries } = foldStatement(stream);
  return entries.map((e) => describeEntry(e, new Map(Object.entries(options))));
};

describe('statement descriptions', () => {
  it('names deposits and withdrawals by their payment option, and says what happened to a withdrawal', () => {
    const words = describeAll(
      [
        { type: 'DepositCredited', data: { requestId: 'd1', amountPaise: 100_000 } },
        { type: 'DepositCredited', data: { requestId: 'd-unknown', amountPaise: 100 } },
        { type: 'FundsHeld', data: { holdId: 'w1', revision: 1, amountPaise: 1_000 } },
        { type: 'HoldCaptured', data: { holdId: 'w1', revision: 2, amountPaise: 1_000 } },
        { type: 'FundsHeld', data: { holdId: 'w2', revision: 1, amountPaise: 1_000 } },
        { type: 'HoldReleased', data: { holdId: 'w2', revision: 2, amountPaise: 1_000 } },
      ],
      { d1: 'upi', w1: 'bank', w2: 'crypto' },
    );
    expect(words).toEqual([
      'Deposit by UPI',
      'Deposit',
      'Withdrawal to bank held',
      'Withdrawal to bank paid',
      'Withdrawal to crypto held',
      'Withdrawal to crypto released back to your balance',
    ]);
  });

  it("names a ticket's draw from the periods table with its numbers, and a prize's draw by its start in IST", () => {
    const ticket = (period: string, numbers: number[], letter: string | null) =>
      ({ type: 'TicketPurchased', data: { ticketId: 't', roundId: 'r', period, numbers, letter, pricePaise: 100, fromReferralPaise: 0, fromMoneyPaise: 100 } }) as WalletEvent;
    const words = describeAll([
      { type: 'AdjustmentCredited', data: { adjustmentId: 'a1', amountPaise: 100_000 } },
      ticket('3h', [5, 12, 33, 41, 60], null),
      ticket('weekly', [1, 2, 3, 4, 5], 'K'),
      { type: 'PrizeCredited', data: { roundId: '3h-2026-11-26T06:30:00.000Z', period: '3h', amountPaise: 500, tickets: ['t'] } },
      { type: 'PrizeCredited', data: { roundId: 'weekly-2026-11-23T10:30:00.000Z', period: 'weekly', amountPaise: 500, tickets: ['t'] } },
      { type: 'ReferralCredited', data: { referredUserId: 'u2', amountPaise: 100 } },
      { type: 'AdjustmentCredited', data: { adjustmentId: 'a2', amountPaise: 100, note: 'Goodwill' } },
    ]);
    expect(words).toEqual([
      'Credit from Fairdraw',
      'Ticket · Vibrant (3 hours) · 05 12 33 41 60',
      'Ticket · Giant (Weekly) · 01 02 03 04 05 K',
      'Prize · Vibrant, draw of 26 Nov 2026 12:00 IST',
      'Prize · Giant, draw of 23 Nov 2026 16:00 IST',
      'Referral bonus',
      'Credit from Fairdraw · Goodwill',
    ]);
  });

  it('asks for the payment options of each request once, deposits and withdrawals apart', () => {
    const stream = [
      { type: 'WalletOpened', data: { userId: 'u1' } },
      { type: 'DepositCredited', data: { requestId: 'd1', amountPaise: 10_000 } },
      { type: 'FundsHeld', data: { holdId: 'w1', revision: 1, amountPaise: 1_000 } },
      { type: 'HoldReleased', data: { holdId: 'w1', revision: 2, amountPaise: 1_000 } },
      { type: 'FundsHeld', data: { holdId: 'w1', revision: 3, amountPaise: 1_000 } },
    ].map((e, i) => ({ id: `e${i}`, version: i + 1, ...e, occurredAt: '2026-11-26T07:00:00.000Z' }));
    expect(requestIdsOf(foldStatement(stream).entries)).toEqual({ deposits: ['d1'], withdrawals: ['w1'] });
  });
});
