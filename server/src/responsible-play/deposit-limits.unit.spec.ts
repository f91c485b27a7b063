import { changeLimit, limitBreach, limitInForce, NO_LIMITS, windowResetsAt, windowStart, type WindowLimit } from './deposit-limits.js';

const at = (iso: string) => new Date(iso);
const none: WindowLimit = { limitPaise: null, pending: null };
const limit = (paise: number | null): WindowLimit => ({ limitPaise: paise, pending: null });
const T0 = at('2026-11-26T08:35:00.000Z'); // Thursday 26 November 2026, 14:05 IST
const later = (ms: number) => new Date(T0.getTime() + ms);
const HOUR = 3_600_000;

describe('deposit limits: the 24-hour rule', () => {
  it('adds or lowers a limit at once', () => {
    expect(changeLimit(none, 500_000, T0)).toEqual(limit(500_000));
    expect(changeLimit(limit(500_000), 200_000, T0)).toEqual(limit(200_000));
  });

  it('raises a limit only 24 hours later: at 23:59:59 the old limit, at 24:00:00 the new', () => {
    const raised = changeLimit(limit(500_000), 800_000, T0);
    expect(raised).toEqual({ limitPaise: 500_000, pending: { limitPaise: 800_000, effectiveAt: '2026-11-27T08:35:00.000Z' } });
    expect(limitInForce(raised, T0)).toBe(500_000);
    expect(limitInForce(raised, later(24 * HOUR - 1000))).toBe(500_000);
    expect(limitInForce(raised, later(24 * HOUR))).toBe(800_000);
  });

  it('removes a limit only 24 hours later', () => {
    const removed = changeLimit(limit(500_000), null, T0);
    expect(removed.pending).toEqual({ limitPaise: null, effectiveAt: '2026-11-27T08:35:00.000Z' });
    expect(limitInForce(removed, later(24 * HOUR - 1000))).toBe(500_000);
    expect(limitInForce(removed, later(24 * HOUR))).toBeNull();
  });

  it('a lower limit after a raise cancels the pending raise; asking for the limit in force drops it too', () => {
    const raised = changeLimit(limit(500_000), 800_000, T0);
    expect(changeLimit(raised, 300_000, later(HOUR))).toEqual(limit(300_000));
    expect(changeLimit(raised, 500_000, later(HOUR))).toEqual(limit(500_000));
    // Once the raise is in force, going back to the old limit is a lowering: at once.
    expect(changeLimit(raised, 500_000, later(25 * HOUR))).toEqual(limit(500_000));
  });

  it('the same raise asked again keeps its time; another raise starts a new 24 hours', () => {
    const raised = changeLimit(limit(500_000), 800_000, T0);
    expect(changeLimit(raised, 800_000, later(5 * HOUR))).toEqual(raised);
    expect(changeLimit(raised, 900_000, later(5 * HOUR)).pending).toEqual({ limitPaise: 900_000, effectiveAt: later(29 * HOUR).toISOString() });
  });
});

describe('deposit limits: windows in India', () => {
  it('a day from 00:00 IST, resetting at the next midnight IST (UTC instants either side)', () => {
    const justBefore = at('2026-11-26T18:29:59.999Z'); // 26 Nov 23:59:59.999 IST
    const midnight = at('2026-11-26T18:30:00.000Z'); // 27 Nov 00:00 IST
    expect(windowStart('day', justBefore).toISOString()).toBe('2026-11-25T18:30:00.000Z');
    expect(windowResetsAt('day', justBefore).toISOString()).toBe('2026-11-26T18:30:00.000Z');
    expect(windowStart('day', midnight).toISOString()).toBe('2026-11-26T18:30:00.000Z');
    expect(windowResetsAt('day', midnight).toISOString()).toBe('2026-11-27T18:30:00.000Z');
  });

  it('a week from Monday 00:00 IST', () => {
    expect(windowStart('week', T0).toISOString()).toBe('2026-11-22T18:30:00.000Z'); // Monday 23 Nov 00:00 IST
    expect(windowResetsAt('week', T0).toISOString()).toBe('2026-11-29T18:30:00.000Z'); // Monday 30 Nov 00:00 IST
    expect(windowStart('week', at('2026-11-29T18:30:00.000Z')).toISOString()).toBe('2026-11-29T18:30:00.000Z');
  });

  it('a month from the 1st 00:00 IST, resetting at the next 1st (the month end in UTC differs)', () => {
    expect(windowStart('month', T0).toISOString()).toBe('2026-10-31T18:30:00.000Z'); // 1 Nov 00:00 IST
    expect(windowResetsAt('month', T0).toISOString()).toBe('2026-11-30T18:30:00.000Z'); // 1 Dec 00:00 IST
    // 30 Nov 23:00 UTC is already 1 Dec 04:30 IST: December's window.
    expect(windowStart('month', at('2026-11-30T23:00:00.000Z')).toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(windowResetsAt('month', at('2027-02-10T00:00:00.000Z')).toISOString()).toBe('2027-02-28T18:30:00.000Z'); // 1 Mar 00:00 IST
  });
});

describe('deposit limits: a deposit that does not fit', () => {
  const limits = { day: limit(500_000), week: limit(1_000_000), month: limit(3_000_000) };
  it('names the first window it would pass, with what was used and when it resets', () => {
    expect(limitBreach(limits, { day: 400_000, week: 400_000, month: 400_000 }, 100_000, T0)).toBeNull();
    expect(limitBreach(limits, { day: 400_000, week: 400_000, month: 400_000 }, 100_001, T0)).toEqual({
      window: 'day',
      limitPaise: 500_000,
      usedPaise: 400_000,
      resetsAt: at('2026-11-26T18:30:00.000Z'),
    });
    expect(limitBreach(limits, { day: 0, week: 900_000, month: 900_000 }, 200_000, T0)?.window).toBe('week');
    expect(limitBreach(limits, { day: 0, week: 0, month: 2_900_000 }, 200_000, T0)?.window).toBe('month');
  });
  it('without limits, anything fits', () => {
    expect(limitBreach(NO_LIMITS, { day: 10 ** 12, week: 10 ** 12, month: 10 ** 12 }, 10 ** 9, T0)).toBeNull();
  });
});
