import fc from 'fast-check';
import { evolve, initialWalletState, replay, type OpenWalletState, type WalletEvent } from './wallet.js';
import { balanceChange, WALLET_POSTING_RULES } from './wallet-postings.js';

const USER = '9f1c2d3e-0000-4000-8000-000000000001';
const opened = (): OpenWalletState => evolve(initialWalletState(), { type: 'WalletOpened', data: { userId: USER } }) as OpenWalletState;

/** A wallet event with the amounts given (the other fields do not move money). */
function eventOf(type: string, a: number, fromMoney = a, fromReferral = 0): WalletEvent {
  const hold = { holdId: 'h1', revision: 1, amountPaise: a };
  const events: Record<string, WalletEvent> = {
    DepositCredited: { type: 'DepositCredited', data: { requestId: 'r1', amountPaise: a } },
    PrizeCredited: { type: 'PrizeCredited', data: { roundId: 'round', period: '3h', amountPaise: a, tickets: ['t1'] } },
    AdjustmentCredited: { type: 'AdjustmentCredited', data: { adjustmentId: 'adj', amountPaise: a } },
    ReferralCredited: { type: 'ReferralCredited', data: { referredUserId: 'u2', amountPaise: a } },
    TicketPurchased: {
      type: 'TicketPurchased',
      data: { ticketId: 't', roundId: 'round', period: '3h', numbers: [1, 2, 3, 4, 5], letter: null, pricePaise: fromMoney + fromReferral, fromMoneyPaise: fromMoney, fromReferralPaise: fromReferral },
    },
    FundsHeld: { type: 'FundsHeld', data: hold },
    HoldReleased: { type: 'HoldReleased', data: hold },
    HoldCaptured: { type: 'HoldCaptured', data: hold },
  };
  return events[type]!;
}

describe("evolve moves a wallet's balances by the ledger's postings", () => {
  // Written out by hand, apart from the rule book: a wrong edit of either fails here.
  it.each([
    ['DepositCredited', { moneyPaise: 500, referralPaise: 0, heldPaise: 0 }],
    ['PrizeCredited', { moneyPaise: 500, referralPaise: 0, heldPaise: 0 }],
    ['AdjustmentCredited', { moneyPaise: 500, referralPaise: 0, heldPaise: 0 }],
    ['ReferralCredited', { moneyPaise: 0, referralPaise: 500, heldPaise: 0 }],
    ['FundsHeld', { moneyPaise: -500, referralPaise: 0, heldPaise: 500 }],
    ['HoldReleased', { moneyPaise: 500, referralPaise: 0, heldPaise: -500 }],
    ['HoldCaptured', { moneyPaise: 0, referralPaise: 0, heldPaise: -500 }],
  ])('%s of ₹5 changes the balances by %j', (type, expected) => {
    expect(balanceChange(eventOf(type, 500))).toEqual(expected);
    const before = { ...opened(), moneyPaise: 10_000, referralPaise: 10_000, heldPaise: 10_000 };
    const after = evolve(before, eventOf(type, 500)) as OpenWalletState;
    expect({ moneyPaise: after.moneyPaise - 10_000, referralPaise: after.referralPaise - 10_000, heldPaise: after.heldPaise - 10_000 }).toEqual(expected);
  });

  it('a ticket takes its referral part from the referral balance and the rest from money', () => {
    expect(balanceChange(eventOf('TicketPurchased', 0, 700, 300))).toEqual({ moneyPaise: -700, referralPaise: -300, heldPaise: 0 });
  });

  it('events that move no money change no balance', () => {
    const state = { ...opened(), moneyPaise: 1_000 };
    const after = evolve(state, { type: 'RealityCheckSet', data: { intervalMinutes: 60 } } as unknown as WalletEvent) as OpenWalletState;
    expect([after.moneyPaise, after.referralPaise, after.heldPaise]).toEqual([1_000, 0, 0]);
  });

  it("any history: the replayed balances are the sums of the player accounts' postings", () => {
    const money = fc.integer({ min: 1, max: 5_000_000 });
    const step = fc.oneof(
      fc.tuple(fc.constantFrom('DepositCredited', 'PrizeCredited', 'AdjustmentCredited', 'ReferralCredited', 'FundsHeld', 'HoldReleased', 'HoldCaptured'), money).map(([type, a]) => eventOf(type, a)),
      fc.tuple(money, fc.integer({ min: 0, max: 5_000_000 })).map(([fromMoney, fromReferral]) => eventOf('TicketPurchased', 0, fromMoney, fromReferral)),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (events) => {
        const state = replay(events, opened()) as OpenWalletState;
        // The ledger's view: every posting of the rule book, summed per player account.
        const posted: Record<string, number> = { player_money: 0, player_referral: 0, player_held: 0 };
        for (const event of events) {
          const data = event.data as unknown as Record<string, number>;
          for (const [type, account, field, sign] of WALLET_POSTING_RULES) if (type === event.type && account in posted) posted[account]! += sign * data[field]!;
        }
        expect([state.moneyPaise, state.referralPaise, state.heldPaise]).toEqual([posted.player_money, posted.player_referral, posted.player_held]);
      }),
    );
  });
});
