import { CSV_CHUNK_ROWS, CSV_MAX_ROWS, csvCell, csvInChunks, toCsv } from './csv.js';

describe('CSV', () => {
  it('quotes separators, quotes and line breaks, and keeps numbers as numbers', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(-100.5)).toBe('-100.5');
    expect(csvCell('-100.50')).toBe('-100.50');
    expect(csvCell(null)).toBe('');
  });

  it('turns what a spreadsheet would run as a formula into text', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+91 98765')).toBe("'+91 98765");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-2+3')).toBe("'-2+3");
  });

  it('writes a BOM, a header and CRLF lines', () => {
    const csv = toCsv([{ header: 'name', value: (r: { n: string }) => r.n }], [{ n: 'Asha' }, { n: 'राम' }]);
    expect(csv).toBe('\uFEFFname\r\nAsha\r\nराम\r\n');
  });
});

describe('CSV in chunks', () => {
  const columns = [{ header: 'n', value: (r: number) => r }];
  const source = (total: number) => {
    const calls: Array<[number | null, number]> = [];
    const fetch = async (cursor: number | null, limit: number) => {
      calls.push([cursor, limit]);
      const from = cursor ?? 0;
      const rows = Array.from({ length: Math.max(0, Math.min(limit, total - from)) }, (_, i) => from + i);
      return { rows, next: from + rows.length < total ? from + rows.length : null };
    };
    return { calls, fetch };
  };

  it('writes the same CSV as toCsv, a chunk at a time', async () => {
    const { calls, fetch } = source(2_500);
    const csv = (await csvInChunks(columns, fetch)).toString('utf8');
    expect(csv).toBe(toCsv(columns, Array.from({ length: 2_500 }, (_, i) => i)));
    expect(calls).toEqual(Array.from({ length: 10 }, (_, i) => [i === 0 ? null : i * CSV_CHUNK_ROWS, CSV_CHUNK_ROWS]));
  });

  it('writes only the header for no rows, and stops at CSV_MAX_ROWS', async () => {
    expect((await csvInChunks(columns, source(0).fetch)).toString('utf8')).toBe('\uFEFFn\r\n');
    const { calls, fetch } = source(CSV_MAX_ROWS + 5_000);
    const csv = (await csvInChunks(columns, fetch)).toString('utf8');
    expect(csv.split('\r\n')).toHaveLength(CSV_MAX_ROWS + 2);
    expect(calls).toHaveLength(CSV_MAX_ROWS / CSV_CHUNK_ROWS);
  });
});
