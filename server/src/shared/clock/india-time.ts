/**
 * Calendar and clock in India (Asia/Kolkata), where players' days, statements, deposit
 * limits and the console's date filters live. India keeps UTC+05:30 all year (no daylight
 * saving), so an instant's IST wall clock is the instant moved by the offset, read with
 * the UTC getters: no Intl on paths that format thousands of rows. Dates are 'YYYY-MM-DD'.
 */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
export const DAY_MS = 24 * 60 * 60_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The IST wall clock of `at`, as a Date whose UTC fields read it. */
function wallClock(at: Date | number): Date {
  return new Date((typeof at === 'number' ? at : at.getTime()) + IST_OFFSET_MS);
}

/** The instant whose IST wall clock the UTC fields of `wall` read. */
function fromWallClock(wall: number): Date {
  return new Date(wall - IST_OFFSET_MS);
}

/** The instant 00:00 IST of the calendar date `date` ('YYYY-MM-DD', already checked). */
export function istDayStartMs(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d) - IST_OFFSET_MS;
}

/**
 * The instants of a range of calendar days in India, both ends included: from 00:00 IST
 * of `from` to before 00:00 IST of the day after `to`. Either end may be open (null).
 */
export function indiaDayRange(from: string | null, to: string | null): { start: Date | null; end: Date | null } {
  return {
    start: from === null ? null : new Date(istDayStartMs(from)),
    end: to === null ? null : new Date(istDayStartMs(to) + DAY_MS),
  };
}

/** 00:00 IST of the day `at` falls in. */
export function startOfIndianDay(at: Date): Date {
  const w = wallClock(at);
  return fromWallClock(Date.UTC(w.getUTCFullYear(), w.getUTCMonth(), w.getUTCDate()));
}

/** Monday 00:00 IST of the week `at` falls in. */
export function startOfIndianWeek(at: Date): Date {
  const day = startOfIndianDay(at);
  const sinceMonday = (wallClock(day).getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

/** The 1st, 00:00 IST, of the month `at` falls in. */
export function startOfIndianMonth(at: Date): Date {
  const w = wallClock(at);
  return fromWallClock(Date.UTC(w.getUTCFullYear(), w.getUTCMonth(), 1));
}

/**
 * The same IST wall-clock time `months` calendar months later; a day the later month lacks
 * becomes its last day (31 August + 6 months is 28 or 29 February).
 */
export function addIndianMonths(at: Date, months: number): Date {
  const w = wallClock(at);
  const year = w.getUTCFullYear();
  const month = w.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(w.getUTCDate(), lastDay);
  return fromWallClock(Date.UTC(year, month, day, w.getUTCHours(), w.getUTCMinutes(), w.getUTCSeconds(), w.getUTCMilliseconds()));
}

export function addDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY_MS);
}

/** The IST calendar date of the instant `ms`: 'YYYY-MM-DD'. */
export function istDate(ms: number): string {
  const f = wallClock(ms);
  return `${pad(f.getUTCFullYear(), 4)}-${pad(f.getUTCMonth() + 1)}-${pad(f.getUTCDate())}`;
}

/** 'YYYY-MM-DD HH:MM:SS' in IST: a CSV's date column (a spreadsheet reads it as a date). */
export function istDateTime(ms: number): string {
  const f = wallClock(ms);
  return `${istDate(ms)} ${pad(f.getUTCHours())}:${pad(f.getUTCMinutes())}:${pad(f.getUTCSeconds())}`;
}

/** '27 Nov 2026' (the IST calendar date of `at`). */
export function formatIndianDate(at: Date): string {
  const w = wallClock(at);
  return `${w.getUTCDate()} ${MONTHS[w.getUTCMonth()]} ${w.getUTCFullYear()}`;
}

/** '27 Nov 2026, 14:05 IST': how messages and the console name a time. */
export function formatIndianTime(at: Date): string {
  const w = wallClock(at);
  return `${formatIndianDate(at)}, ${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())} IST`;
}

/** '26 Nov 2026 12:00 IST': how a statement names a draw. */
export function istReadable(ms: number): string {
  const w = wallClock(ms);
  return `${formatIndianDate(new Date(ms))} ${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())} IST`;
}
