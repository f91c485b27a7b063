import { financialYear, financialYearOf, financialYearsBetween } from './financial-year.js';

/** Indian financial years (1 April to 31 March) by the calendar in India, not in UTC. */
describe('financial years', () => {
  it('starts FY 2026-27 at 1 April 2026 00:00 IST, which is 31 March 18:30 UTC', () => {
    expect(financialYear(2026)).toEqual({
      fy: '2026-27',
      startYear: 2026,
      from: '2026-04-01',
      to: '2027-03-31',
      startMs: Date.parse('2026-03-31T18:30:00.000Z'),
      endMs: Date.parse('2027-03-31T18:30:00.000Z'),
    });
    expect(financialYear(2099).fy).toBe('2099-00');
  });

  it('puts 31 March 23:59 IST in the old year and 1 April 00:00 IST in the new one', () => {
    expect(financialYearOf(Date.parse('2026-03-31T23:59:00+05:30')).fy).toBe('2025-26');
    expect(financialYearOf(Date.parse('2026-03-31T23:59:59.999+05:30')).fy).toBe('2025-26');
    expect(financialYearOf(Date.parse('2026-04-01T00:00:00+05:30')).fy).toBe('2026-27');
  });

  it('reads UTC instants on either side of the boundary by the day they are in India', () => {
    // 31 March in UTC, but already 1 April in India.
    expect(financialYearOf(Date.parse('2026-03-31T18:30:00.000Z')).fy).toBe('2026-27');
    expect(financialYearOf(Date.parse('2026-03-31T18:29:59.999Z')).fy).toBe('2025-26');
    // 1 April 00:00 UTC is 05:30 IST, well inside the new year; 1 January is in the old one.
    expect(financialYearOf(Date.parse('2026-04-01T00:00:00.000Z')).fy).toBe('2026-27');
    expect(financialYearOf(Date.parse('2027-01-01T00:00:00.000Z')).fy).toBe('2026-27');
  });

  it('lists every year from the first instant to the last, newest first', () => {
    const years = financialYearsBetween(Date.parse('2024-02-10T00:00:00Z'), Date.parse('2026-11-26T00:00:00Z')).map((y) => y.fy);
    expect(years).toEqual(['2026-27', '2025-26', '2024-25', '2023-24']);
    expect(financialYearsBetween(Date.parse('2026-05-01T00:00:00Z'), Date.parse('2026-06-01T00:00:00Z')).map((y) => y.fy)).toEqual(['2026-27']);
  });
});
