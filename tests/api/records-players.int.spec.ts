import fc from 'fast-check';
import { completeProfile, signUpPlayer } from './identity-harness.js';
import { startDrawsApp, ticket, type DrawsApp } from './draws-harness.js';
import { BANK, type Player } from './money-harness.js';
import { asCsvText, fetchCsv, parseCsv } from './csv-parse.js';

/**
 * The admin console's players (contract A2, A3): the users list searched by q (each field,
 * and nothing else; LIKE wildcards literal), paged, as CSV; and one player's page composed
 * of the same rows the deposits, withdrawals and ticket pages show. Admins and auditors
 * read; players are refused; hostile query strings are 400s, never 500s.
 */
describe('admin records: players', () => {
  let t: DrawsApp;
  let zubin: Player;
  let ravi: Player;
  let neha: Player;
  let lotus: { id: string; token: string };
  let formula: Player;
  const paged: Player[] = [];

  const list = async (query: string, token = t.admin) => {
    const res = await t.get(`/admin/users-list${query}`, token);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const found = async (q: string) => (await list(`?limit=100&q=${encodeURIComponent(q)}`)).data.map((r: { username: string }) => r.username).sort();

  beforeAll(async () => {
    t = await startDrawsApp();
    zubin = await t.player('orchid_k', { profile: { firstName: 'Zubin', lastName: 'Quartz', mobile: '+919876543210' } });
    ravi = await t.player('ravimenon', { profile: { firstName: 'Ravi', lastName: 'Menon', mobile: '+918123456789' } });
    neha = await t.player('nehad', { profile: { firstName: 'Neha%', lastName: 'Das', mobile: '+917000000001' } });
    // An email that is not the username, so each is searched on its own.
    const token = await signUpPlayer(t, { username: 'lotus', email: 'kiwi.mail@example.org' });
    await completeProfile(t, token, 'kiwi.mail@example.org', { firstName: 'Lila', lastName: 'Bose', mobile: '+916000000002' });
    lotus = { id: (await t.sql(`SELECT id FROM players WHERE username = 'lotus'`))[0].id, token };
    formula = await t.player('formulas', { profile: { firstName: '=HYPERLINK("http://evil.example","x")', lastName: '@SUM(A1)', mobile: '+916111111111' } });
    for (let i = 0; i < 5; i++) paged.push(await t.player(`pager${i}`, { profile: { lastName: 'Pagetest', mobile: `+91622222222${i}` } }));
  });
  afterAll(() => t.close());

  it('finds by first name, last name, "first last", username, email and mobile digits, in any letter case, and by nothing else', async () => {
    expect(await found('zUbIn')).toEqual(['orchid_k']);
    expect(await found('QUARTZ')).toEqual(['orchid_k']);
    expect(await found('zubin quartz')).toEqual(['orchid_k']);
    expect(await found('  Zubin    Quartz ')).toEqual(['orchid_k']);
    expect(await found('quartz zubin')).toEqual([]);
    expect(await found('ORCHID')).toEqual(['orchid_k']);
    expect(await found('kiwi.mail')).toEqual(['lotus']);
    expect(await found('example.org')).toEqual(['lotus']);
    expect(await found('98765')).toEqual(['orchid_k']);
    expect(await found('+91 98765 43210')).toEqual(['orchid_k']);
    expect(await found('81234')).toEqual(['ravimenon']);
    // Not searched: ids, referral codes, genders, the mobile's digits inside a word.
    expect(await found(zubin.id)).toEqual([]);
    expect(await found(zubin.referralCode)).toEqual([]);
    expect(await found('other')).toEqual([]);
    expect(await found('zubin98765')).toEqual([]);
    expect(await found('no-such-player')).toEqual([]);
    const one = await list('?q=zubin');
    expect(one.pagination).toEqual({ page: 1, limit: 20, total: 1, totalPages: 1 });
    expect(one.data[0]).toEqual({
      _id: zubin.id, first_name: 'Zubin', last_name: 'Quartz', username: 'orchid_k', email: 'orchid_k@example.com', mobile: '+919876543210',
      amount: 0, current_balance: 0, referral_balance: 0, held_balance: 0, is_profile_updated: true,
      lastLoginAt: expect.any(String), createdAt: expect.any(String), updatedAt: expect.any(String),
    });
  });

  it("matches % and _ only as themselves, never as LIKE's wildcards", async () => {
    expect(await found('%')).toEqual(['nehad']);
    expect(await found('_')).toEqual(['orchid_k']);
    expect(await found('a%d')).toEqual([]);
    expect(await found('d_k')).toEqual(['orchid_k']);
    expect(await found('h_k')).toEqual([]);
    expect(await found('\\')).toEqual([]);
  });

  it('pages a search with the right totals, newest first, pages never overlapping', async () => {
    const pages = [];
    for (let page = 1; page <= 3; page++) pages.push(await list(`?q=pagetest&limit=2&page=${page}`));
    expect(pages.map((p) => p.pagination)).toEqual([1, 2, 3].map((page) => ({ page, limit: 2, total: 5, totalPages: 3 })));
    expect(pages.map((p) => p.data.length)).toEqual([2, 2, 1]);
    const ids = pages.flatMap((p) => p.data.map((r: { _id: string }) => r._id));
    expect([...ids].sort()).toEqual(paged.map((p) => p.id).sort());
    const beyond = await list('?q=pagetest&limit=2&page=4');
    expect(beyond).toEqual({ err: 'N', msg: 'No users found', data: [], pagination: { page: 4, limit: 2, total: 5, totalPages: 3 } });
    expect((await list('?limit=100')).pagination.total).toBe(10);
  });

  it('downloads every match as CSV that parses back to the same rows, formula-looking names made text', async () => {
    const res = await fetchCsv(t.baseUrl, '/admin/users-list.csv?q=e', t.auditor);
    expect(res).toMatchObject({ status: 200, contentType: 'text/csv; charset=utf-8', disposition: 'attachment; filename="players.csv"', bom: true });
    const csv = parseCsv(res.text);
    expect(csv.header).toEqual(['id', 'username', 'first_name', 'last_name', 'email', 'mobile', 'profile_complete', 'money_balance', 'referral_balance', 'held_balance', 'last_login_at', 'created_at']);
    const json = (await list('?q=e&limit=100')).data.reverse(); // the CSV is oldest first
    expect(json.length).toBeGreaterThan(5);
    expect(csv.rows).toEqual(
      json.map((r: any) => ({
        id: r._id, username: r.username, first_name: asCsvText(r.first_name), last_name: asCsvText(r.last_name), email: r.email, mobile: asCsvText(r.mobile),
        profile_complete: 'true', money_balance: r.current_balance.toFixed(2), referral_balance: r.referral_balance.toFixed(2), held_balance: r.held_balance.toFixed(2),
        last_login_at: r.lastLoginAt ?? '', created_at: r.createdAt,
      })),
    );
    const evil = csv.rows.find((r) => r.id === formula.id)!;
    expect(evil.first_name).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(evil.last_name).toBe(`'@SUM(A1)`);
    const all = parseCsv((await t.request('GET', '/admin/users-list.csv', { token: t.admin })).body);
    expect(all.rows).toHaveLength(10);
    expect(parseCsv((await t.request('GET', '/admin/users-list.csv?q=%25', { token: t.admin })).body).rows.map((r) => r.username)).toEqual(['nehad']);
  });

  it("shows one player's page: profile, balances with held and version, the newest requests and tickets with totals", async () => {
    await t.fund(ravi, 2_000);
    await t.fund(ravi, 500);
    const withdrawal = await t.form('POST', '/user/withdraw', ravi.token, { withdraw_option: 'bank', account_holder_name: 'Ravi Menon', amount: '300', ...BANK });
    expect(withdrawal.statusCode).toBe(201);
    const roundId = await t.openRound('3h');
    for (let i = 0; i < 12; i++) expect((await t.buy(ravi, ticket(roundId, '3h', [i + 1, 20, 30, 40, 50]))).statusCode).toBe(201);
    expect((await t.put('/user/responsible-play/deposit-limits', { day: 5_000, week: null, month: 20_000 }, ravi.token)).statusCode).toBe(200);
    expect((await t.put('/user/responsible-play/reality-check', { minutes: 30 }, ravi.token)).statusCode).toBe(200);

    const res = await t.get(`/admin/users/${ravi.id}`, t.auditor);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.player).toEqual({
      _id: ravi.id, username: 'ravimenon', first_name: 'Ravi', last_name: 'Menon', email: 'ravimenon@example.com', mobile: '+918123456789',
      date_of_birth: '1990-01-15', gender: 'other', referral_code: ravi.referralCode, is_profile_updated: true,
      createdAt: expect.any(String), lastLoginAt: expect.any(String),
    });
    const [wallet] = await t.sql('SELECT version FROM wallet_balances WHERE user_id = $1', [ravi.id]);
    expect(data.balances).toEqual({ money: 2_500 - 300 - 1_200, referral: 0, held: 300, version: wallet.version });

    const deposits = (await t.get('/admin/deposits?limit=100', t.admin)).json().data.filter((r: any) => r.user._id === ravi.id);
    expect(data.deposits.total).toBe(2);
    expect(data.deposits.rows).toEqual(deposits);
    const withdrawals = (await t.get('/admin/withdraws?limit=100', t.admin)).json().data.filter((r: any) => r._id === withdrawal.json().data._id);
    expect(data.withdrawals).toEqual({ rows: withdrawals, total: 1 });
    const tickets = (await t.get('/user/tickets?limit=10', ravi.token)).json();
    expect(data.tickets).toEqual({ rows: tickets.data, total: 12 });
    expect(data.tickets.rows).toHaveLength(10);
    // The player's limits and reality check as the player sees them (their own page).
    const own = (await t.get('/user/responsible-play', ravi.token)).json().data;
    expect(data.responsiblePlay).toEqual(own);
    expect(data.responsiblePlay).toMatchObject({ prompt: 'limits_set', realityCheckMinutes: 30, pause: null });
    expect(data.responsiblePlay.depositLimits.day).toMatchObject({ limit: 5_000, pending: null });

    // Another player's page holds nothing of Ravi's.
    const other = (await t.get(`/admin/users/${lotus.id}`, t.admin)).json().data;
    expect(other).toMatchObject({ balances: { money: 0, referral: 0, held: 0 }, deposits: { rows: [], total: 0 }, withdrawals: { rows: [], total: 0 }, tickets: { rows: [], total: 0 } });
    // The list shows the held balance too.
    expect((await list('?q=ravimenon')).data[0]).toMatchObject({ current_balance: 1_000, held_balance: 300 });
  });

  it("answers 404 'Player not found' for an unknown or malformed id", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc', zubin.id.slice(0, -1), `${zubin.id}x`, encodeURIComponent("' OR 1=1 --"), 'x'.repeat(100)]) {
      const res = await t.get(`/admin/users/${id}`, t.admin);
      expect([id.slice(0, 40), res.statusCode, res.json()]).toEqual([id.slice(0, 40), 404, { err: 'Y', msg: 'Player not found', code: 'RECORDS.PLAYER_NOT_FOUND' }]);
    }
    // Past the router's longest parameter: refused before any handler, still a 4xx.
    const long = (await t.get(`/admin/users/${'x'.repeat(5000)}`, t.admin)).statusCode;
    expect(long >= 400 && long < 500).toBe(true);
    expect((await t.get(`/admin/users/${zubin.id.toUpperCase()}`, t.admin)).statusCode).toBe(200);
  });

  it('lets admins and auditors read, refuses players (even their own page) and anonymous callers', async () => {
    for (const url of ['/admin/users-list', '/admin/users-list.csv', `/admin/users/${neha.id}`]) {
      expect([url, (await t.get(url, t.auditor)).statusCode]).toEqual([url, 200]);
      expect([url, (await t.get(url, neha.token)).statusCode]).toEqual([url, 403]);
      expect([url, (await t.get(url)).statusCode]).toEqual([url, 401]);
    }
  });

  it('downloads more players than a chunk, created at one instant, each once, in the exact reverse of the list', async () => {
    await t.sql(`INSERT INTO players (username, email, referral_code, first_name, last_name, mobile, is_profile_updated, created_at, updated_at)
      SELECT 'bulk' || i, 'bulk' || i || '@example.com', 'BULK' || lpad(i::text, 6, '0'), 'Bulk', 'Chunk', NULL, false, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z'
      FROM generate_series(1, 620) i`);
    const csv = parseCsv((await fetchCsv(t.baseUrl, '/admin/users-list.csv?q=bulk', t.admin)).text);
    const ids = csv.rows.map((r) => r.id);
    expect(ids).toHaveLength(620);
    expect(new Set(ids).size).toBe(620);
    const listed: string[] = [];
    for (let page = 1; page <= 7; page++) listed.push(...(await list(`?q=bulk&limit=100&page=${page}`)).data.map((r: { _id: string }) => r._id));
    expect(ids).toEqual(listed.reverse());
    expect(parseCsv((await fetchCsv(t.baseUrl, '/admin/users-list.csv', t.admin)).text).rows).toHaveLength(630);
    await t.sql(`DELETE FROM players WHERE username LIKE 'bulk%'`);
  });

  it('answers hostile query strings with 400, never 500', async () => {
    const cases = [
      `q=${'a'.repeat(101)}`,
      'q=%00',
      'q=a%07b',
      'q=%E2%80%AE',
      'q=a&q=b',
      'page=0',
      'page=-1',
      'limit=101',
      'limit=abc',
      'unknown=1',
    ];
    for (const query of cases) {
      for (const path of ['/admin/users-list', '/admin/users-list.csv']) {
        const res = await t.get(`${path}?${query}`, t.admin);
        expect([path, query, res.statusCode]).toEqual([path, query, 400]);
        expect(res.json()).toMatchObject({ err: 'Y' });
      }
    }
    expect((await t.get(`/admin/users-list?q=${'a'.repeat(100)}`, t.admin)).statusCode).toBe(200);
    expect((await t.get(`/admin/users-list?q=${encodeURIComponent("'; DROP TABLE players; --")}`, t.admin)).json().data).toEqual([]);
    expect((await t.get(`/admin/users/%00`, t.admin)).statusCode).toBe(400);
    // Bytes that are no UTF-8 at all.
    for (const raw of ['%FF', '%E0%A4', '%C0%AF', '%', '%%41', '%u0041']) {
      const res = await t.get(`/admin/users-list?q=${raw}`, t.admin);
      expect([raw, res.statusCode < 500]).toEqual([raw, true]);
    }
  });

  it('answers any search text with the list or a 400, never a 5xx, and finds a name by any part of it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 120 }), async (q) => {
        const res = await t.get(`/admin/users-list?limit=5&q=${encodeURIComponent(q)}`, t.admin);
        expect({ q, status: [200, 400].includes(res.statusCode) }).toEqual({ q, status: true });
      }),
      { numRuns: Number(process.env.FAST_CHECK_RUNS ?? 40) },
    );
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 5 }), async (from, length) => {
        const part = 'Zubin Quartz'.slice(from, from + length).trim();
        fc.pre(part.length > 0);
        expect(await found(part.toUpperCase())).toContain('orchid_k');
      }),
      { numRuns: 20 },
    );
  });
});
