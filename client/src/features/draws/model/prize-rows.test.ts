import { describe, expect, it } from '@jest/globals';
import { prizeRows, returnToPlayerPercent } from './prize-rows.js';

const summary = (rows: ReturnType<typeof prizeRows>) => rows.map((r) => [r.match, r.pot, r.multiplier, r.amount]);

describe('winning structure rows', () => {
  it('3h sequence: five numbers win the jackpot (plus fiveN), then the fixed tiers at the amounts the server gives', () => {
    const stats = { fiveN: 0, fiveNAmount: 0, fourN: 40, fourNAmount: 4000, threeN: 4, threeNAmount: 400, twoN: 1, twoNAmount: 100, oneN: 0, oneNAmount: 0 };
    expect(summary(prizeRows('3h', 'sequence', stats, 100))).toEqual([
      ['5 numbers', 'jackpot', 0, 0],
      ['4 numbers', null, 40, 4000],
      ['3 numbers', null, 4, 400],
      ['2 numbers', null, 1, 100],
      ['1 number', null, 0, 0],
    ]);
  });

  it("3h any order wins the mini-pot, 24h's the jackpot; amounts from the price when the server sends none", () => {
    expect(prizeRows('3h', 'any', { fiveN: 10 }, 150)[0]).toMatchObject({ pot: 'minipot', multiplier: 10, amount: 1500 });
    expect(prizeRows('24h', 'any', { fiveN: '2.5' }, 400)[0]).toMatchObject({ pot: 'jackpot', multiplier: 2.5, amount: 1000 });
  });

  it('weekly: 5 + letter (the jackpot), 5, 4 + letter, 4 ... 1, and the letter alone', () => {
    const stats = { fiveN: 100, fourN: 20, fourNA: 50, threeN: 3, threeNA: 8, twoN: 0, twoNA: 2, oneN: 0, oneNA: 1, onlyA: 0.5 };
    expect(summary(prizeRows('weekly', 'any', stats, 500))).toEqual([
      ['5 numbers + letter', 'jackpot', 100, 50000],
      ['5 numbers', null, 100, 50000],
      ['4 numbers + letter', null, 50, 25000],
      ['4 numbers', null, 20, 10000],
      ['3 numbers + letter', null, 8, 4000],
      ['3 numbers', null, 3, 1500],
      ['2 numbers + letter', null, 2, 1000],
      ['2 numbers', null, 0, 0],
      ['1 number + letter', null, 1, 500],
      ['1 number', null, 0, 0],
      ['Letter only', null, 0.5, 250],
    ]);
  });

  it("shows the period's return to player when the server sends it", () => {
    expect(returnToPlayerPercent({ returnToPlayer: 20.67, periodReturnToPlayer: 53.72 })).toBe('53.7%');
    expect(returnToPlayerPercent({})).toBeNull();
  });
});
