import type { WalletEvent } from '../wallet/wallet.js';
import { foldStatement } from './statement-rows.js';
import { summarise } from './statement-summary.js';

/** The summary's figures, each a sum of statement rows, by financial year in IST. */
const stream = (events: [string, WalletEvent][]) =>
  foldStatement(events.map(([at, e], i) => ({ id: `e${i}`, version: i + 1, type: e.type, data: e.data as Record<string, unknown>, occurredAt: new Date(at).toISOString() })));
const ticket = (pricePaise: number, fromReferralPaise: number): WalletEvent => ({
  type: 'TicketPurchased',
  data: { ticketId: `t${pricePaise}${fromReferralPaise}`, roundId: 'r', period: '3h', numbers: [1, 2, 3, 4, 5], letter: null, pricePaise, fromReferralPaise, fromMoneyPaise: pricePaise - fromReferralPaise },
});

describe('statement summary', () => {
  const folded = stream([
    ['2026-03-01T10:00:00+05:30', { type: 'WalletOpened', data: { userId: 'u' } }],
    ['2026-03-02T10:00:00+05:30', { type: 'DepositCredited', data: { requestId: 'd1', amountPaise: 100_000 } }],
    ['2026-03-03T10:00:00+05:30', { type: 'ReferralCredited', data: { referredUserId: 'u2', amountPaise: 5_000 } }],
    ['2026-03-31T23:59:00+05:30', ticket(10_000, 5_000)],
    ['2026-04-01T00:00:00+05:30', ticket(10_000, 0)],
    ['2026-04-02T10:00:00+05:30', { type: 'PrizeCredited', data: { roundId: 'r', period: '3h', amountPaise: 30_000, tickets: ['t'] } }],
    ['2026-04-03T10:00:00+05:30', { type: 'FundsHeld', data: { holdId: 'w1', revision: 1, amountPaise: 20_000 } }],
    ['2026-04-04T10:00:00+05:30', { type: 'HoldCaptured', data: { holdId: 'w1', revision: 2, amountPaise: 20_000 } }],
    ['2026-04-05T10:00:00+05:30', { type: 'FundsHeld', data: { holdId: 'w2', revision: 1, amountPaise: 5_000 } }],
  ]);

  it('splits staked, won, deposits, withdrawals paid, bonuses and tickets by financial year, newest first', () => {
    const s = summarise(folded, Date.parse('2026-04-20T12:00:00+05:30'));
    expect(s.years.map(({ year, ...figures }) => [year.fy, figures])).toEqual([
      ['2026-27', { staked: 10_000, won: 30_000, net: 20_000, deposits: 0, withdrawals: 20_000, referralBonuses: 0, tickets: 1 }],
      ['2025-26', { staked: 10_000, won: 0, net: -10_000, deposits: 100_000, withdrawals: 0, referralBonuses: 5_000, tickets: 1 }],
    ]);
    expect(s.balances).toEqual({ money: 100_000 - 5_000 - 10_000 + 30_000 - 20_000 - 5_000, referral: 0, held: 5_000 });
    expect(s.openedAtMs).toBe(Date.parse('2026-03-01T10:00:00+05:30'));
  });

  it('counts net deposits over the last 30 days and since the opening: a held withdrawal is not paid yet', () => {
    const s = summarise(folded, Date.parse('2026-04-20T12:00:00+05:30'));
    expect(s.sinceOpened).toEqual({ deposits: 100_000, withdrawals: 20_000, net: 80_000 });
    expect(s.last30Days).toEqual({ deposits: 0, withdrawals: 20_000, net: -20_000 });
    expect(summarise(folded, Date.parse('2026-03-30T12:00:00+05:30')).last30Days).toEqual({ deposits: 100_000, withdrawals: 0, net: 100_000 });
  });

  it('lists every year from the opening to today, with nothing in the quiet ones', () => {
    const s = summarise(folded, Date.parse('2028-05-01T12:00:00+05:30'));
    expect(s.years.map((y) => [y.year.fy, y.tickets])).toEqual([['2028-29', 0], ['2027-28', 0], ['2026-27', 1], ['2025-26', 1]]);
  });
});
