import { DRAW_PERIODS } from '../draw-periods.js';
import { currentRound, nextStart, roundOnSaleAt, roundsStartingBetween, roundTimes } from './round-calendar.js';

/** An instant given in India Standard Time (UTC+05:30, no daylight saving). */
const ist = (local: string) => new Date(`${local}+05:30`);
const iso = (local: string) => ist(local).toISOString();

describe('the round calendar, computed in Asia/Kolkata', () => {
  // Monday 5 January 2026.
  it.each([
    ['3h', '2026-01-05T09:00', '2026-01-05T11:30', '2026-01-05T11:50', '2026-01-05T12:00'],
    ['3h', '2026-01-05T21:00', '2026-01-05T23:30', '2026-01-05T23:50', '2026-01-06T09:00'],
    ['6h', '2026-01-05T10:00', '2026-01-05T15:30', '2026-01-05T15:50', '2026-01-05T17:00'],
    ['6h', '2026-01-05T17:00', '2026-01-05T22:30', '2026-01-05T22:50', '2026-01-06T10:00'],
    ['12h', '2026-01-05T11:00', '2026-01-05T22:30', '2026-01-05T22:50', '2026-01-05T23:00'],
    ['12h', '2026-01-05T23:00', '2026-01-06T10:30', '2026-01-06T10:50', '2026-01-06T11:00'],
    ['24h', '2026-01-05T14:00', '2026-01-06T13:30', '2026-01-06T13:50', '2026-01-06T14:00'],
    ['weekly', '2026-01-05T16:00', '2026-01-11T15:30', '2026-01-11T15:50', '2026-01-12T16:00'],
  ] as const)('%s round starting %s IST: closes %s, draws %s, next draw %s', (period, start, close, draw, next) => {
    expect(roundTimes(period, ist(start))).toEqual({
      roundId: `${period}-${iso(start)}`,
      period,
      startAt: iso(start),
      closeAt: iso(close),
      drawAt: iso(draw),
      nextDrawAt: iso(next),
    });
  });

  it('runs weekly rounds from Monday 16:00 to Sunday 15:30 IST', () => {
    const round = currentRound('weekly', ist('2026-01-08T12:00'));
    expect(new Date(round.startAt).getUTCDay()).toBe(1);
    expect([round.startAt, round.closeAt]).toEqual([iso('2026-01-05T16:00'), iso('2026-01-11T15:30')]);
    expect(new Date(round.closeAt).getUTCDay()).toBe(0);
  });

  it('places starts by the IST day, not the UTC day (23:00 IST is 17:30 UTC; 09:00 IST is 03:30 UTC)', () => {
    expect(currentRound('12h', new Date('2026-01-05T17:30:00.000Z')).startAt).toBe('2026-01-05T17:30:00.000Z');
    expect(currentRound('12h', new Date('2026-01-05T17:29:59.999Z')).startAt).toBe('2026-01-05T05:30:00.000Z');
    // 02:00 IST on the 6th is still 20:30 UTC on the 5th: the 3h round on sale is none, the last one the 5th's 21:00.
    expect(currentRound('3h', ist('2026-01-06T02:00')).startAt).toBe(iso('2026-01-05T21:00'));
    expect(roundOnSaleAt('3h', ist('2026-01-06T02:00'), 100)).toBeNull();
  });

  it('sells from the start (inclusive) to the close (exclusive)', () => {
    expect(roundOnSaleAt('3h', ist('2026-01-05T09:00'), 100)?.opensAt).toBe(iso('2026-01-05T09:00'));
    expect(roundOnSaleAt('3h', new Date(ist('2026-01-05T11:30').getTime() - 1), 100)?.closesAt).toBe(iso('2026-01-05T11:30'));
    expect(roundOnSaleAt('3h', ist('2026-01-05T11:30'), 100)).toBeNull();
    expect(roundOnSaleAt('3h', new Date(ist('2026-01-05T09:00').getTime() - 1), 100)).toBeNull();
  });

  it('rolls over the day: after the last round of a day comes the first of the next', () => {
    expect(nextStart('3h', ist('2026-01-05T21:00')).toISOString()).toBe(iso('2026-01-06T09:00'));
    expect(nextStart('6h', ist('2026-01-05T23:59')).toISOString()).toBe(iso('2026-01-06T10:00'));
    expect(currentRound('24h', ist('2026-01-06T13:59')).startAt).toBe(iso('2026-01-05T14:00'));
  });

  it('rolls over the week: the weekly round closed on Sunday 15:30 is current until Monday 16:00', () => {
    expect(roundOnSaleAt('weekly', ist('2026-01-11T15:29'), 100)?.roundId).toBe(`weekly-${iso('2026-01-05T16:00')}`);
    expect(roundOnSaleAt('weekly', ist('2026-01-11T15:30'), 100)).toBeNull();
    expect(currentRound('weekly', ist('2026-01-12T15:59')).startAt).toBe(iso('2026-01-05T16:00'));
    expect(currentRound('weekly', ist('2026-01-12T16:00')).startAt).toBe(iso('2026-01-12T16:00'));
    // Across a year's end: Monday 29 December 2025 to Sunday 4 January 2026.
    expect(roundTimes('weekly', ist('2025-12-29T16:00'))).toMatchObject({ closeAt: iso('2026-01-04T15:30'), nextDrawAt: iso('2026-01-05T16:00') });
  });

  it('lists the rounds missed in a downtime of days, each next_draw_at the following start', () => {
    for (const period of DRAW_PERIODS) {
      const missed = roundsStartingBetween(period.id, ist('2026-01-05T00:00'), ist('2026-01-19T00:00'));
      const perWeek = period.weekday ? 1 : period.startTimes.length * 7;
      expect({ period: period.id, count: missed.length }).toEqual({ period: period.id, count: 2 * perWeek });
      for (let i = 1; i < missed.length; i++) expect(missed[i].startAt).toBe(missed[i - 1].nextDrawAt);
    }
    // Bounds: a start equal to `after` is excluded, one equal to `upTo` included.
    const bounded = roundsStartingBetween('3h', ist('2026-01-05T09:00'), ist('2026-01-05T15:00'));
    expect(bounded.map((r) => r.startAt)).toEqual([iso('2026-01-05T12:00'), iso('2026-01-05T15:00')]);
  });

  it('refuses times that are not a start of the period', () => {
    expect(() => roundTimes('3h', ist('2026-01-05T10:00'))).toThrow('is not a start of the 3h draw');
    expect(() => roundTimes('weekly', ist('2026-01-06T16:00'))).toThrow('is not a start of the weekly draw');
  });
});
