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
  return csvHeader(columns) + csvLines(columns, rows);
}

/** The byte-order mark and the header line of toCsv. */
export function csvHeader<Row>(columns: readonly CsvColumn<Row>[]): string {
  return `\uFEFF${columns.map((c) => csvCell(c.header)).join(',')}\r\n`;
}

/** The lines of toCsv's rows, each ending in CRLF. */
export function csvLines<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  let text = '';
  for (const row of rows) text += `${columns.map((c) => csvCell(c.value(row))).join(',')}\r\n`;
  return text;
}

/** Rows a chunked download reads and writes at a time: a few milliseconds of work between waits. */
export const CSV_CHUNK_ROWS = 250;

export interface CsvChunk<Row, Cursor> {
  rows: Row[];
  /** Where the next chunk starts; null after the last. */
  next: Cursor | null;
}

/**
 * toCsv for downloads of up to CSV_MAX_ROWS rows, read and written CSV_CHUNK_ROWS at a
 * time (keyset pages, each its own query), so no request holds the event loop for the
 * whole table (DESIGN.md section 6). `fetch(cursor, limit)` gives the rows after `cursor`
 * (null: from the start) and the cursor of the next chunk.
 */
export async function csvInChunks<Row, Cursor>(
  columns: readonly CsvColumn<Row>[],
  fetch: (cursor: Cursor | null, limit: number) => Promise<CsvChunk<Row, Cursor>>,
): Promise<Buffer> {
  // UTF-8 a chunk at a time: the answer is one copy of the bytes at the end, not a 15 MB string to encode at once.
  const parts = [Buffer.from(csvHeader(columns))];
  let cursor: Cursor | null = null;
  let count = 0;
  do {
    const chunk: CsvChunk<Row, Cursor> = await fetch(cursor, Math.min(CSV_CHUNK_ROWS, CSV_MAX_ROWS - count));
    parts.push(Buffer.from(csvLines(columns, chunk.rows)));
    count += chunk.rows.length;
    cursor = chunk.rows.length === 0 ? null : chunk.next;
  } while (cursor !== null && count < CSV_MAX_ROWS);
  return Buffer.concat(parts);
}

/** Sends `csv` (text, or its UTF-8 bytes) as a download named `filename` (letters, digits, dots, dashes and underscores only). */
export function sendCsv(reply: FastifyReply, filename: string, csv: string | Buffer): FastifyReply {
  const safe = filename.replace(/[^A-Za-z0-9._-]/g, '_');
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${safe}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
