import { DRAW_PERIODS } from '../draw-periods.js';
import { isScheduledStart, roundIdOf } from './round.js';
import { latestStart, roundOnSaleAt } from './round-calendar.js';

describe('the round calendar in Asia/Kolkata', () => {
  it('knows every start of the table, and nothing a minute off', () => {
    // Monday 5 January 2026; IST is UTC+05:30.
    for (const period of DRAW_PERIODS) {
      for (const hhmm of period.startTimes) {
        const [h, m] = hhmm.split(':').map(Number);
        const start = new Date(Date.UTC(2026, 0, 5, h, m) - 330 * 60_000);
        expect({ period: period.id, hhmm, ok: isScheduledStart(period.id, start) }).toEqual({ period: period.id, hhmm, ok: true });
        expect(isScheduledStart(period.id, new Date(start.getTime() + 60_000))).toBe(false);
        expect(isScheduledStart(period.id, new Date(start.getTime() + 1))).toBe(false);
      }
    }
  });
  it('starts weekly rounds on Mondays only', () => {
    expect(isScheduledStart('weekly', new Date('2026-01-05T10:30:00.000Z'))).toBe(true);
    expect(isScheduledStart('weekly', new Date('2026-01-12T10:30:00.000Z'))).toBe(true);
    expect(isScheduledStart('weekly', new Date('2026-01-04T10:30:00.000Z'))).toBe(false);
  });
  it('names a round by its period and start', () => {
    expect(roundIdOf('3h', '2026-01-05T09:00:00+05:30')).toBe('3h-2026-01-05T03:30:00.000Z');
  });
});

describe('the round on sale at a time', () => {
  it('finds the round of each period around Monday 5 January 2026, 10:00 IST', () => {
    const at = new Date('2026-01-05T04:30:00.000Z');
    expect(roundOnSaleAt('3h', at, 100)).toMatchObject({ roundId: '3h-2026-01-05T03:30:00.000Z', closesAt: '2026-01-05T06:00:00.000Z' });
    expect(roundOnSaleAt('6h', at, 100)).toMatchObject({ opensAt: '2026-01-05T04:30:00.000Z' });
    expect(roundOnSaleAt('12h', at, 100)).toMatchObject({ opensAt: '2026-01-04T17:30:00.000Z' });
    expect(roundOnSaleAt('24h', at, 100)).toMatchObject({ opensAt: '2026-01-04T08:30:00.000Z', closesAt: '2026-01-05T08:00:00.000Z' });
    expect(roundOnSaleAt('weekly', new Date('2026-01-11T09:59:00.000Z'), 100)).toMatchObject({ opensAt: '2026-01-05T10:30:00.000Z', closesAt: '2026-01-11T10:00:00.000Z' });
  });
  it('is null between a close and the next start', () => {
    expect(roundOnSaleAt('weekly', new Date('2026-01-05T04:30:00.000Z'), 100)).toBeNull();
    expect(roundOnSaleAt('3h', new Date('2026-01-05T06:00:00.000Z'), 100)).toBeNull();
    expect(latestStart('3h', new Date('2026-01-05T06:00:00.000Z')).toISOString()).toBe('2026-01-05T03:30:00.000Z');
  });
});
