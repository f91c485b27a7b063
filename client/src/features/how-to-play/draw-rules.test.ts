import { describe, expect, it } from '@jest/globals';
import { DRAW_PERIODS } from '@draws/draw-periods';
import { allDrawRules, describeDuration, weekdayTimeAfter } from './draw-rules.js';

/** In English, the language shown by default. */
const ALL_DRAW_RULES = allDrawRules();

describe('rules derived from the shared draw table', () => {
  it('covers every period of the table, in its order, with its own price and range', () => {
    expect(ALL_DRAW_RULES.map((r) => r.title)).toEqual(DRAW_PERIODS.map((p) => `${p.name} Draw`));
    // The messages' English names and labels are the shared table's, word for word.
    expect(ALL_DRAW_RULES.map((r) => r.period)).toEqual(DRAW_PERIODS.map((p) => p.label));
    const vibrant = ALL_DRAW_RULES[0]!;
    expect(vibrant).toMatchObject({
      price: 100,
      pick: '5 different numbers from 1 to 75',
      schedule: 'Daily at 09:00, 12:00, 15:00, 18:00, 21:00 IST',
      closes: '2h 30m after the round starts',
      modes: ['Sequence', 'Any Sequence'],
      pots: ['Jackpot: all 5 numbers in draw order', 'Minipot: all 5 numbers in any order'],
      ways: 10,
    });
  });

  it('describes the weekly draw with its letter, Monday start and Sunday close', () => {
    const giant = ALL_DRAW_RULES.find((r) => r.id === 'weekly')!;
    expect(giant.pick).toBe('5 different numbers from 1 to 60 plus one letter A-Z');
    expect(giant.schedule).toBe('Every Monday at 16:00 IST');
    expect(giant.closes).toBe('Sunday 15:30 IST');
    expect(giant.modes).toEqual(['Any Sequence']);
    expect(giant.pots).toEqual(['Jackpot: all 5 numbers plus the letter in any order']);
  });

  it('formats durations and weekday arithmetic', () => {
    expect(describeDuration(1410)).toBe('23h 30m');
    expect(describeDuration(60)).toBe('1h');
    expect(weekdayTimeAfter(1, '16:00', 60 * 8)).toBe('Tuesday 00:00');
  });
});
