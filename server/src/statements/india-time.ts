/**
 * Calendar arithmetic in India (Asia/Kolkata, UTC+05:30 all year: India keeps no daylight
 * saving), done with the fixed offset rather than Intl so that a 20,000-row statement
 * formats its dates in microseconds. Dates are 'YYYY-MM-DD'.
 */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
export const DAY_MS = 24 * 60 * 60_000;

/** The instant 00:00 IST of the calendar date `date` ('YYYY-MM-DD', already checked). */
export function istDayStartMs(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d) - IST_OFFSET_MS;
}

/** The wall clock in India at `ms`, as a Date whose UTC fields read as IST. */
function istFields(ms: number): Date {
  return new Date(ms + IST_OFFSET_MS);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The IST calendar date of the instant `ms`: 'YYYY-MM-DD'. */
export function istDate(ms: number): string {
  const f = istFields(ms);
  return `${pad(f.getUTCFullYear(), 4)}-${pad(f.getUTCMonth() + 1)}-${pad(f.getUTCDate())}`;
}

/** 'YYYY-MM-DD HH:MM:SS' in IST: the CSV's date column (a spreadsheet reads it as a date). */
export function istDateTime(ms: number): string {
  const f = istFields(ms);
  return `${istDate(ms)} ${pad(f.getUTCHours())}:${pad(f.getUTCMinutes())}:${pad(f.getUTCSeconds())}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '26 Nov 2026 12:00 IST': how a player reads a draw's time. */
export function istReadable(ms: number): string {
  const f = istFields(ms);
  return `${f.getUTCDate()} ${MONTHS[f.getUTCMonth()]} ${f.getUTCFullYear()} ${pad(f.getUTCHours())}:${pad(f.getUTCMinutes())} IST`;
}
