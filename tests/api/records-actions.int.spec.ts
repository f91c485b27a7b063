import { execFile } from 'node:child_process';
import { CommandBus } from '@nestjs/cqrs';
import type pg from 'pg';
import { AdminAccountsBackfill } from '../../server/src/identity/admin-accounts/admin-accounts-backfill.js';
import { CreateAdmin } from '../../server/src/identity/commands/create-admin/create-admin.command.js';
import { systemMeta } from '../../server/src/shared/cqrs/command-meta.js';
import { PG_POOL } from '../../server/src/shared/database/pg-pool.js';
import { rebuildInlineProjections } from '../../server/src/shared/event-store/projections/rebuild-inline-projections.js';
import type { RoundTimes } from '../../server/src/draws/rounds/round-calendar.js';
import { startIdentityApp, type IdentityApp } from './identity-harness.js';
import { BANK, type Player } from './money-harness.js';
import { startResultsApp, type ResultsApp } from './results-harness.js';
import { fetchCsv, parseCsv } from './csv-parse.js';

/**
 * The admin action log (contract A9) after real API calls: settings, a prize table, a
 * deposit and a withdrawal changed, a result posted, accounts created by the seeder, the
 * command line and at start for accounts without their event; who and when, filters,
 * paging, CSV; the read model rebuilt equal to the live one; a second instance neither
 * doubles a row nor misses one.
 */
