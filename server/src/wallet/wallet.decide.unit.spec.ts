import { decide, MAX_AMOUNT_PAISE, type TicketDetails, type WalletCommand } from './wallet.decide.js';
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
const deposit = (amountPaise: number): WalletEvent => ({ type: 'DepositCredited', data: { amountPaise, referenceId: 'dep-1' } });
const referral = (amountPaise: number): WalletEvent => ({ type: 'ReferralCredited', data: { amountPaise, referenceId: 'u2' } });
const held = (holdId: string, amountPaise: number): WalletEvent => ({ type: 'FundsHeld', data: { holdId, amountPaise } });
const now = '2026-01-05T05:00:00.000Z';
const ticket = (pricePaise: number, extra: Partial<TicketDetails> = {}): TicketDetails => ({
  ticketId: 't1',
  drawId: '3h-2026-01-05T03:30:00.000Z',
  numbers: [1, 2, 3, 4, 5],
  letter: null,
  pricePaise,
  ...extra,
});
const pay = (t: TicketDetails): WalletCommand => ({ type: 'PayForTicket', data: { ticket: t, now } });
const purchased = (pricePaise: number, fromReferralPaise: number): WalletEvent => ({
  type: 'TicketPurchased',
  data: { ...ticket(pricePaise), fromReferralPaise, fromMoneyPaise: pricePaise - fromReferralPaise },
});

describe('wallet decider: open', () => {
  it('opens a new wallet', () => given().when({ type: 'OpenWallet', data: { userId: 'u1' } }).then([opened]));
  it('opening an open wallet is a no-op', () => given(opened).when({ type: 'OpenWallet', data: { userId: 'u1' } }).then([]));
  it('refuses anything else on a wallet that is not open', () =>
    given().when({ type: 'HoldFunds', data: { holdId: 'w1', amountPaise: 100 } }).thenFails('WALLET.NOT_OPEN'));
});

describe('wallet decider: credits', () => {
  const credit = (amountPaise: number, reason: 'deposit' | 'prize' | 'adjustment' = 'deposit'): WalletCommand => ({
    type: 'CreditMoney',
    data: { amountPaise, reason, referenceId: 'dep-1' },
  });
  it('credits a deposit', () => given(opened).when(credit(50_000)).then([deposit(50_000)]));
  it('credits a prize with its winning tickets', () =>
    given(opened)
      .when({ type: 'CreditMoney', data: { amountPaise: 900, reason: 'prize', referenceId: 'r1', tickets: ['t1'] } })
      .then([{ type: 'PrizeCredited', data: { amountPaise: 900, referenceId: 'r1', tickets: ['t1'] } }]));
  it('credits an adjustment', () =>
    given(opened).when(credit(1, 'adjustment')).then([{ type: 'AdjustmentCredited', data: { amountPaise: 1, referenceId: 'dep-1' } }]));
  it('credits referral money', () =>
    given(opened).when({ type: 'CreditReferral', data: { amountPaise: 2500, referenceId: 'u2' } }).then([referral(2500)]));
  it.each([0, -100, 10.5, Number.NaN, MAX_AMOUNT_PAISE + 1])('refuses the amount %p', (amount) =>
    given(opened).when(credit(amount)).thenFails('WALLET.INVALID_AMOUNT'));
  it('refuses an unknown credit reason', () =>
    given(opened)
      .when({ type: 'CreditMoney', data: { amountPaise: 1, reason: 'gift' as 'deposit', referenceId: 'x' } })
      .thenFails('WALLET.INVALID_REASON'));
  it('refuses a credit without a reference', () =>
    given(opened).when({ type: 'CreditMoney', data: { amountPaise: 1, reason: 'deposit', referenceId: ' ' } }).thenFails('WALLET.MISSING_REFERENCE'));
});

describe('wallet decider: paying for a ticket', () => {
  it('pays from money when there is no referral balance', () => given(opened, deposit(500)).when(pay(ticket(100))).then([purchased(100, 0)]));
  it('pays from referral first', () => given(opened, deposit(500), referral(300)).when(pay(ticket(100))).then([purchased(100, 100)]));
  it('splits between referral and money', () => given(opened, deposit(500), referral(30)).when(pay(ticket(100))).then([purchased(100, 30)]));
  it('spends the last paisa', () => given(opened, deposit(70), referral(30)).when(pay(ticket(100))).then([purchased(100, 30)]));
  it('refuses when the balances together cannot cover the price', () =>
    given(opened, deposit(69), referral(30)).when(pay(ticket(100))).thenFails('WALLET.INSUFFICIENT_FUNDS'));
  it('held money cannot pay for tickets', () =>
    given(opened, deposit(100), held('w1', 50)).when(pay(ticket(100))).thenFails('WALLET.INSUFFICIENT_FUNDS'));
  it('refuses a zero price', () => given(opened, deposit(100)).when(pay(ticket(0))).thenFails('WALLET.INVALID_AMOUNT'));
  it('refuses a ticket without numbers', () =>
    given(opened, deposit(100)).when(pay(ticket(10, { numbers: [] }))).thenFails('WALLET.INVALID_TICKET'));
  it('refuses outside the sales window', () =>
    given(opened, deposit(100))
      .when(pay(ticket(10, { salesWindow: { opensAt: '2026-01-05T03:30:00.000Z', closesAt: now } })))
      .thenFails('WALLET.SALES_CLOSED'));
  it('accepts inside the sales window', () => {
    const t = ticket(10, { salesWindow: { opensAt: '2026-01-05T03:30:00.000Z', closesAt: '2026-01-05T06:00:00.000Z' } });
    const { salesWindow, ...recorded } = t;
    void salesWindow;
    given(opened, deposit(100))
      .when(pay(t))
      .then([{ type: 'TicketPurchased', data: { ...recorded, fromReferralPaise: 0, fromMoneyPaise: 10 } }]);
  });
});

