import {
  anyOrderWays,
  cellOf,
  hundredthsOf,
  outcomeWays,
  periodReturn,
  prizePaise,
  returnOver,
  sequenceWays,
  shapeOf,
  tableReturn,
} from './prize-odds.js';

const counts = (odds: (size: number, k: number) => { ways: number; of: number }, size: number) => [0, 1, 2, 3, 4, 5].map((k) => odds(size, k).ways);

describe('prize odds: exact counts, checked by hand', () => {
  it('any order on 1-60: C(5,k) C(55,5-k) of C(60,5) = 5,461,512', () => {
    expect(anyOrderWays(60, 0).of).toBe(5_461_512);
    expect(counts(anyOrderWays, 60)).toEqual([3_478_761, 1_705_275, 262_350, 14_850, 275, 1]);
  });

  it('any order on 1-75: of C(75,5) = 17,259,390', () => {
    expect(anyOrderWays(75, 0).of).toBe(17_259_390);
    expect(counts(anyOrderWays, 75)).toEqual([12_103_014, 4_584_475, 547_400, 24_150, 350, 1]);
  });

  it('sequence on 1-60: ordered results 60·59·58·57·56, exactly k positions agreeing', () => {
    expect(sequenceWays(60, 0).of).toBe(655_381_440);
    // k = 4: 5 ways to pick the 4 positions, 55 numbers for the fifth (not its own, not the 4 used).
    // k = 3: 10 × (57·56 ordered pairs − 56 − 56 + 1 with either position on its own number) = 10 × 3081.
    // k = 2: 10 × (58·57·56 − 3·57·56 + 3·56 − 1) = 10 × 175,727.
    expect(counts(sequenceWays, 60)).toEqual([602_586_039, 51_007_045, 1_757_270, 30_810, 275, 1]);
  });

  it('the counts of every mode and range add up to all results', () => {
    for (const size of [8, 60, 75]) {
      for (const mode of ['any', 'sequence'] as const) {
        for (const hasLetter of [false, true]) {
          const rows = outcomeWays({ size, hasLetter, potNeedsLetter: null }, mode);
          expect(rows.reduce((sum, r) => sum + r.ways, 0)).toBe(rows[0]!.of);
        }
      }
    }
  });
});

describe('prize odds: the return to player', () => {
  it('of one tier is its multiplier times its chance, plus the pot share', () => {
    const table = { multipliers: { twoN: 2 }, potShare: 0.1 };
    expect(tableReturn('24h', 'any', table)).toBeCloseTo((2 * 262_350) / 5_461_512 + 0.1, 15);
  });

  it('counts the weekly letter as 1 in 26, independent of the numbers', () => {
    // Only the letter alone pays, 26 times the price: exactly the chance of no number matched.
    expect(tableReturn('weekly', 'any', { multipliers: { onlyA: 26 }, potShare: 0 })).toBeCloseTo(3_478_761 / 5_461_512, 15);
    // 2 numbers with the letter pay 26: the chance of 2 numbers; without it 26/25: the same again.
    const both = tableReturn('weekly', 'any', { multipliers: { twoNA: 26, twoN: 26 / 25 }, potShare: 0 });
    expect(both).toBeCloseTo((2 * 262_350) / 5_461_512, 12);
  });

  it('adds a pot share only to the mode that has the pot', () => {
    const none = { multipliers: {}, potShare: 0.1 };
    expect(tableReturn('3h', 'sequence', none)).toBe(0.1);
    expect(tableReturn('3h', 'any', none)).toBe(0.1);
    expect(returnOver({ size: 60, hasLetter: false, potNeedsLetter: null }, 'any', none)).toBe(0);
  });

  it('of a period is the sum over the modes a ticket plays', () => {
    const seq = { multipliers: { oneN: 1 }, potShare: 0.1 };
    const any = { multipliers: { twoN: 3 }, potShare: 0.05 };
    expect(periodReturn('12h', { sequence: seq, any })).toBeCloseTo(tableReturn('12h', 'sequence', seq) + tableReturn('12h', 'any', any), 15);
    expect(tableReturn('12h', 'sequence', seq)).toBeCloseTo(51_007_045 / 655_381_440 + 0.1, 15);
  });
});

describe('prize odds: cells', () => {
  const weekly = shapeOf('weekly', 'any');
  it('weekly: five numbers and the letter win the pot and fiveN; five without it fiveN only', () => {
    expect(cellOf(weekly, { matched: 5, letter: true })).toEqual({ field: 'fiveN', pot: true });
    expect(cellOf(weekly, { matched: 5, letter: false })).toEqual({ field: 'fiveN', pot: false });
    expect(cellOf(weekly, { matched: 3, letter: true })).toEqual({ field: 'threeNA', pot: false });
    expect(cellOf(weekly, { matched: 3, letter: false })).toEqual({ field: 'threeN', pot: false });
    expect(cellOf(weekly, { matched: 0, letter: true })).toEqual({ field: 'onlyA', pot: false });
    expect(cellOf(weekly, { matched: 0, letter: false })).toEqual({ field: null, pot: false });
  });
  it('the pot modes of the table: 3h sequence (jackpot) and any (minipot), 24h any; no letter outside weekly', () => {
    expect(cellOf(shapeOf('3h', 'sequence'), { matched: 5, letter: false })).toEqual({ field: 'fiveN', pot: true });
    expect(cellOf(shapeOf('3h', 'any'), { matched: 5, letter: false })).toEqual({ field: 'fiveN', pot: true });
    expect(cellOf(shapeOf('24h', 'any'), { matched: 1, letter: true })).toEqual({ field: 'oneN', pot: false });
    expect(shapeOf('3h', 'any')).toEqual({ size: 75, hasLetter: false, potNeedsLetter: false });
    expect(shapeOf('12h', 'sequence')).toEqual({ size: 60, hasLetter: false, potNeedsLetter: false });
  });
});

describe('prize odds: inputs and amounts', () => {
  it('reads multipliers and percentages in hundredths, refusing what is not 0 to max with 2 decimals', () => {
    expect([2.5, '2.5', ' 10 ', 0, '0.01', 1_000_000].map((v) => hundredthsOf(v, 1_000_000))).toEqual([250, 250, 1000, 0, 1, 100_000_000]);
    for (const bad of [-1, '-1', 1.005, '1e3', 1e21, 1e-7, Number.NaN, Infinity, '', ' ', '1.', '.5', true, null, {}, [1], '0x10', 1_000_000.01]) {
      expect({ bad, read: hundredthsOf(bad, 1_000_000) }).toEqual({ bad, read: null });
    }
    expect(hundredthsOf(100.01, 100)).toBeNull();
  });
  it('pays a fixed prize in whole paise, dropping a fraction of a paisa', () => {
    expect(prizePaise(10_000, 2.5)).toBe(25_000);
    expect(prizePaise(9_999, 0.33)).toBe(3_299);
    expect(prizePaise(50_000, 1_000_000)).toBe(50_000_000_000);
    expect(prizePaise(10_000, 0)).toBe(0);
  });
});
