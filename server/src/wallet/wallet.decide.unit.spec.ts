import { roundIdOf, type RoundForSale } from '../draws/rounds/round.js';
import type { TicketChoice } from '../draws/tickets/ticket.decide.js';
import { decide, MAX_AMOUNT_PAISE, type WalletCommand } from './wallet.decide.js';
import { replay, type WalletEvent } from './wallet.js';

/** given (past events) / when (command) / then (new events or the error code). */
function given(...events: WalletEvent[]) {
  const state = replay(events);
  return {
    when(command: WalletCommand) {
      const run = () => decide(command, state);
      return {
        then: (expected: WalletEvent[]) => expect(run()).toEqual(expected),
        thenFails: (code: string) => expect(run).toThrow(expect.objectContaining({ code })),
      };
    },
  };
}

const opened: WalletEvent = { type: 'WalletOpened', data: { userId: 'u1' } };
const deposit = (amountPaise: number): WalletEvent => ({ type: 'DepositCredited', data: { requestId: 'dep-1', amountPaise } });
const referral = (amountPaise: number): WalletEvent => ({ type: 'ReferralCredited', data: { referredUserId: 'u2', amountPaise } });
const held = (holdId: string, amountPaise: number, revision = 1): WalletEvent => ({ type: 'FundsHeld', data: { holdId, revision, amountPaise } });
const released = (holdId: string, amountPaise: number, revision = 2): WalletEvent => ({ type: 'HoldReleased', data: { holdId, revision, amountPaise } });
const captured = (holdId: string, amountPaise: number, revision = 2): WalletEvent => ({ type: 'HoldCaptured', data: { holdId, revision, amountPaise } });

// The 09:00 IST round of Monday 5 January 2026 (03:30 to 06:00 UTC).
const opensAt = '2026-01-05T03:30:00.000Z';
const round = (pricePaise: number): RoundForSale => ({ roundId: roundIdOf('3h', opensAt), period: '3h', opensAt, closesAt: '2026-01-05T06:00:00.000Z', pricePaise });
const now = '2026-01-05T05:00:00.000Z';
const choice: TicketChoice = { ticketId: 't1', numbers: [1, 2, 3, 4, 5], letter: null };
const pay = (pricePaise: number, at = now): WalletCommand => ({ type: 'PayForTicket', data: { ticket: choice, round: round(pricePaise), now: at } });
const purchased = (pricePaise: number, fromReferralPaise: number): WalletEvent => ({
  type: 'TicketPurchased',
  data: { ticketId: 't1', roundId: round(pricePaise).roundId, period: '3h', numbers: [1, 2, 3, 4, 5], letter: null, pricePaise, fromReferralPaise, fromMoneyPaise: pricePaise - fromReferralPaise },
});

describe('wallet decider: open', () => {
  it('opens a new wallet', () => given().when({ type: 'OpenWallet', data: { userId: 'u1' } }).then([opened]));
  it('opening an open wallet is a no-op', () => given(opened).when({ type: 'OpenWallet', data: { userId: 'u1' } }).then([]));
  it('refuses anything else on a wallet that is not open', () =>
    given().when({ type: 'HoldFunds', data: { holdId: 'w1', revision: 1, amountPaise: 100 } }).thenFails('WALLET.NOT_OPEN'));
});

describe('wallet decider: credits', () => {
  const credit = (amountPaise: number): WalletCommand => ({ type: 'CreditDeposit', data: { requestId: 'dep-1', amountPaise } });
  const prize = (over: Record<string, unknown> = {}): WalletCommand =>
    ({ type: 'CreditPrize', data: { roundId: 'r1', period: '3h', amountPaise: 900, tickets: ['t1'], ...over } }) as WalletCommand;
  it('credits a deposit', () => given(opened).when(credit(50_000)).then([deposit(50_000)]));
  it('credits a prize with its round, period and winning tickets', () =>
    given(opened).when(prize()).then([{ type: 'PrizeCredited', data: { roundId: 'r1', period: '3h', amountPaise: 900, tickets: ['t1'] } }]));
  it('refuses a prize without a known period or without winning tickets', () => {
    given(opened).when(prize({ period: 'monthly' })).thenFails('WALLET.INVALID_PRIZE');
    given(opened).when(prize({ tickets: [] })).thenFails('WALLET.INVALID_PRIZE');
    given(opened).when(prize({ tickets: ['t1', 't1'] })).thenFails('WALLET.INVALID_PRIZE');
    given(opened).when(prize({ roundId: '' })).thenFails('WALLET.MISSING_REFERENCE');
  });
  it('credits an adjustment with its note', () =>
    given(opened)
      .when({ type: 'CreditAdjustment', data: { adjustmentId: 'a1', amountPaise: 1, note: 'Bank fee refund' } })
      .then([{ type: 'AdjustmentCredited', data: { adjustmentId: 'a1', amountPaise: 1, note: 'Bank fee refund' } }]));
  it.each(['x\u0000', 'x'.repeat(501), '\uD800'])('refuses the adjustment note %p', (note) =>
    given(opened).when({ type: 'CreditAdjustment', data: { adjustmentId: 'a1', amountPaise: 1, note } }).thenFails('WALLET.INVALID_NOTE'));
  it('credits referral money', () =>
    given(opened).when({ type: 'CreditReferral', data: { referredUserId: 'u2', amountPaise: 2500 } }).then([referral(2500)]));
  it.each([0, -100, 10.5, Number.NaN, MAX_AMOUNT_PAISE + 1])('refuses the amount %p', (amount) =>
    given(opened).when(credit(amount)).thenFails('WALLET.INVALID_AMOUNT'));
  it('refuses a deposit credit without its request', () =>
    given(opened).when({ type: 'CreditDeposit', data: { requestId: ' ', amountPaise: 1 } }).thenFails('WALLET.MISSING_REFERENCE'));
});

