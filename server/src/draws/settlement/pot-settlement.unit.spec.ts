import { potStart, potSharePaise, settlePot } from './pot-settlement.js';

describe('pots at settlement', () => {
  it('the first round of a period starts at the base, which the house seeds', () => {
    expect(potStart(null, 5_000)).toEqual({ startPaise: 5_000, seedPaise: 5_000 });
  });

  it('with no winner the whole pot rolls over in place of the base; after a win it starts from the base plus the remainder', () => {
    const first = settlePot('jackpot', 'sequence', potStart(null, 1_000), 10_000, 1000, 0);
    expect(first).toMatchObject({ startPaise: 1_000, sharePaise: 1_000, potPaise: 2_000, perTicketPaise: 0, paidPaise: 0, carriedPaise: 2_000 });
    const second = settlePot('jackpot', 'sequence', potStart(first, 1_000), 5_555, 1000, 3);
    // 2,000 carried + 555 share = 2,555 over 3 tickets: 851 each, 2 paise carried.
    expect(second).toMatchObject({ startPaise: 2_000, seedPaise: 0, potPaise: 2_555, perTicketPaise: 851, paidPaise: 2_553, carriedPaise: 2 });
    const third = settlePot('jackpot', 'sequence', potStart(second, 1_000), 0, 1000, 0);
    expect(third).toMatchObject({ startPaise: 1_002, seedPaise: 1_000, potPaise: 1_002, carriedPaise: 1_002 });
  });

  it('takes the share of sales in whole paise, exactly for sales beyond a double', () => {
    expect(potSharePaise(999, 1000)).toBe(99);
    expect(potSharePaise(Number.MAX_SAFE_INTEGER, 10_000)).toBe(Number.MAX_SAFE_INTEGER);
  });
});
