import { readListDrawsParams } from './list-draws.query-params.js';

describe('GET /user/draws parameters', () => {
  it("reads the dashboard's query, and the defaults", () => {
    expect(readListDrawsParams({ period: '3h', status: 'open', limit: '1' })).toEqual({ period: '3h', status: 'open', limit: 1 });
    expect(readListDrawsParams({})).toEqual({ period: null, status: null, limit: 10 });
  });
  it.each(['', 'empty'])('takes status %p as both open and closed', (status) =>
    expect(readListDrawsParams({ period: 'weekly', status }).status).toBeNull());
  it.each([
    [{ period: 'monthly' }, 'period must be one of 3h, 6h, 12h, 24h, weekly'],
    [{ period: ['3h', '6h'] }, 'period must be one of 3h, 6h, 12h, 24h, weekly'],
    [{ status: 'maybe' }, 'status must be open, closed or empty'],
    [{ limit: '0' }, 'limit must be between 1 and 100'],
    [{ limit: '101' }, 'limit must be between 1 and 100'],
    [{ limit: '1.5' }, 'limit must be a whole number'],
    [{ limit: '1e9' }, 'limit must be a whole number'],
    [{ limit: ['1', '2'] }, 'limit must be a whole number'],
    [{ x: '1' }, "Unknown field 'x'"],
  ])('refuses %p', (query, message) => expect(() => readListDrawsParams(query)).toThrow(expect.objectContaining({ code: 'DRAWS.INVALID_QUERY', message })));
});