describe('admin records: the admin action log', () => {
  let t: ResultsApp;
  let deputy: string;
  let ids: Record<string, string>;
  let asha: Player;
  let round: RoundTimes;
  let withdrawalId: string;
  let depositId: string;

  const actions = async (query = '', token = t.auditor) => {
    const res = await t.get(`/admin/actions${query}`, token);
    expect([query, res.statusCode]).toEqual([query, 200]);
    return res.json();
  };
  /** The log without the two accounts the harness made at the real time of the run (chief, watcher). */
  const ofTheTest = (rows: any[]) => rows.filter((r) => !(r.kind === 'admin_created' && ['chief', 'watcher'].includes(r.subject)));
  const snapshot = () => t.sql('SELECT * FROM admin_actions ORDER BY event_id');

  beforeAll(async () => {
    t = await startResultsApp();
    await t.app.get(CommandBus).execute(new CreateAdmin('deputy', 'Deputy-Admin-55!', 'admin'));
    deputy = (await t.post('/admin/login', { username: 'deputy', password: 'Deputy-Admin-55!' })).json().token;
    ids = Object.fromEntries((await t.sql('SELECT username, id FROM admins')).map((r) => [r.username, r.id]));
    asha = await t.player('asha_log');

    expect((await t.post('/admin/settings/ticket-amount/3h', { amount: 150 }, t.admin)).statusCode).toBe(200);
    expect((await t.post('/admin/settings/referral-code-amount', { amount: 25 }, deputy)).statusCode).toBe(200);
    expect((await t.request('POST', '/admin/settings/jackpot/24h/any', { payload: { twoN: 5 }, token: deputy })).statusCode).toBe(200);
    await t.fund(asha, 1_000);
    depositId = (await t.sql(`SELECT request_id FROM deposit_requests WHERE user_id = $1`, [asha.id]))[0].request_id;
    const sent = await t.form('POST', '/user/withdraw', asha.token, { withdraw_option: 'bank', account_holder_name: 'Asha', amount: '200', ...BANK });
    withdrawalId = sent.json().data._id;
    expect((await t.put(`/admin/withdraws/${withdrawalId}`, { status: 'in_progress', amount: 150 }, deputy)).statusCode).toBe(200);
    await t.app.get(CommandBus).execute(new CreateAdmin('inspector', 'Inspect-Ledger-42!', 'auditor', true, systemMeta('cli', 'records-test')));
    expect((await t.post('/admin/settings/result-source/3h', { source: 'manual' }, t.admin)).statusCode).toBe(200);
    round = await t.openReal('3h');
    t.at(round.closeAt);
    await t.closeRound(round.roundId);
    t.at(new Date(Date.parse(round.closeAt) + 60_000));
    // A witnessed draw's result: chief enters it, deputy approves it.
    const result = { num_1: 7, num_2: 14, num_3: 21, num_4: 28, num_5: 35 };
    expect((await t.request('POST', '/admin/draws/period/3h/result', { payload: result, token: t.admin })).statusCode).toBe(200);
    expect((await t.request('POST', `/admin/draws/${round.roundId}/result/approve`, { payload: result, token: deputy })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('lists each action, newest first, with who did it, what it was about and a summary; never a result before its time', async () => {
    const all = await actions('?limit=100');
    const chief = { id: ids.chief, username: 'chief', role: 'admin' };
    const dep = { id: ids.deputy, username: 'deputy', role: 'admin' };
    const system = { id: null, username: 'system', role: null };
    const roundName = 'Vibrant (3 hours) round of 6 Jan 2026, 09:00 IST';
    expect(ofTheTest(all.data).map((r: any) => [r.kind, r.actor, r.subject, r.summary])).toEqual([
      ['result', dep, round.roundId, `Result approved and posted for the ${roundName} (shown from 6 Jan 2026, 11:50 IST)`],
      ['result', chief, round.roundId, `Result entered for the ${roundName} (shown from 6 Jan 2026, 11:50 IST)`],
      ['setting', chief, 'result-source 3h', 'Result source for 3 hours: RNG → manual (witnessed draw, two admins) (from the next round)'],
      ['admin_created', { id: null, username: 'cli', role: null }, 'inspector', 'Auditor account "inspector" created'],
      ['withdrawal_request', dep, withdrawalId, 'Withdrawal request of ₹150.00: on hold → in progress; amount ₹200.00 → ₹150.00'],
      ['deposit_request', chief, depositId, 'Deposit request of ₹1,000.00: on hold → done'],
      ['prize_table', dep, 'prize-table 24h any', 'Prize table for 24 hours, any order: twoN ×4 → ×5'],
      ['setting', dep, 'referral-code-amount', 'Referral amount: ₹0.00 → ₹25.00'],
      ['setting', chief, 'ticket-amount 3h', 'Ticket amount for 3 hours: ₹100.00 → ₹150.00'],
      ['admin_created', system, 'deputy', 'Admin account "deputy" created'],
    ]);
    expect(all.data.filter((r: any) => r.kind === 'admin_created' && r.actor.username === 'system').map((r: any) => r.subject).sort()).toEqual(['chief', 'deputy', 'watcher']);
    const [approved, entered] = all.data.filter((r: any) => r.kind === 'result');
    expect(approved.details).toEqual({ roundId: round.roundId, adminId: ids.chief, approvedBy: ids.deputy });
    expect(entered.details).toEqual({ roundId: round.roundId, adminId: ids.chief });
    expect(JSON.stringify(all)).not.toMatch(/"numbers"|07 14 21 28 35/);
    expect(all.data.find((r: any) => r.kind === 'deposit_request').details).toMatchObject({ adminId: ids.chief, status: 'done', amountPaise: 100_000, revision: 2 });
    const created = all.data.find((r: any) => r.subject === 'inspector');
    expect(Object.keys(created.details).sort()).toEqual(['adminId', 'createdAt', 'role', 'username']);
    expect(JSON.stringify(all)).not.toContain('$argon2');
    expect(all.data.every((r: any) => typeof r.id === 'string' && !Number.isNaN(Date.parse(r.at)))).toBe(true);

    t.at(round.drawAt);
    const shown = (await actions('?kind=result')).data[0];
    expect(shown.summary).toBe(`Result approved and posted for the ${roundName}: 07 14 21 28 35`);
    expect(shown.details).toEqual({
      roundId: round.roundId, numbers: [7, 14, 21, 28, 35], letter: null, adminId: ids.chief, approvedBy: ids.deputy, entry: 1, enteredAt: expect.any(String),
    });
  });

  it('filters by kind, by actor (id, username in any case, cli, system) and by IST days, and pages', async () => {
    const subjects = async (query: string) => ofTheTest((await actions(`${query}&limit=100`)).data).map((r: any) => r.subject);
    expect(await subjects('?kind=setting')).toEqual(['result-source 3h', 'referral-code-amount', 'ticket-amount 3h']);
    expect(await subjects('?kind=prize_table')).toEqual(['prize-table 24h any']);
    expect(await subjects('?kind=deposit_request')).toEqual([depositId]);
    expect(await subjects('?kind=withdrawal_request')).toEqual([withdrawalId]);
    expect(await subjects('?actor=DEPUTY')).toEqual([round.roundId, withdrawalId, 'prize-table 24h any', 'referral-code-amount']);
    expect(await subjects(`?actor=${ids.chief}`)).toEqual([round.roundId, 'result-source 3h', depositId, 'ticket-amount 3h']);
    expect(await subjects(`?actor=${ids.chief.toUpperCase()}&kind=setting`)).toEqual(['result-source 3h', 'ticket-amount 3h']);
    expect(await subjects('?actor=cli')).toEqual(['inspector']);
    expect((await actions('?actor=system&limit=100')).data.map((r: any) => r.subject).sort()).toEqual(['chief', 'deputy', 'watcher']);
    expect(await subjects('?actor=nobody')).toEqual([]);
    expect(await subjects('?actor=watcher')).toEqual([]);

    // Days are India's: 23:59:59.999 IST is still the 6th, 00:00 IST the 7th.
    t.at('2026-01-06T18:29:59.999Z');
    expect((await t.post('/admin/settings/latest-news', { url: 'https://news.example/late' }, t.admin)).statusCode).toBe(200);
    t.at('2026-01-06T18:30:00.000Z');
    expect((await t.post('/admin/settings/latest-news', { url: 'https://news.example/next' }, t.admin)).statusCode).toBe(200);
    const sixth = await subjects('?from=2026-01-06&to=2026-01-06');
    expect(sixth[0]).toBe('latest-news');
    expect(sixth).toHaveLength(11);
    expect((await actions('?from=2026-01-07&to=2026-01-07')).data.map((r: any) => r.summary)).toEqual(['Latest news: https://news.example/late → https://news.example/next']);
    expect(await subjects('?to=2026-01-05')).toEqual([]);
    expect((await actions('?from=2026-01-06&kind=setting')).pagination.total).toBe(5);

    const page = async (n: number) => actions(`?kind=setting&limit=3&page=${n}`);
    const [p1, p2] = [await page(1), await page(2)];
    expect([p1.pagination, p2.pagination]).toEqual([
      { page: 1, limit: 3, total: 5, totalPages: 2 },
      { page: 2, limit: 3, total: 5, totalPages: 2 },
    ]);
    expect([...p1.data, ...p2.data].map((r: any) => r.subject)).toEqual(['latest-news', 'latest-news', 'result-source 3h', 'referral-code-amount', 'ticket-amount 3h']);
  });

  it('records a retried change (same Idempotency-Key) once', async () => {
    const before = (await actions('?kind=setting')).pagination.total;
    const key = { 'idempotency-key': 'records-retry-1' };
    for (let i = 0; i < 2; i++) {
      const res = await t.request('POST', '/admin/settings/ticket-amount/6h', { payload: { amount: 250 }, token: t.admin, headers: key });
      expect(res.statusCode).toBe(200);
    }
    const after = await actions('?kind=setting');
    expect(after.pagination.total).toBe(before + 1);
    expect(after.data[0].summary).toBe('Ticket amount for 6 hours: ₹200.00 → ₹250.00');
  });

  it('downloads the log as CSV, oldest first, with the same rows', async () => {
    const csv = await fetchCsv(t.baseUrl, '/admin/actions.csv?kind=setting', t.auditor);
    expect(csv).toMatchObject({ status: 200, bom: true, disposition: 'attachment; filename="admin-actions.csv"' });
    const { header, rows } = parseCsv(csv.text);
    expect(header).toEqual(['at', 'kind', 'actor_username', 'actor_role', 'actor_id', 'subject', 'summary', 'details', 'id']);
    const list = (await actions('?kind=setting&limit=100')).data.reverse();
    expect(rows).toEqual(
      list.map((r: any) => ({
        at: r.at, kind: r.kind, actor_username: r.actor.username, actor_role: r.actor.role ?? '', actor_id: r.actor.id ?? '', subject: r.subject,
        summary: r.summary, details: JSON.stringify(r.details), id: r.id,
      })),
    );
  });

  it('records accounts that have no AdminCreated yet at start, once, whichever instance does it', async () => {
    await t.sql(`INSERT INTO admins (id, username, password_hash, role, created_at) VALUES (gen_random_uuid(), 'legacy', 'not-a-hash', 'admin', '2025-12-01T04:30:00Z')`);
    const backfill = t.app.get(AdminAccountsBackfill);
    expect(await backfill.run()).toBe(1);
    expect(await backfill.run()).toBe(0);
    const legacy = (await actions('?actor=system&limit=100')).data.find((r: any) => r.subject === 'legacy');
    expect(legacy).toMatchObject({ kind: 'admin_created', at: '2025-12-01T04:30:00.000Z', summary: 'Admin account "legacy" created' });
    expect(legacy.details).toEqual({ adminId: expect.any(String), username: 'legacy', role: 'admin', createdAt: '2025-12-01T04:30:00.000Z' });
    expect((await actions('?from=2025-12-01&to=2025-12-01')).data.map((r: any) => r.subject)).toEqual(['legacy']);
  });

  describe('with a second instance on the same database', () => {
    let b: IdentityApp;
    beforeAll(async () => {
      b = await startIdentityApp({ shareWith: t, env: { ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'Chief@12345' } });
    });
    afterAll(() => b.close());

    it('neither doubles nor misses a row: the start-up backfill and each change happen once', async () => {
      const before = await snapshot();
      // b started (its backfill ran): nothing new.
      expect(await snapshot()).toEqual(before);
      await t.sql(`INSERT INTO admins (id, username, password_hash, role, created_at) VALUES (gen_random_uuid(), 'legacy2', 'x', 'auditor', '2025-12-02T04:30:00Z')`);
      const recorded = await Promise.all([t.app.get(AdminAccountsBackfill).run(), b.app.get(AdminAccountsBackfill).run()]);
      expect(recorded[0] + recorded[1]).toBe(1);
      const res = await b.request('POST', '/admin/settings/ticket-amount/12h', { payload: { amount: 350 }, token: t.admin });
      expect(res.statusCode).toBe(200);
      const after = await snapshot();
      expect(after).toHaveLength(before.length + 2);
      const fromA = (await actions('?limit=100')).data;
      const fromB = (await b.get('/admin/actions?limit=100', t.auditor)).json().data;
      expect(fromB).toEqual(fromA);
      expect(fromA[0]).toMatchObject({ kind: 'setting', subject: 'ticket-amount 12h', actor: { username: 'chief' } });
    });
  });

  it('rebuilds from the events into a table equal to the live one (npm run projections:rebuild)', async () => {
    const pool = t.app.get<pg.Pool>(PG_POOL);
    const live = await snapshot();
    expect(live.length).toBeGreaterThan(10);
    // The command as built (`npm test` builds first): one name rebuilds the table, so all six.
    const cli = await new Promise<{ code: number; out: string }>((done) =>
      execFile(
        process.execPath,
        [new URL('../../server/dist/server/src/cli/rebuild-projections.js', import.meta.url).pathname, 'admin_actions_settings'],
        {
          // The same first admin as this app's, so the tool's start seeds no other.
          env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: t.db.url, DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', NODE_OPTIONS: '', ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'Chief@12345' },
        },
        (error, out, err) => done({ code: error ? Number(error.code ?? 1) : 0, out: out + err }),
      ),
    );
    expect(cli.code).toBe(0);
    expect(cli.out).toMatch(/admin_actions_settings\s+\d+ events/);
    expect(await snapshot()).toEqual(live);
    const results = await rebuildInlineProjections(pool, ['admin_actions_results']);
    expect(results).toEqual([expect.objectContaining({ name: 'admin_actions_results' })]);
    expect(await snapshot()).toEqual(live);
    await t.sql('TRUNCATE admin_actions');
    const every = await rebuildInlineProjections(pool);
    expect(every.map((r) => r.name)).toEqual(expect.arrayContaining(['admin_actions_accounts', 'admin_actions_deposits', 'admin_actions_prize_tables', 'admin_actions_results', 'admin_actions_settings', 'admin_actions_withdrawals']));
    expect(await snapshot()).toEqual(live);
  }, 60_000);

  it('downloads more actions than a chunk, each once, in the exact reverse of the list (rows written straight to the read model)', async () => {
    await t.sql(`INSERT INTO admin_actions (event_id, global_position, stream_id, stream_version, event_type, kind, at, actor, subject, details)
      SELECT gen_random_uuid(), 1000000 + i, 'settings', 1000 + i, 'LatestNewsChanged', 'setting', '2025-06-01T00:00:00Z', 'admin:${ids.chief}',
        'latest-news', jsonb_build_object('url', 'https://news.example/' || i)
      FROM generate_series(1, 530) i`);
    try {
      const csv = parseCsv((await fetchCsv(t.baseUrl, '/admin/actions.csv?to=2025-06-01', t.admin)).text).rows;
      expect(csv).toHaveLength(530);
      expect(new Set(csv.map((r) => r.id)).size).toBe(530);
      expect(csv.map((r) => r.summary)).toEqual(Array.from({ length: 530 }, (_, i) => `Latest news: (none) → https://news.example/${i + 1}`));
      expect(csv.every((r) => r.actor_username === 'chief')).toBe(true);
    } finally {
      await t.sql(`DELETE FROM admin_actions WHERE global_position > 1000000`);
    }
  });

  it('lets admins and auditors read, refuses players and anonymous callers, answers hostile query strings with 400', async () => {
    for (const url of ['/admin/actions', '/admin/actions.csv']) {
      expect([url, (await t.get(url, t.admin)).statusCode]).toEqual([url, 200]);
      expect([url, (await t.get(url, asha.token)).statusCode]).toEqual([url, 403]);
      expect([url, (await t.get(url)).statusCode]).toEqual([url, 401]);
      const hostile = [
        'kind=audit_run', 'kind=SETTING', 'kind=a&kind=b', `actor=${'a'.repeat(101)}`, 'actor=%00', 'actor=%E2%80%AE', 'actor=a&actor=b',
        'from=2026-02-30', 'from=06-01-2026', 'to=2026-1-6', 'from=2026-01-07&to=2026-01-06', 'page=0', 'limit=101', 'limit=%20', 'extra=1',
      ];
      for (const query of hostile) {
        const res = await t.get(`${url}?${query}`, t.admin);
        expect([url, query, res.statusCode]).toEqual([url, query, 400]);
      }
    }
    expect((await t.get(`/admin/actions?actor=${encodeURIComponent("x' OR '1'='1")}`, t.admin)).json().data).toEqual([]);
    expect((await t.get(`/admin/actions?actor=%25`, t.admin)).json().data).toEqual([]);
  });
});
