import { DRAW_PERIODS, LETTERS } from '@draws/draw-periods';
import { describe, expect, it, jest } from '@jest/globals';
import { quickPick, randomBelow } from './quick-pick.js';

/** Words from a list, in order. */
const scripted = (...values: number[]) => {
  const queue = [...values];
  return (n: number) => Uint32Array.from({ length: n }, () => queue.shift()!);
};

describe('quick pick', () => {
  it.each(DRAW_PERIODS.map((p) => [p.id, p] as const))('gives five distinct numbers in the %s range (and a letter only for weekly)', (_id, period) => {
    for (let i = 0; i < 200; i++) {
      const pick = quickPick(period.id);
      expect(pick.numbers).toHaveLength(5);
      expect(new Set(pick.numbers).size).toBe(5);
      for (const n of pick.numbers) expect(n >= period.minNumber && n <= period.maxNumber && Number.isInteger(n)).toBe(true);
      if (period.hasLetter) expect(LETTERS).toContain(pick.letter);
      else expect(pick.letter).toBeNull();
    }
  });

  it("draws from the browser's crypto.getRandomValues", () => {
    const spy = jest.spyOn(globalThis.crypto, 'getRandomValues');
    quickPick('weekly');
    expect(spy).toHaveBeenCalled();
  });

  it('draws a word again when it falls in the uneven tail above the last whole multiple', () => {
    // 2^32 % 75 = 46: words from 2^32 - 46 up would favour small numbers, so they are skipped.
    expect(randomBelow(75, scripted(2 ** 32 - 1, 2 ** 32 - 46, 151))).toBe(1);
    expect(randomBelow(75, scripted(2 ** 32 - 47))).toBe((2 ** 32 - 47) % 75);
  });

  it('reaches every number of the range', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 400; i++) quickPick('24h').numbers.forEach((n) => seen.add(n));
    expect(seen.size).toBe(60);
  });
});
