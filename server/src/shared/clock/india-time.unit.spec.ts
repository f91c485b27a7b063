import {
  addIndianMonths,
  formatIndianDate,
  formatIndianTime,
  indiaDayRange,
  istDate,
  istDateTime,
  istDayStartMs,
  istReadable,
  startOfIndianDay,
  startOfIndianMonth,
  startOfIndianWeek,
} from './india-time.js';

const at = (iso: string) => new Date(iso);
const iso = (d: Date) => d.toISOString();

describe('India calendar (IST = UTC+05:30)', () => {
  it('starts the day at 00:00 IST: 18:30 UTC the evening before', () => {
    expect(iso(startOfIndianDay(at('2026-11-26T18:29:59.999Z')))).toBe('2026-11-25T18:30:00.000Z');
    expect(iso(startOfIndianDay(at('2026-11-26T18:30:00.000Z')))).toBe('2026-11-26T18:30:00.000Z');
    expect(iso(startOfIndianDay(at('2026-11-27T08:35:00.000Z')))).toBe('2026-11-26T18:30:00.000Z');
  });

  it('starts the week on Monday 00:00 IST', () => {
    // Monday 23 November 2026, 00:00 IST = Sunday 22 November, 18:30 UTC.
    const monday = '2026-11-22T18:30:00.000Z';
    expect(iso(startOfIndianWeek(at('2026-11-22T18:30:00.000Z')))).toBe(monday);
    expect(iso(startOfIndianWeek(at('2026-11-29T18:29:59.999Z')))).toBe(monday); // Sunday 23:59:59 IST
    expect(iso(startOfIndianWeek(at('2026-11-29T18:30:00.000Z')))).toBe('2026-11-29T18:30:00.000Z'); // the next Monday
    // Sunday 22 November 23:59 IST still belongs to the week of Monday 16 November.
    expect(iso(startOfIndianWeek(at('2026-11-22T18:29:00.000Z')))).toBe('2026-11-15T18:30:00.000Z');
  });

  it('starts the month on the 1st 00:00 IST, which is the last evening of the month before in UTC', () => {
    expect(iso(startOfIndianMonth(at('2026-11-30T18:29:59.999Z')))).toBe('2026-10-31T18:30:00.000Z');
    expect(iso(startOfIndianMonth(at('2026-11-30T18:30:00.000Z')))).toBe('2026-11-30T18:30:00.000Z'); // 1 Dec 00:00 IST
    expect(iso(startOfIndianMonth(at('2027-01-01T02:00:00.000Z')))).toBe('2026-12-31T18:30:00.000Z');
  });

  it('adds calendar months in IST, keeping the wall-clock time; a missing day becomes the month end', () => {
    // 31 August 2026, 10:00 IST + 6 months = 28 February 2027, 10:00 IST.
    expect(iso(addIndianMonths(at('2026-08-31T04:30:00.000Z'), 6))).toBe('2027-02-28T04:30:00.000Z');
    // 29 February 2028 + 12 months = 28 February 2029; + 48 months = 29 February 2032.
    expect(iso(addIndianMonths(at('2028-02-29T04:30:00.000Z'), 12))).toBe('2029-02-28T04:30:00.000Z');
    expect(iso(addIndianMonths(at('2028-02-29T04:30:00.000Z'), 48))).toBe('2032-02-29T04:30:00.000Z');
    // 23:30 IST on 31 January (18:00 UTC) + 1 month = 23:30 IST on 28 February, not 3 March.
    expect(iso(addIndianMonths(at('2026-01-31T18:00:00.000Z'), 1))).toBe('2026-02-28T18:00:00.000Z');
    // 01:00 IST on 1 March is still 28 February in UTC: the IST date decides.
    expect(iso(addIndianMonths(at('2026-02-28T19:30:00.000Z'), 6))).toBe('2026-08-31T19:30:00.000Z');
  });

  it("formats dates and times as IST: '27 Nov 2026, 14:05 IST'", () => {
    expect(formatIndianTime(at('2026-11-27T08:35:00.000Z'))).toBe('27 Nov 2026, 14:05 IST');
    expect(formatIndianTime(at('2026-11-26T18:30:00.000Z'))).toBe('27 Nov 2026, 00:00 IST');
    expect(formatIndianDate(at('2026-12-02T20:00:00.000Z'))).toBe('3 Dec 2026');
  });
});

describe('India time: dates as statements and filters take them', () => {
  it('reads a calendar day as its IST midnight and a range of days inclusively', () => {
    expect(new Date(istDayStartMs('2026-04-01')).toISOString()).toBe('2026-03-31T18:30:00.000Z');
    const { start, end } = indiaDayRange('2026-11-01', '2026-11-30');
    expect([start!.toISOString(), end!.toISOString()]).toEqual(['2026-10-31T18:30:00.000Z', '2026-11-30T18:30:00.000Z']);
    expect(indiaDayRange(null, null)).toEqual({ start: null, end: null });
  });

  it('writes instants as IST dates and times, on either side of midnight', () => {
    const beforeMidnight = Date.parse('2026-03-31T18:29:59.000Z');
    expect(istDate(beforeMidnight)).toBe('2026-03-31');
    expect(istDate(beforeMidnight + 1000)).toBe('2026-04-01');
    expect(istDateTime(beforeMidnight)).toBe('2026-03-31 23:59:59');
    expect(istReadable(Date.parse('2026-11-26T06:30:00.000Z'))).toBe('26 Nov 2026 12:00 IST');
  });
});
