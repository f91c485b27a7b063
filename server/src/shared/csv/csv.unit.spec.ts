import { csvCell, toCsv } from './csv.js';

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
