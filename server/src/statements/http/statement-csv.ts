import type { CsvColumn } from '../../shared/csv/csv.js';
import { plainRupees } from '../../shared/money/money.js';
import { istDate, istDateTime } from '../../shared/clock/india-time.js';
import type { StatementRow } from '../queries/get-statement/get-statement.query.js';
import type { StatementRange } from '../statement-range.js';
import { totalOf } from '../statement-rows.js';

/**
 * The statement as a CSV (contract B2), oldest first: dates in IST as a spreadsheet reads
 * them, amounts as plain numbers with 2 decimals (never a float's 0.30000000000000004).
 */
export const STATEMENT_CSV_COLUMNS: readonly CsvColumn<StatementRow>[] = [
  { header: 'date_ist', value: (r) => istDateTime(r.atMs) },
  { header: 'description', value: (r) => r.description },
  { header: 'reference', value: (r) => r.reference.id },
  { header: 'amount', value: (r) => plainRupees(totalOf(r.change)) },
  { header: 'money_change', value: (r) => plainRupees(r.change.money) },
  { header: 'referral_change', value: (r) => plainRupees(r.change.referral) },
  { header: 'held_change', value: (r) => plainRupees(r.change.held) },
  { header: 'money_balance', value: (r) => plainRupees(r.after.money) },
  { header: 'referral_balance', value: (r) => plainRupees(r.after.referral) },
  { header: 'held_balance', value: (r) => plainRupees(r.after.held) },
  { header: 'total_balance', value: (r) => plainRupees(totalOf(r.after)) },
];

/** 'fairdraw-statement-2026-11-01-to-2026-11-26.csv': the range asked for, else from the opening to today. */
export function statementFileName(range: StatementRange, openedAtMs: number | null, nowMs: number): string {
  const from = range.from ?? istDate(openedAtMs ?? nowMs);
  const to = range.to ?? istDate(nowMs);
  return `fairdraw-statement-${from}-to-${to}.csv`;
}