describe('wallet decider: paying for a ticket', () => {
  it('pays from money when there is no referral balance', () => given(opened, deposit(500)).when(pay(100)).then([purchased(100, 0)]));
  it('pays from referral first', () => given(opened, deposit(500), referral(300)).when(pay(100)).then([purchased(100, 100)]));
  it('splits between referral and money', () => given(opened, deposit(500), referral(30)).when(pay(100)).then([purchased(100, 30)]));
  it('spends the last paisa', () => given(opened, deposit(70), referral(30)).when(pay(100)).then([purchased(100, 30)]));
  it('refuses when the balances together cannot cover the price', () =>
    given(opened, deposit(69), referral(30)).when(pay(100)).thenFails('WALLET.INSUFFICIENT_FUNDS'));
  it('held money cannot pay for tickets', () => given(opened, deposit(100), held('w1', 50)).when(pay(100)).thenFails('WALLET.INSUFFICIENT_FUNDS'));
  it('applies the ticket rules before the money: a closed round, bad numbers', () => {
    given(opened, deposit(100)).when(pay(100, '2026-01-05T06:00:00.000Z')).thenFails('DRAWS.NO_OPEN_DRAW');
    given(opened, deposit(100))
      .when({ type: 'PayForTicket', data: { ticket: { ...choice, numbers: [0, 76, 999, -1, 2.5], letter: 'ZZ-not-a-letter' }, round: round(100), now } })
      .thenFails('DRAWS.NUMBER_NOT_WHOLE');
  });
  it('charges the round price, not one the caller adds', () =>
    given(opened, deposit(500))
      .when({ type: 'PayForTicket', data: { ticket: { ...choice, pricePaise: 1 } as TicketChoice, round: round(400), now } })
      .then([purchased(400, 0)]));
});

describe('wallet decider: paying for several tickets in one append', () => {
  const choices = (n: number): TicketChoice[] => Array.from({ length: n }, (_, i) => ({ ticketId: `t${i}`, numbers: [1, 2, 3, 4, 5 + i], letter: null }));
  const payMany = (n: number, pricePaise = 100): WalletCommand => ({ type: 'PayForTickets', data: { tickets: choices(n), round: round(pricePaise), now } });
  const bought = (i: number, pricePaise: number, fromReferralPaise: number): WalletEvent => ({
    type: 'TicketPurchased',
    data: { ticketId: `t${i}`, roundId: round(pricePaise).roundId, period: '3h', numbers: [1, 2, 3, 4, 5 + i], letter: null, pricePaise, fromReferralPaise, fromMoneyPaise: pricePaise - fromReferralPaise },
  });
  it('writes one TicketPurchased per ticket', () => given(opened, deposit(300)).when(payMany(3)).then([bought(0, 100, 0), bought(1, 100, 0), bought(2, 100, 0)]));
  it('spends referral money first, across the tickets', () =>
    given(opened, deposit(300), referral(150)).when(payMany(3)).then([bought(0, 100, 100), bought(1, 100, 50), bought(2, 100, 0)]));
  it('buys none when the balances cover only some (all or nothing)', () =>
    given(opened, deposit(200), referral(99)).when(payMany(3)).thenFails('WALLET.INSUFFICIENT_FUNDS'));
  it('names the whole price and what is available in the refusal', () =>
    expect(() => decide(payMany(3), replay([opened, deposit(250)]))).toThrow('Insufficient balance: ₹3.00 is needed and ₹2.50 is available.'));
  it('refuses the purchase for one bad ticket', () =>
    given(opened, deposit(500))
      .when({ type: 'PayForTickets', data: { tickets: [...choices(1), { ticketId: 'bad', numbers: [1, 2, 3, 4], letter: null }], round: round(100), now } })
      .thenFails('DRAWS.NUMBERS_MISSING'));
});

