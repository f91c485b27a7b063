import { startSettingsApp, type SettingsApp } from './settings-harness.js';

/** Each change is an event with the admin's id and time, so the history of every setting can be shown. */
describe('settings: history', () => {
  let s: SettingsApp;
  beforeAll(async () => {
    s = await startSettingsApp();
    const as = (token: string, path: string, body: object) => s.t.request('POST', `/admin/settings/${path}`, { payload: body, token });
    const steps: Array<[string, string, object, number]> = [
      [s.admin, 'ticket-amount/3h', { amount: 120 }, 0],
      [s.admin2, 'latest-news', { url: 'https://news.fairdraw.example/1' }, 60_000],
      [s.admin2, 'ticket-amount/3h', { amount: 150.5 }, 60_000],
      [s.admin, 'referral-code-amount', { amount: 25 }, 60_000],
      // The same value again: no change, so no history line.
      [s.admin, 'referral-code-amount', { amount: 25 }, 60_000],
      [s.admin, 'ticket-amount/weekly', { amount: 450 }, 60_000],
      [s.admin2, 'payment-details', { upi_id: 'fairdraw@okaxis' }, 60_000],
      [s.admin, 'latest-news', { url: 'https://news.fairdraw.example/2' }, 60_000],
    ];
    for (const [token, path, body, later] of steps) {
      s.t.clock.advance(later);
      const res = await as(token, path, body);
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.body}`);
    }
  });
  afterAll(async () => {
    await s.t.close();
  });
  const history = (query = '', token = s.admin) => s.t.get(`/admin/settings/history${query}`, token);

  it('lists every change newest first: who, when, the value and the one it replaced', async () => {
    const res = await history();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ err: 'N', msg: 'Settings history fetched successfully', pagination: { page: 1, limit: 20, total: 7, totalPages: 1 } });
    const admin = { id: s.adminIds.admin, username: 'admin' };
    const asha = { id: s.adminIds.admin2, username: 'asha' };
    expect(body.data.map(({ changed_at, ...row }: any) => row)).toEqual([
      { version: 7, setting: 'latest-news', period: null, value: 'https://news.fairdraw.example/2', previous_value: 'https://news.fairdraw.example/1', changed_by: admin },
      {
        version: 6,
        setting: 'payment-details',
        period: null,
        value: { bank: null, upi_id: 'fairdraw@okaxis', crypto: { TRC20: null, SOLANA: null } },
        previous_value: { bank: null, upi_id: null, crypto: { TRC20: null, SOLANA: null } },
        changed_by: asha,
      },
      { version: 5, setting: 'ticket-amount', period: 'weekly', value: 450, previous_value: 500, changed_by: admin },
      { version: 4, setting: 'referral-code-amount', period: null, value: 25, previous_value: 0, changed_by: admin },
      { version: 3, setting: 'ticket-amount', period: '3h', value: 150.5, previous_value: 120, changed_by: asha },
      { version: 2, setting: 'latest-news', period: null, value: 'https://news.fairdraw.example/1', previous_value: null, changed_by: asha },
      { version: 1, setting: 'ticket-amount', period: '3h', value: 120, previous_value: 100, changed_by: admin },
    ]);
    // The times come from the server's clock, a minute apart as the test moved it.
    const times = body.data.map((r: any) => Date.parse(r.changed_at));
    expect(times.slice(0, -1).map((t: number, i: number) => t - times[i + 1])).toEqual([60_000, 60_000, 120_000, 60_000, 60_000, 60_000]);
  });

  it('filters by setting and by period, and pages', async () => {
    const prices = (await history('?setting=ticket-amount')).json();
    expect(prices.data.map((r: any) => [r.period, r.value])).toEqual([['weekly', 450], ['3h', 150.5], ['3h', 120]]);
    const threeHours = (await history('?setting=ticket-amount&period=3h')).json();
    expect(threeHours.data.map((r: any) => r.value)).toEqual([150.5, 120]);
    const page2 = (await history('?page=2&limit=3')).json();
    expect(page2.pagination).toEqual({ page: 2, limit: 3, total: 7, totalPages: 3 });
    expect(page2.data.map((r: any) => r.version)).toEqual([4, 3, 2]);
    const beyond = (await history('?page=9&limit=3')).json();
    expect(beyond).toMatchObject({ err: 'N', msg: 'No settings changes found', data: [] });
  });

  it('is open to auditors, closed to players', async () => {
    expect((await history('', s.auditor)).json().pagination.total).toBe(7);
    expect((await history('', s.player)).statusCode).toBe(403);
  });

  it('refuses bad filters with a clear 400', async () => {
    const cases: Array<[string, string]> = [
      ['?setting=jackpot', 'setting must be one of latest-news, referral-code-amount, ticket-amount, payment-details, result-source'],
      ['?period=2h', 'period must be one of 3h, 6h, 12h, 24h, weekly'],
      ['?page=0', 'page must be at least 1'],
      ['?page=abc', 'page must be a whole number'],
      ['?limit=101', 'limit must be between 1 and 100'],
      ['?limit=1&limit=2', 'limit must be a whole number'],
      ['?setting=%00', 'setting must not contain control characters'],
      ['?sort=desc', "Unknown field 'sort'"],
    ];
    for (const [query, msg] of cases) {
      const res = await history(query);
      expect({ query, status: res.statusCode, msg: res.json().msg }).toEqual({ query, status: 400, msg });
    }
  });
});
