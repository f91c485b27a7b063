import { replay, type WalletEvent } from '../wallet/wallet.js';
import { foldStatement, totalOf, type StreamEvent } from './statement-rows.js';

/** Each wallet event as a statement row: its kind, reference, change and balances after, folded by `evolve`. */
let version = 0;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 6, minute)).toISOString();
const stored = (event: WalletEvent | { type: string; data: Record<string, unknown> }, minute = version): StreamEvent => {
  version += 1;
  return { id: `e${version}`, version, type: event.type, data: event.data as Record<string, unknown>, occurredAt: at(minute) };
};

const opened: WalletEvent = { type: 'WalletOpened', data: { userId: 'u1' } };
const history: WalletEvent[] = [
  opened,
  { type: 'DepositCredited', data: { requestId: 'dep-1', amountPaise: 100_000 } },
  { type: 'ReferralCredited', data: { referredUserId: 'u2', amountPaise: 5_000 } },
  {
    type: 'TicketPurchased',
    data: { ticketId: 't1', roundId: '3h-2026-11-26T06:30:00.000Z', period: '3h', numbers: [5, 12, 33, 41, 60], letter: null, pricePaise: 10_000, fromReferralPaise: 5_000, fromMoneyPaise: 5_000 },
  },
  { type: 'FundsHeld', data: { holdId: 'w1', revision: 1, amountPaise: 30_000 } },
  { type: 'HoldCaptured', data: { holdId: 'w1', revision: 2, amountPaise: 30_000 } },
  { type: 'FundsHeld', data: { holdId: 'w2', revision: 1, amountPaise: 20_000 } },
  { type: 'HoldReleased', data: { holdId: 'w2', revision: 2, amountPaise: 20_000 } },
  { type: 'PrizeCredited', data: { roundId: '3h-2026-11-26T06:30:00.000Z', period: '3h', amountPaise: 50_000, tickets: ['t1'] } },
  { type: 'AdjustmentCredited', data: { adjustmentId: 'adj-1', amountPaise: 1_234, note: 'Goodwill' } },
];

describe('statement rows', () => {
  beforeEach(() => {
    version = 0;
  });

  it('maps every money event to its row: held 0, paid −amount, released 0, a ticket split between referral and money', () => {
    const { entries } = foldStatement(history.map((e) => stored(e)));
    const rows = entries.map((e) => [e.kind, e.reference.kind, e.reference.id, e.change.money, e.change.referral, e.change.held, totalOf(e.change)]);
    expect(rows).toEqual([
      ['deposit', 'deposit_request', 'dep-1', 100_000, 0, 0, 100_000],
      ['referral_bonus', 'referred_player', 'u2', 0, 5_000, 0, 5_000],
      ['ticket', 'ticket', 't1', -5_000, -5_000, 0, -10_000],
      ['withdrawal_held', 'withdrawal_request', 'w1', -30_000, 0, 30_000, 0],
      ['withdrawal_paid', 'withdrawal_request', 'w1', 0, 0, -30_000, -30_000],
      ['withdrawal_held', 'withdrawal_request', 'w2', -20_000, 0, 20_000, 0],
      ['withdrawal_released', 'withdrawal_request', 'w2', 20_000, 0, -20_000, 0],
      ['prize', 'round', '3h-2026-11-26T06:30:00.000Z', 50_000, 0, 0, 50_000],
      ['adjustment', 'adjustment', 'adj-1', 1_234, 0, 0, 1_234],
    ]);
  });

  it('gives after each row the balances `replay` gives for the history up to that event, and WalletOpened is no row', () => {
    const folded = foldStatement(history.map((e) => stored(e)));
    expect(folded.entries).toHaveLength(history.length - 1);
    folded.entries.forEach((entry) => {
      const state = replay(history.slice(0, entry.version));
      if (state.status !== 'open') throw new Error('not open');
      expect([entry.version, entry.after]).toEqual([entry.version, { money: state.moneyPaise, referral: state.referralPaise, held: state.heldPaise }]);
    });
    expect(folded.balances).toEqual({ money: 70_000 - 5_000 + 1_234 + 50_000 - 0, referral: 0, held: 0 });
    expect(folded.openedAtMs).toBe(Date.parse(at(0)));
  });

  it('keeps the balances of `replay` through many holds, a released one held again, and an adjusted one (released and held in one go)', () => {
    const many: WalletEvent[] = [opened, { type: 'DepositCredited', data: { requestId: 'd', amountPaise: 10_000_000 } }];
    for (let i = 0; i < 300; i++) {
      many.push({ type: 'FundsHeld', data: { holdId: `h${i}`, revision: 1, amountPaise: 1_000 + i } });
      if (i % 3 === 0) many.push({ type: 'HoldCaptured', data: { holdId: `h${i}`, revision: 2, amountPaise: 1_000 + i } });
      if (i % 3 === 1) {
        many.push({ type: 'HoldReleased', data: { holdId: `h${i}`, revision: 2, amountPaise: 1_000 + i } });
        many.push({ type: 'FundsHeld', data: { holdId: `h${i}`, revision: 3, amountPaise: 500 } });
      }
      if (i % 3 === 2) {
        many.push({ type: 'HoldReleased', data: { holdId: `h${i}`, revision: 2, amountPaise: 1_000 + i } });
        many.push({ type: 'FundsHeld', data: { holdId: `h${i}`, revision: 2, amountPaise: 700 } });
      }
    }
    const folded = foldStatement(many.map((e) => stored(e)));
    for (const entry of folded.entries.filter((_, i) => i % 37 === 0 || i === folded.entries.length - 1)) {
      const state = replay(many.slice(0, entry.version));
      if (state.status !== 'open') throw new Error('not open');
      expect([entry.version, entry.after]).toEqual([entry.version, { money: state.moneyPaise, referral: state.referralPaise, held: state.heldPaise }]);
    }
    const final = replay(many);
    if (final.status !== 'open') throw new Error('not open');
    expect(folded.balances).toEqual({ money: final.moneyPaise, referral: final.referralPaise, held: final.heldPaise });
    expect(folded.balances.held).toBeGreaterThan(0);
  });

  it('skips event types it does not know (responsible play and later ones) without throwing, with no change', () => {
    const events = [
      stored(opened),
      stored({ type: 'DepositCredited', data: { requestId: 'dep-1', amountPaise: 500 } }),
      stored({ type: 'DepositLimitsSet', data: { day: 100 } }),
      stored({ type: 'CoolOffStarted', data: { until: '2026-12-01T00:00:00.000Z' } }),
      stored({ type: 'DepositCredited', data: { requestId: 'dep-2', amountPaise: 700 } }),
    ];
    const folded = foldStatement(events);
    expect(folded.entries.map((e) => [e.version, e.kind, e.after.money])).toEqual([
      [2, 'deposit', 500],
      [5, 'deposit', 1_200],
    ]);
  });

  it('reads the time of each row from the event, and an empty stream as zero balances and no opening', () => {
    const folded = foldStatement([stored(opened, 1), stored(history[1], 7)]);
    expect(folded.entries[0].atMs).toBe(Date.parse(at(7)));
    expect(foldStatement([])).toEqual({ entries: [], balances: { money: 0, referral: 0, held: 0 }, openedAtMs: null });
  });
});
