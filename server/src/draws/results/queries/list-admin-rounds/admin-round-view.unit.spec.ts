import type { RoundSettlement } from '../../../rounds/round-settlement.js';
import { adminRoundView, type AdminRoundRecord } from './admin-round-view.js';

const start = new Date('2026-01-06T03:30:00.000Z'); // 09:00 IST, a 3h round
const close = new Date('2026-01-06T06:00:00.000Z');
const draw = new Date('2026-01-06T06:20:00.000Z');

const settlement: RoundSettlement = {
  roundId: '3h-2026-01-06T03:30:00.000Z',
  period: '3h',
  resultSource: 'manual',
  ticketCount: 40,
  salesPaise: 400_000,
  tables: {},
  pots: [
    { name: 'jackpot', mode: 'sequence', startPaise: 1_50_000_00, seedPaise: 0, sharePaise: 40_000, potPaise: 1_50_400_00, winningTickets: 0, perTicketPaise: 0, paidPaise: 0, carriedPaise: 1_50_400_00 },
    { name: 'minipot', mode: 'any', startPaise: 10_000_00, seedPaise: 10_000_00, sharePaise: 20_000, potPaise: 10_200_00, winningTickets: 3, perTicketPaise: 3_400_00, paidPaise: 10_200_00, carriedPaise: 0 },
  ],
  fixedPrizesPaise: 90_000,
  potPrizesPaise: 10_200_00,
  prizesPaise: 10_200_00 + 90_000,
  winners: 5,
  winningTickets: 9,
  houseSharePaise: 400_000 - 90_000 - 60_000 - 10_000_00,
};

function row(overrides: Partial<AdminRoundRecord> = {}): AdminRoundRecord {
  return {
    round_id: '3h-2026-01-06T03:30:00.000Z', period: '3h', status: 'open', start_at: start, close_at: close, draw_at: draw,
    price_paise: '10000', ticket_count: null, sales_paise: null, beacon_status: null, settlement: null, settled_at: null,
    result_source: null, result_num_1: null, result_num_2: null, result_num_3: null, result_num_4: null, result_num_5: null,
    result_letter: null, result_at: null,
    ...overrides,
  };
}

const posted = { result_source: 'manual' as const, result_num_1: 5, result_num_2: 12, result_num_3: 33, result_num_4: 41, result_num_5: 60, result_at: draw };

describe('the admin view of a round', () => {
  it('shows an open round with its price, name and proof page, and no figures yet', () => {
    const view = adminRoundView(row(), new Date('2026-01-06T04:00:00.000Z'));
    expect(view).toMatchObject({ status: 'open', name: 'Vibrant', round_amount: 100, ticket_count: null, sales: null, prizes_paid: null, pots: [], house_share: null, result: null });
    expect(view.proof_url).toBe('/draws/3h-2026-01-06T03%3A30%3A00.000Z/proof');
  });

  it('reads closed once the clock passes the close, before the scheduler records it', () => {
    expect(adminRoundView(row(), close).status).toBe('closed');
  });

  it('never shows a result posted early before its result_at: no numbers, source or beacon status, and the status stays closed', () => {
    const early = row({ status: 'resulted', ticket_count: 40, sales_paise: '400000', beacon_status: 'none', ...posted });
    const view = adminRoundView(early, new Date(draw.getTime() - 1));
    expect(view).toMatchObject({ status: 'closed', ticket_count: 40, sales: 4000, result: null, result_at: null, result_source: null, beacon_status: null });
    expect(adminRoundView(early, draw)).toMatchObject({
      status: 'resulted', result: { numbers: [5, 12, 33, 41, 60], letter: null }, result_source: 'manual', result_at: draw.toISOString(),
    });
  });

  it('shows what RoundSettled recorded, in rupees, and it adds up against the sales', () => {
    const settledAt = new Date(draw.getTime() + 5_000);
    const view = adminRoundView(row({ status: 'settled', ticket_count: 40, sales_paise: '400000', ...posted, settlement, settled_at: settledAt }), settledAt);
    expect(view.status).toBe('settled');
    expect(view.settled_at).toBe(settledAt.toISOString());
    expect(view.pots).toEqual([
      { pot: 'jackpot', start: 150_000, seed: 0, share: 400, paid: 0, carried: 150_400, winners: 0 },
      { pot: 'minipot', start: 10_000, seed: 10_000, share: 200, paid: 10_200, carried: 0, winners: 3 },
    ]);
    const carriedIn = view.pots.reduce((s, p) => s + p.start - p.seed, 0);
    const carriedOut = view.pots.reduce((s, p) => s + p.carried, 0);
    expect(Math.round((view.sales! + carriedIn) * 100)).toBe(Math.round((view.prizes_paid! + carriedOut + view.house_share!) * 100));
  });

  it('keeps a settlement hidden while its result is not published (a clock behind the record)', () => {
    const view = adminRoundView(row({ status: 'settled', ...posted, settlement, settled_at: draw }), new Date(draw.getTime() - 1));
    expect(view).toMatchObject({ status: 'closed', prizes_paid: null, pots: [], house_share: null, result: null, settled_at: null });
  });
});
