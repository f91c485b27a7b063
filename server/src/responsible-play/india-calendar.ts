/**
 * Calendar periods and times in India (Asia/Kolkata), where responsible-play windows live:
 * a day from 00:00 IST, a week from Monday 00:00 IST, a month from the 1st 00:00 IST.
 * India keeps UTC+05:30 all year (no DST), so an instant's IST wall clock is the instant
 * moved by the offset, read with the UTC getters.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The IST wall clock of `at`, as a Date whose UTC fields read it. */
function wallClock(at: Date): Date {
  return new Date(at.getTime() + IST_OFFSET_MS);
}

/** The instant whose IST wall clock the UTC fields of `wall` read. */
function fromWallClock(wall: number): Date {
  return new Date(wall - IST_OFFSET_MS);
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

/** '27 Nov 2026' (the IST calendar date of `at`). */
export function formatIndianDate(at: Date): string {
  const w = wallClock(at);
  return `${w.getUTCDate()} ${MONTHS[w.getUTCMonth()]} ${w.getUTCFullYear()}`;
}

/** '27 Nov 2026, 14:05 IST'. */
export function formatIndianTime(at: Date): string {
  const w = wallClock(at);
  const hh = String(w.getUTCHours()).padStart(2, '0');
  const mm = String(w.getUTCMinutes()).padStart(2, '0');
  return `${formatIndianDate(at)}, ${hh}:${mm} IST`;
}
