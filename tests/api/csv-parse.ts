/**
 * A small RFC 4180 reader for the API's CSV downloads (shared/csv/csv.ts writes them):
 * skips a byte-order mark, splits CRLF lines, honours quoted cells with doubled quotes
 * and line breaks inside. Returns the header and each row as an object by header.
 */
export function parseCsv(text: string): { header: string[]; rows: Record<string, string>[] } {
  const [header, ...rest] = parseCsvRecords(text);
  return { header, rows: rest.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]]))) };
}

/** The records of a CSV as lists of cells, the header first (a leading byte-order mark skipped). */
export function parseCsvRecords(text: string): string[][] {
  // fetch's text() drops a leading byte-order mark; check for it on the bytes (csvBytesHaveBom).
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const lines: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') cells.push(cell), (cell = '');
    else if (c === '\r' && body[i + 1] === '\n') {
      cells.push(cell), lines.push(cells), (cells = []), (cell = ''), i++;
    } else if (c === '\n' || c === '\r') throw new Error(`A bare line break at ${i}: lines end with CRLF`);
    else cell += c;
  }
  if (quoted || cell !== '' || cells.length > 0) throw new Error('CSV does not end with CRLF after its last line');
  return lines;
}

/** How the CSV writes text a spreadsheet would run as a formula: behind an apostrophe. */
export function asCsvText(value: string | null): string {
  if (value === null) return '';
  return /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
}

/** GETs a CSV download as bytes: its content type, disposition, whether it starts with the UTF-8 byte-order mark, and its text. */
export async function fetchCsv(baseUrl: string, url: string, token: string) {
  const res = await fetch(baseUrl + url, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    bom: bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])),
    text: bytes.toString('utf8'),
  };
}
