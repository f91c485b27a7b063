import { addDays, isIsoDate } from '../../../lib/ist-date.js';
import type { StatementText } from '../statement.strings.js';

/** IST days, both inclusive; '' leaves that side open (since the account opened / up to now). */
export interface DateRange {
  from: string;
  to: string;
}

/** The page opens on the last 30 days, today included. */
export function last30Days(today: string): DateRange {
  return { from: addDays(today, -29), to: today };
}

/**
 * The range in the address (?from=&to=): a date the player chose, or left empty on purpose;
 * the last 30 days when neither is there. A malformed date in a typed or old link is
 * dropped rather than sent.
 */
export function rangeFromSearch(search: URLSearchParams, today: string): DateRange {
  if (!search.has('from') && !search.has('to')) return last30Days(today);
  const read = (key: string) => {
    const value = search.get(key) ?? '';
    return isIsoDate(value) ? value : '';
  };
  return { from: read('from'), to: read('to') };
}

/** What is wrong with a range the player typed, per field, in the words `t` gives; an empty object when nothing. */
export function rangeProblems(range: DateRange, t: StatementText): Partial<Record<keyof DateRange, string>> {
  const problems: Partial<Record<keyof DateRange, string>> = {};
  if (range.from && !isIsoDate(range.from)) problems.from = t('filter.invalid');
  if (range.to && !isIsoDate(range.to)) problems.to = t('filter.invalid');
  // ISO days compare as text.
  if (!problems.from && !problems.to && range.from && range.to && range.from > range.to) problems.from = t('filter.fromAfterTo');
  return problems;
}
