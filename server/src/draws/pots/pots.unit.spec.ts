import { initialPrizeTables } from '../prizes/prize-tables.js';
import { livePots, potAmountPaise } from './pots.js';
import { RoundSales } from './round-sales.js';

const tables = initialPrizeTables();

describe('live pots', () => {
  it('start at the base and grow by the share of sales, in whole paise', () => {
    expect(potAmountPaise(1_00_000_00, 0n, 1000)).toBe(1_00_000_00);
    // 10% of ₹1,234.56 is ₹123.456: the fraction of a paisa is not added.
    expect(potAmountPaise(100, 123_456n, 1000)).toBe(100 + 12_345);
    expect(potAmountPaise(0, 999n, 1)).toBe(0);
  });

  it('stay exact for sales far beyond a double (bigint arithmetic)', () => {
    expect(potAmountPaise(0, 9_007_199_254_740_993n, 1000)).toBe(900_719_925_474_099);
    expect(() => potAmountPaise(0, 10n ** 20n, 10_000)).toThrow(RangeError);
  });

  it('3h: a jackpot from the sequence table and a minipot from the any-order table', () => {
    // 100 tickets at ₹100: ₹10,000 of sales; 10% to the jackpot, 5% to the minipot.
    expect(livePots('3h', '3h-2026-01-05T03:30:00.000Z', tables, 10_000_00n)).toEqual({
      drawId: '3h-2026-01-05T03:30:00.000Z',
      jackpotPaise: tables['3h/sequence']!.jackpotPaise + 1000_00,
      minipotPaise: tables['3h/any']!.jackpotPaise + 500_00,
    });
  });

  it('24h and weekly: one jackpot, no minipot', () => {
    expect(livePots('24h', null, tables, 0n)).toEqual({ drawId: null, jackpotPaise: tables['24h/any']!.jackpotPaise, minipotPaise: null });
    expect(livePots('weekly', 'w', tables, 1000n).minipotPaise).toBeNull();
  });

  it('start from what rolled over instead of the base', () => {
    expect(livePots('3h', 'r', tables, 1000_00n, { jackpot: 7_00_000_00, minipot: null })).toEqual({
      drawId: 'r',
      jackpotPaise: 7_00_000_00 + 100_00,
      minipotPaise: tables['3h/any']!.jackpotPaise + 50_00,
    });
  });
});

describe("a round's sales for the pots", () => {
  function fakePool() {
    const calls: string[] = [];
    let release: (() => void) | null = null;
    const pool = {
      query: async ({ values }: { values: string[] }) => {
        calls.push(values[0]!);
        await new Promise<void>((resolve) => (release = resolve));
        return { rows: [{ sales: String(calls.length * 100) }] };
      },
    };
    return { pool: pool as never, calls, release: () => release?.() };
  }

  it('sums anew when asked for a fresh figure (the live feed after a purchase), and shares that one after', async () => {
    const { pool, calls, release } = fakePool();
    const sales = new RoundSales(pool, 60_000);
    const shared = sales.salesPaise('r1');
    release();
    expect(await shared).toBe(100n);
    const fresh = sales.salesPaise('r1', true);
    release();
    expect(await fresh).toBe(200n);
    expect(await sales.salesPaise('r1')).toBe(200n);
    expect(calls).toEqual(['r1', 'r1']);
  });

  it('shares one sum among readers while it is fresh, and sums again when it is not', async () => {
    const { pool, calls, release } = fakePool();
    const fresh = new RoundSales(pool, 60_000);
    const a = fresh.salesPaise('r1');
    const b = fresh.salesPaise('r1');
    release();
    expect(await Promise.all([a, b])).toEqual([100n, 100n]);
    expect(await fresh.salesPaise('r1')).toBe(100n);
    expect(calls).toEqual(['r1']);

    const s = fakePool();
    const never = new RoundSales(s.pool, -1);
    const first = never.salesPaise('r2');
    s.release();
    await first;
    const second = never.salesPaise('r2');
    s.release();
    expect(await second).toBe(200n);
    expect(s.calls).toEqual(['r2', 'r2']);
  });
});
