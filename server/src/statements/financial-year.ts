import { istDate, istDayStartMs } from '../shared/clock/india-time.js';

/**
 * The Indian financial year (1 April to 31 March), in which a player's winnings are taxed.
 * Its boundaries are days in India: FY 2026-27 starts at 1 April 2026 00:00 IST, which is
 * 31 March 2026 18:30 UTC.
 */
export interface FinancialYear {
  /** '2026-27' */
  fy: string;
  /** The calendar year it starts in (2026). */
  startYear: number;
  /** First and last day, 'YYYY-MM-DD'. */
  from: string;
  to: string;
  /** [startMs, endMs): 00:00 IST on 1 April to 00:00 IST on the next 1 April. */
  startMs: number;
  endMs: number;
}

export function financialYear(startYear: number): FinancialYear {
  const from = `${startYear}-04-01`;
  return {
    fy: `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`,
    startYear,
    from,
    to: `${startYear + 1}-03-31`,
    startMs: istDayStartMs(from),
    endMs: istDayStartMs(`${startYear + 1}-04-01`),
  };
}

/** The financial year the instant `ms` falls in, by the calendar in India. */
export function financialYearOf(ms: number): FinancialYear {
  const date = istDate(ms);
  const year = Number(date.slice(0, 4));
  return financialYear(date.slice(5) >= '04-01' ? year : year - 1);
}

/** Every financial year from the one holding `fromMs` to the one holding `toMs`, newest first. */
export function financialYearsBetween(fromMs: number, toMs: number): FinancialYear[] {
  const first = financialYearOf(Math.min(fromMs, toMs)).startYear;
  const last = financialYearOf(Math.max(fromMs, toMs)).startYear;
  const years: FinancialYear[] = [];
  for (let y = last; y >= first; y--) years.push(financialYear(y));
  return years;
}