describe('wallet decider: holds for withdrawals', () => {
  const hold = (holdId: string, amountPaise: number, revision = 1): WalletCommand => ({ type: 'HoldFunds', data: { holdId, revision, amountPaise } });
  const release = (holdId: string, revision = 2): WalletCommand => ({ type: 'ReleaseHold', data: { holdId, revision } });
  const capture = (holdId: string, revision = 2): WalletCommand => ({ type: 'CaptureHold', data: { holdId, revision } });
  const adjust = (holdId: string, amountPaise: number, revision = 2): WalletCommand => ({ type: 'AdjustHold', data: { holdId, revision, amountPaise } });
  it('holds available money', () => given(opened, deposit(500)).when(hold('w1', 500)).then([held('w1', 500)]));
  it('never holds referral money', () => given(opened, deposit(100), referral(500)).when(hold('w1', 200)).thenFails('WALLET.INSUFFICIENT_FUNDS'));
  it('refuses a second active hold of the same request', () =>
    given(opened, deposit(500), held('w1', 100)).when(hold('w1', 100, 2)).thenFails('WALLET.HOLD_ALREADY_ACTIVE'));
  it('releases a hold', () => given(opened, deposit(500), held('w1', 100)).when(release('w1')).then([released('w1', 100)]));
  it('captures a hold', () => given(opened, deposit(500), held('w1', 100)).when(capture('w1')).then([captured('w1', 100)]));
  it('refuses an unknown hold', () => given(opened, deposit(500)).when(capture('w9')).thenFails('WALLET.NO_SUCH_HOLD'));
  it('refuses to capture a released hold', () =>
    given(opened, deposit(500), held('w1', 100), released('w1', 100)).when(capture('w1', 3)).thenFails('WALLET.HOLD_ALREADY_SETTLED'));
  it('refuses to release a captured hold', () =>
    given(opened, deposit(500), held('w1', 100), captured('w1', 100)).when(release('w1', 3)).thenFails('WALLET.HOLD_ALREADY_SETTLED'));
  it('holds a released hold again at a newer revision (a reopened withdrawal)', () =>
    given(opened, deposit(500), held('w1', 100), released('w1', 100)).when(hold('w1', 300, 3)).then([held('w1', 300, 3)]));
  it('refuses a step at a revision the request has passed (a late, stale command)', () => {
    given(opened, deposit(500), held('w1', 100), released('w1', 100, 2)).when(hold('w1', 100, 2)).thenFails('WALLET.STALE_REVISION');
    given(opened, deposit(500), held('w1', 100, 3)).when(release('w1', 2)).thenFails('WALLET.STALE_REVISION');
  });
  it.each([0, -1, 1.5, Number.NaN])('refuses the revision %p', (revision) =>
    given(opened, deposit(500)).when(hold('w1', 100, revision)).thenFails('WALLET.INVALID_REVISION'));
  it('refuses to hold a captured hold again', () =>
    given(opened, deposit(500), held('w1', 100), captured('w1', 100)).when(hold('w1', 100, 3)).thenFails('WALLET.HOLD_ALREADY_SETTLED'));
  it('adjusts a hold up, within the available money', () =>
    given(opened, deposit(500), held('w1', 100)).when(adjust('w1', 500)).then([released('w1', 100), held('w1', 500, 2)]));
  it('adjusts a hold down', () => given(opened, deposit(500), held('w1', 400)).when(adjust('w1', 150)).then([released('w1', 400), held('w1', 150, 2)]));
  it('refuses to raise a hold beyond the available money', () =>
    given(opened, deposit(500), held('w1', 100)).when(adjust('w1', 501)).thenFails('WALLET.INSUFFICIENT_FUNDS'));
  it('an unchanged amount changes nothing', () => given(opened, deposit(500), held('w1', 100)).when(adjust('w1', 100)).then([]));
  it('refuses to adjust a settled hold', () =>
    given(opened, deposit(500), held('w1', 100), captured('w1', 100)).when(adjust('w1', 50, 3)).thenFails('WALLET.HOLD_ALREADY_SETTLED'));
  it('refuses to re-hold when the money is gone', () =>
    given(opened, deposit(100), held('w1', 100), released('w1', 100), purchased(100, 0)).when(hold('w1', 100, 3)).thenFails('WALLET.INSUFFICIENT_FUNDS'));
});

describe('wallet evolve', () => {
  it('tracks money, referral and held through a history', () => {
    const state = replay([opened, deposit(1000), referral(50), purchased(100, 50), held('w1', 300), captured('w1', 300)]);
    expect(state).toMatchObject({ status: 'open', moneyPaise: 650, referralPaise: 0, heldPaise: 0, holds: { w1: { status: 'captured', revision: 2 } } });
  });
  it('a released hold returns to money', () => {
    expect(replay([opened, deposit(1000), held('w1', 300), released('w1', 300)])).toMatchObject({ moneyPaise: 1000, heldPaise: 0 });
  });
});
