import { dateFormat } from './format.js';

/**
 * Calendar days in India (Asia/Kolkata, UTC+05:30 all year, no daylight saving), as the
 * API's date filters read them: 'YYYY-MM-DD', both ends inclusive.
 */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The IST calendar day of an instant: 2026-11-26T20:00:00Z -> '2026-11-27'. */
export function istDate(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** A real calendar date in 'YYYY-MM-DD' ('2026-02-30' is not). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The day `days` after (or, negative, before) a 'YYYY-MM-DD' day. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A day for people in the language shown: '2026-11-27' -> '27 Nov 2026'. */
export function formatDay(date: string): string {
  if (!isIsoDate(date)) return date;
  return dateFormat('calendar-short', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(`${date}T00:00:00Z`));
}
