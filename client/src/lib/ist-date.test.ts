import { describe, expect, it } from '@jest/globals';
import { addDays, formatDay, isIsoDate, istDate } from './ist-date.js';

describe('IST calendar days', () => {
  it('gives the day in India, which starts 5 h 30 min before the UTC day', () => {
    expect(istDate(Date.parse('2026-11-26T18:29:59.999Z'))).toBe('2026-11-26');
    expect(istDate(Date.parse('2026-11-26T18:30:00.000Z'))).toBe('2026-11-27');
  });

  it('accepts only real dates in YYYY-MM-DD', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '26-11-01', '2026-1-01', '', '2026-11-01T00:00']) expect(isIsoDate(bad)).toBe(false);
  });

  it('moves by days across months and years, and reads as a short date', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-11-27', -29)).toBe('2026-10-29');
    expect(formatDay('2026-11-27')).toBe('27 Nov 2026');
  });
});
