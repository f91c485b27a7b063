import { readStatementRange } from './statement-range.js';

/** The statement's from/to: IST calendar days, inclusive; anything else a 400 that says so. */
const refused = (from: unknown, to: unknown) => {
  try {
    readStatementRange(from, to);
  } catch (error) {
    return [(error as { code: string }).code, (error as Error).message];
  }
  throw new Error('accepted');
};

describe('statement date range', () => {
  it('reads from and to as whole days in India: 00:00 IST of from up to 00:00 IST after to', () => {
    expect(readStatementRange('2026-11-01', '2026-11-26')).toEqual({
      from: '2026-11-01',
      to: '2026-11-26',
      startMs: Date.parse('2026-10-31T18:30:00.000Z'),
      endMs: Date.parse('2026-11-26T18:30:00.000Z'),
    });
    const oneDay = readStatementRange('2026-11-26', '2026-11-26');
    expect(oneDay.endMs - oneDay.startMs).toBe(24 * 3600_000);
  });

  it('leaves out an absent or empty side', () => {
    expect(readStatementRange(undefined, '')).toEqual({ from: null, to: null, startMs: -Infinity, endMs: Infinity });
    expect(readStatementRange('2026-01-01', undefined)).toMatchObject({ from: '2026-01-01', to: null, endMs: Infinity });
  });

  it('refuses what is not a real calendar day', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '2026-1-1', '26-11-2026', '2026-11-26T00:00', '0099-01-01', '1899-12-31', ' 2026-11-26', ['2026-11-26'], 20261126, {}]) {
      expect(refused(bad, undefined)).toEqual(['STATEMENT.INVALID_DATES', 'from must be a date as YYYY-MM-DD (for example 2026-11-26)']);
    }
    expect(refused(undefined, '2025-02-29')).toEqual(['STATEMENT.INVALID_DATES', 'to must be a date as YYYY-MM-DD (for example 2026-11-26)']);
    expect(readStatementRange('2024-02-29', undefined).from).toBe('2024-02-29');
  });

  it('refuses from after to, and more than ten years', () => {
    expect(refused('2026-11-27', '2026-11-26')).toEqual(['STATEMENT.INVALID_DATES', 'from (2026-11-27) must not be after to (2026-11-26)']);
    const tooLong = ['STATEMENT.INVALID_DATES', 'A statement covers at most 10 years: choose a shorter range'];
    expect(refused('2016-01-01', '2026-01-01')).toEqual(tooLong);
    expect(refused('1900-01-01', '9999-12-31')).toEqual(tooLong);
    expect(readStatementRange('2016-01-01', '2025-12-31').to).toBe('2025-12-31');
    expect(readStatementRange('2016-02-29', '2026-02-28').to).toBe('2026-02-28');
    expect(refused('2016-02-29', '2026-03-01')).toEqual(tooLong);
    expect(readStatementRange('9995-01-01', '9999-12-31').from).toBe('9995-01-01');
  });
});
