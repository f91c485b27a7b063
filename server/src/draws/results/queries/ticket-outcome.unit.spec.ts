import { defaultPrizeTable } from '../../prizes/prize-tables.defaults.js';
import { ticketOutcome } from './ticket-outcome.js';

const tables3h = { sequence: defaultPrizeTable('3h', 'sequence'), any: defaultPrizeTable('3h', 'any') };
const round = (numbers: number[], pots = [{ name: 'jackpot' as const, perTicketPaise: 12_345 }, { name: 'minipot' as const, perTicketPaise: 101 }]) => ({
  numbers,
  letter: null,
  tables: tables3h,
  pots,
});

describe("ticketOutcome: a ticket's matches and prize as 'My tickets' shows them", () => {
  it('the jackpot and minipot ticket: both matches, fixed tiers plus each pot share, in rupees', () => {
    const price = 10_000;
    const fixed = Math.floor(price * tables3h.sequence.multipliers.fiveN!) + Math.floor(price * tables3h.any.multipliers.fiveN!);
    expect(ticketOutcome('3h', { numbers: [1, 2, 3, 4, 5], letter: null, pricePaise: price }, round([1, 2, 3, 4, 5]))).toEqual({
      matches: { sequence: 5, any: 5 },
      prize: (fixed + 12_345 + 101) / 100,
      pots: ['jackpot', 'minipot'],
    });
  });

  it('a losing ticket: its matches and no prize', () =>
    expect(ticketOutcome('3h', { numbers: [70, 71, 72, 73, 74], letter: null, pricePaise: 10_000 }, round([1, 2, 3, 4, 5]))).toEqual({
      matches: { sequence: 0, any: 0 },
      prize: 0,
      pots: [],
    }));

  it('weekly: any-order matches and the letter; no sequence', () => {
    const tables = { any: defaultPrizeTable('weekly', 'any') };
    const out = ticketOutcome('weekly', { numbers: [5, 4, 3, 2, 1], letter: 'Q', pricePaise: 50_000 }, { numbers: [1, 2, 3, 4, 5], letter: 'Q', tables, pots: [{ name: 'jackpot', perTicketPaise: 700 }] });
    expect(out.matches).toEqual({ any: 5, letter: true });
    expect(out.pots).toEqual(['jackpot']);
  });
});