describe('wallet decider: holds for withdrawals', () => {
  const hold = (holdId: string, amountPaise: number): WalletCommand => ({ type: 'HoldFunds', data: { holdId, amountPaise } });
  const release = (holdId: string): WalletCommand => ({ type: 'ReleaseHold', data: { holdId } });
  const capture = (holdId: string): WalletCommand => ({ type: 'CaptureHold', data: { holdId } });
  it('holds available money', () => given(opened, deposit(500)).when(hold('w1', 500)).then([held('w1', 500)]));
  it('never holds referral money', () =>
    given(opened, deposit(100), referral(500)).when(hold('w1', 200)).thenFails('WALLET.INSUFFICIENT_FUNDS'));
  it('refuses a second active hold with the same id', () =>
    given(opened, deposit(500), held('w1', 100)).when(hold('w1', 100)).thenFails('WALLET.HOLD_ALREADY_ACTIVE'));
  it('releases a hold', () =>
    given(opened, deposit(500), held('w1', 100)).when(release('w1')).then([{ type: 'HoldReleased', data: { holdId: 'w1', amountPaise: 100 } }]));
  it('captures a hold', () =>
    given(opened, deposit(500), held('w1', 100)).when(capture('w1')).then([{ type: 'HoldCaptured', data: { holdId: 'w1', amountPaise: 100 } }]));
  it('refuses an unknown hold', () => given(opened, deposit(500)).when(capture('w9')).thenFails('WALLET.NO_SUCH_HOLD'));
  const releasedHold: WalletEvent = { type: 'HoldReleased', data: { holdId: 'w1', amountPaise: 100 } };
  const capturedHold: WalletEvent = { type: 'HoldCaptured', data: { holdId: 'w1', amountPaise: 100 } };
  it('refuses to capture a released hold', () =>
    given(opened, deposit(500), held('w1', 100), releasedHold).when(capture('w1')).thenFails('WALLET.HOLD_ALREADY_SETTLED'));
  it('refuses to release a captured hold', () =>
    given(opened, deposit(500), held('w1', 100), capturedHold).when(release('w1')).thenFails('WALLET.HOLD_ALREADY_SETTLED'));
  it('holds a released hold again (a reopened withdrawal)', () =>
    given(opened, deposit(500), held('w1', 100), releasedHold).when(hold('w1', 300)).then([held('w1', 300)]));
  it('refuses to hold a captured hold again', () =>
    given(opened, deposit(500), held('w1', 100), capturedHold).when(hold('w1', 100)).thenFails('WALLET.HOLD_ALREADY_SETTLED'));
  const adjust = (holdId: string, amountPaise: number): WalletCommand => ({ type: 'AdjustHold', data: { holdId, amountPaise } });
  it('adjusts a hold up, within the available money', () =>
    given(opened, deposit(500), held('w1', 100))
      .when(adjust('w1', 500))
      .then([{ type: 'HoldReleased', data: { holdId: 'w1', amountPaise: 100 } }, held('w1', 500)]));
  it('adjusts a hold down', () =>
    given(opened, deposit(500), held('w1', 400))
      .when(adjust('w1', 150))
      .then([{ type: 'HoldReleased', data: { holdId: 'w1', amountPaise: 400 } }, held('w1', 150)]));
  it('refuses to raise a hold beyond the available money', () =>
    given(opened, deposit(500), held('w1', 100)).when(adjust('w1', 501)).thenFails('WALLET.INSUFFICIENT_FUNDS'));
  it('an unchanged amount changes nothing', () => given(opened, deposit(500), held('w1', 100)).when(adjust('w1', 100)).then([]));
  it('refuses to adjust a settled hold', () =>
    given(opened, deposit(500), held('w1', 100), capturedHold).when(adjust('w1', 50)).thenFails('WALLET.HOLD_ALREADY_SETTLED'));
  it('refuses to re-hold when the money is gone', () =>
    given(opened, deposit(100), held('w1', 100), releasedHold, purchased(100, 0)).when(hold('w1', 100)).thenFails('WALLET.INSUFFICIENT_FUNDS'));
});

describe('wallet evolve', () => {
  it('tracks money, referral and held through a history', () => {
    const state = replay([opened, deposit(1000), referral(50), purchased(100, 50), held('w1', 300), { type: 'HoldCaptured', data: { holdId: 'w1', amountPaise: 300 } }]);
    expect(state).toMatchObject({ status: 'open', moneyPaise: 650, referralPaise: 0, heldPaise: 0, holds: { w1: { status: 'captured' } } });
  });
  it('a released hold returns to money', () => {
    const state = replay([opened, deposit(1000), held('w1', 300), { type: 'HoldReleased', data: { holdId: 'w1', amountPaise: 300 } }]);
    expect(state).toMatchObject({ moneyPaise: 1000, heldPaise: 0 });
  });
});
