import { isCalendarDate } from '../identity/profile-rules.js';
import { istDayStartMs, DAY_MS } from '../shared/clock/india-time.js';
import { InvalidStatementDatesError } from './statements.errors.js';
import { text } from '../shared/i18n/message.js';

/**
 * The statement's date filter: `from` and `to` are calendar days in India, both included.
 * Either may be left out (from the wallet's opening, to now). A range longer than ten
 * years is refused: no statement needs more, and it bounds what a request asks for.
 */
export interface StatementRange {
  from: string | null;
  to: string | null;
  /** Movements at or after this instant (00:00 IST of `from`), or from the start. */
  startMs: number;
  /** Movements before this instant (00:00 IST of the day after `to`), or to the end. */
  endMs: number;
}

export const MAX_RANGE_YEARS = 10;

/** Reads the query's `from` and `to` (strings, absent or empty), or throws a 400 naming the problem. */
export function readStatementRange(from: unknown, to: unknown): StatementRange {
  const fromDate = readDate('from', from);
  const toDate = readDate('to', to);
  if (fromDate && toDate) {
    if (fromDate > toDate) throw new InvalidStatementDatesError(text('from ({from}) must not be after to ({to})', { from: fromDate, to: toDate }));
    if (tenYearsOrMore(fromDate, toDate)) {
      throw new InvalidStatementDatesError(
        text('A statement covers at most {years} years: choose a shorter range', { years: String(MAX_RANGE_YEARS) }),
      );
    }
  }
  return {
    from: fromDate,
    to: toDate,
    startMs: fromDate ? istDayStartMs(fromDate) : Number.NEGATIVE_INFINITY,
    endMs: toDate ? istDayStartMs(toDate) + DAY_MS : Number.POSITIVE_INFINITY,
  };
}

function readDate(name: string, value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  // A real calendar day of years 1900-9999 (Date.UTC reads years below 100 as 19xx).
  if (typeof value !== 'string' || !isCalendarDate(value) || value < '1900-01-01') {
    throw new InvalidStatementDatesError(text('{field} must be a date as YYYY-MM-DD (for example 2026-11-26)', { field: name }));
  }
  return value;
}

/** Whether `to` is on or past the same day ten years after `from` (2016-02-29 to 2026-02-28 is the longest from a leap day). */
function tenYearsOrMore(from: string, to: string): boolean {
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  return years > MAX_RANGE_YEARS || (years === MAX_RANGE_YEARS && to.slice(5) >= from.slice(5));
}
