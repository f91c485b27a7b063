import { startMoneyApp, type MoneyApp, type Player } from './money-harness.js';
import { csvObjects, csvText, paise } from './statement-helpers.js';

/**
 * Contract B1 and B2: the date filter reads days in India (a deposit at 00:00 IST on the
 * 26th is on the 26th though it is still the 25th in UTC), both ends included, with the
 * range's opening and closing; only players read a statement, only their own; hostile
 * query strings are 400s, never 500s.
 */
describe('statement: date filter in IST, access, hostile queries', () => {
  let t: MoneyApp;
  let asha: Player;
  let bo: Player;
  /** The clock moved; admin sessions live 12 hours by it, so the admin's and the auditor's are renewed. */
  const at = async (iso: string) => {
    t.clock.set(new Date(iso));
    t.admin = (await t.post('/admin/login', { username: 'chief', password: 'Chief@12345' })).json().token;
    t.auditor = (await t.post('/admin/login', { username: 'watcher', password: 'Watch@12345-audit' })).json().token;
  };

  beforeAll(async () => {
    t = await startMoneyApp();
    await at('2026-11-25T06:00:00.000Z');
    asha = await t.player('stf_asha');
    bo = await t.player('stf_bo');
    // Either side of midnight IST, twice: amounts 1, 2, 3 and 4 rupees tell them apart.
    for (const [iso, rupees] of [
      ['2026-11-25T23:59:00+05:30', 1],
      ['2026-11-26T00:00:00+05:30', 2],
      ['2026-11-26T23:59:59+05:30', 3],
      ['2026-11-27T00:00:00+05:30', 4],
    ] as const) {
      await at(iso);
      await t.fund(asha, rupees);
    }
    await t.fund(bo, 9);
  });
  afterAll(() => t.close());

  const read = async (query: string, who: Player = asha) => {
    const res = await t.get(`/user/statement?${query}`, who.token);
    expect([query, res.statusCode]).toEqual([query, 200]);
    const { rows, opening, closing } = res.json().data;
    return { amounts: rows.map((r: any) => r.amount), opening: opening.total, closing: closing.total, total: res.json().pagination.total };
  };

  it('includes both boundary days, as days in India', async () => {
    expect(await read('from=2026-11-26&to=2026-11-26')).toEqual({ amounts: [3, 2], opening: 1, closing: 6, total: 2 });
    expect(await read('from=2026-11-25&to=2026-11-26')).toEqual({ amounts: [3, 2, 1], opening: 0, closing: 6, total: 3 });
    expect(await read('to=2026-11-25')).toEqual({ amounts: [1], opening: 0, closing: 1, total: 1 });
    expect(await read('from=2026-11-27')).toEqual({ amounts: [4], opening: 6, closing: 10, total: 1 });
    expect(await read('')).toEqual({ amounts: [4, 3, 2, 1], opening: 0, closing: 10, total: 4 });
    expect(await read('from=&to=')).toEqual({ amounts: [4, 3, 2, 1], opening: 0, closing: 10, total: 4 });
    // No movement in the range: opening and closing are the balance then.
    expect(await read('from=2026-11-28&to=2026-12-31')).toEqual({ amounts: [], opening: 10, closing: 10, total: 0 });
    expect(await read('from=2026-01-01&to=2026-11-24')).toEqual({ amounts: [], opening: 0, closing: 0, total: 0 });
  });

  it('downloads the range as a CSV named by its days, summing from its opening to its closing', async () => {
    const res = await fetch(`${t.baseUrl}/user/statement.csv?from=2026-11-26&to=2026-11-26&page=2&limit=1`, { headers: { authorization: `Bearer ${asha.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="fairdraw-statement-2026-11-26-to-2026-11-26.csv"');
    const rows = csvObjects(await csvText(res));
    expect(rows.map((r) => [r.date_ist, r.description, r.amount, r.total_balance])).toEqual([
      ['2026-11-26 00:00:00', 'Deposit by bank', '2.00', '3.00'],
      ['2026-11-26 23:59:59', 'Deposit by bank', '3.00', '6.00'],
    ]);
    expect(paise(1) + rows.reduce((s, r) => s + paise(Number(r.amount)), 0)).toBe(paise(Number(rows.at(-1)!.total_balance)));
    const open = await fetch(`${t.baseUrl}/user/statement.csv?from=2026-11-27`, { headers: { authorization: `Bearer ${asha.token}` } });
    // Today on the clock (27 Nov IST) ends an open range.
    expect(open.headers.get('content-disposition')).toBe('attachment; filename="fairdraw-statement-2026-11-27-to-2026-11-27.csv"');
  });

  it('shows each player only their own wallet', async () => {
    const theirs = await read('', bo);
    expect(theirs).toEqual({ amounts: [9], opening: 0, closing: 9, total: 1 });
    const ids = (await t.get('/user/statement', asha.token)).json().data.rows.map((r: any) => r.id);
    const boIds = (await t.get('/user/statement', bo.token)).json().data.rows.map((r: any) => r.id);
    expect(ids.filter((id: string) => boIds.includes(id))).toEqual([]);
    expect((await t.get(`/user/statement?user_id=${asha.id}`, bo.token)).statusCode).toBe(400);
    expect((await t.get(`/user/statement/${asha.id}`, bo.token)).statusCode).toBe(404);
    const summary = (await t.get('/user/statement/summary', bo.token)).json().data;
    expect(summary.netDeposits.sinceOpened).toEqual({ deposits: 9, withdrawals: 0, net: 9 });
  });

  it('answers players only: admins and auditors 403, no session 401', async () => {
    for (const path of ['/user/statement', '/user/statement.csv', '/user/statement/summary']) {
      const answers = [];
      for (const token of [t.admin, t.auditor, undefined, 'not-a-token']) answers.push((await t.get(path, token)).statusCode);
      expect([path, answers]).toEqual([path, [403, 403, 401, 401]]);
    }
  });

  it('refuses hostile query strings with a 400 that says why, never a 500', async () => {
    const dateMessage = (name: string) => `${name} must be a date as YYYY-MM-DD (for example 2026-11-26)`;
    const cases: [string, string | RegExp][] = [
      ['from=2026-02-30', dateMessage('from')],
      ['to=2026-13-01', dateMessage('to')],
      ['from=26-11-2026', dateMessage('from')],
      ['from=2026-11-26T00:00:00Z', dateMessage('from')],
      ['from=0000-01-01', dateMessage('from')],
      [`from=${'9'.repeat(10_000)}`, dateMessage('from')],
      ['from=2026-11-27&to=2026-11-26', 'from (2026-11-27) must not be after to (2026-11-26)'],
      ['from=2016-01-01&to=2026-01-01', 'A statement covers at most 10 years: choose a shorter range'],
      ['from=1900-01-01&to=9999-12-31', 'A statement covers at most 10 years: choose a shorter range'],
      ['from=2026-11-26&from=2026-11-27', dateMessage('from')],
      ['from[]=2026-11-26', /Unknown field/],
      ['from[0]=2026-11-26', /Unknown field/],
      ['from=2026-11-26%00', /control characters/],
      ['to=2026%0A11-26', /control characters/],
      ['from=%E2%80%AE2026-11-26', /text-direction/],
      ['from=%ED%A0%80', /./],
      ['page=0', 'page must be at least 1'],
      ['page=-1', 'page must be at least 1'],
      ['page=99999999999999999999', 'page is too large'],
      ['page=1e400', /page/],
      ['page=NaN', /page/],
      ['page=1&page=2', /page/],
      ['limit=101', 'limit must be between 1 and 100'],
      ['limit=0', 'limit must be between 1 and 100'],
      ['limit=2.5', 'limit must be a whole number'],
      ['__proto__=1', "Unknown field '__proto__'"],
      ['__proto__[from]=2026-11-26', /Unknown field/],
      ['constructor=1', "Unknown field 'constructor'"],
      ['toString=x&from=2026-11-26', "Unknown field 'toString'"],
      ['hasOwnProperty=1', "Unknown field 'hasOwnProperty'"],
      ['user_id=x', /Unknown field/],
    ];
    for (const path of ['/user/statement', '/user/statement.csv']) {
      for (const [query, message] of cases) {
        const res = await t.get(`${path}?${query}`, asha.token);
        expect([path, query, res.statusCode]).toEqual([path, query, 400]);
        const body = res.json();
        expect([query, body.err, body.msg]).toEqual([query, 'Y', expect.stringMatching(typeof message === 'string' ? new RegExp(`^${escape(message)}$`) : message)]);
      }
    }
  });
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
