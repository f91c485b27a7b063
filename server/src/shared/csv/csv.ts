import type { FastifyReply } from 'fastify';

/**
 * CSV downloads (RFC 4180) of the console's and the statement's tables. Every cell is
 * quoted when it must be, and a cell a spreadsheet would run as a formula (one that starts
 * with =, +, -, @, a tab or a carriage return) is made text with a leading apostrophe
 * (OWASP's CSV injection advice), except plain numbers, which stay numbers: an amount of
 * -100.00 is a number, '=HYPERLINK(...)' in a name is text.
 */
/** The most rows a CSV download holds (contract 12: every matching row, capped at 100,000). */
export const CSV_MAX_ROWS = 100_000;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value !== 'number' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header line and one line per row, CRLF-separated, with a byte-order mark so spreadsheets read UTF-8 (₹, Hindi names). */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Sends `csv` as a download named `filename` (letters, digits, dots, dashes and underscores only). */
export function sendCsv(reply: FastifyReply, filename: string, csv: string): FastifyReply {
  const safe = filename.replace(/[^A-Za-z0-9._-]/g, '_');
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${safe}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
