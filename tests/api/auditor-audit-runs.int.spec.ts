import pg from 'pg';
import { AuditRunner } from '../../server/src/audit/runs/audit-runner.js';
import { parseCsv } from './csv-parse.js';
import { startIdentityApp, type IdentityApp } from './identity-harness.js';
import { BANK, startMoneyApp, type MoneyApp, type Player } from './money-harness.js';

/**
 * Whole-system audits from the console (contract A7): started in the background, one at a
 * time across instances, progress and report stored so any instance answers; a run whose
 * instance died shows as abandoned; an altered event fails the run and its problems name
 * the wallet.
 */
describe('auditor console: audit runs', () => {
  let t: MoneyApp;
  let other: IdentityApp;
  let asha: Player;
  let ravi: Player;

  beforeAll(async () => {
    t = await startMoneyApp();
    other = await startIdentityApp({ shareWith: t });
    asha = await t.player('asha_ar');
    ravi = await t.player('ravi_ar', { referralCode: asha.referralCode });
    await t.fund(asha, 2000);
    await t.fund(ravi, 500);
    const sent = await t.form('POST', '/user/withdraw', asha.token, { withdraw_option: 'bank', account_holder_name: 'Asha', amount: '300', ...BANK });
    expect((await t.put(`/admin/withdraws/${sent.json().data._id}`, { status: 'done' }, t.admin)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const start = (token: string, app: IdentityApp = t) => app.request('POST', '/admin/audit/runs', { token, payload: {} });
  const run = async (id: string, app: IdentityApp = t) => (await app.get(`/admin/audit/runs/${id}`, t.auditor)).json().data;
  /** Until the background run of either instance has stored its outcome. */
  const settled = () => Promise.all([t, other].map((app) => app.app.get(AuditRunner).settled()));
  const complete = async (token = t.auditor) => {
    const res = await start(token);
    expect(res.statusCode).toBe(202);
    await settled();
    return run(res.json().data.id);
  };

  it('runs the audit in the background: 202 at once, then passed with its counts, at 100%', async () => {
    const res = await start(t.auditor);
    expect(res.statusCode).toBe(202);
    const [watcher] = await t.sql(`SELECT id FROM admins WHERE username = 'watcher'`);
    expect(res.json()).toMatchObject({
      err: 'N',
      msg: 'Audit started',
      data: { status: 'running', startedBy: { id: watcher.id, username: 'watcher', role: 'auditor' }, finishedAt: null, report: null, error: null },
    });
    await settled();
    const done = await run(res.json().data.id, other);
    expect(done).toMatchObject({
      id: res.json().data.id,
      status: 'passed',
      startedAt: res.json().data.startedAt,
      finishedAt: expect.any(String),
      progress: { stage: 'done', percent: 100 },
      error: null,
      report: {
        ok: true,
        failures: [],
        counts: { wallets: 2, brokenChains: 0, balanceMismatches: 0, ledgerTotal: 0, deposits: 2, withdrawals: 1, rounds: 0 },
        problems: [],
      },
    });
    const [events] = await t.sql(`SELECT count(*)::int AS n FROM events WHERE stream_id LIKE 'wallet-%'`);
    expect(done.report.counts.events).toBe(events.n);
  });

  it('reports progress while it runs, and answers every other start, in either instance, with the run that is going', async () => {
    // The replay goes through; the checks that read the ledger wait on this lock.
    const blocker = new pg.Client({ connectionString: t.db.url });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE ledger_postings IN ACCESS EXCLUSIVE MODE');
    let id: string;
    try {
      const answers = await Promise.all([start(t.auditor), start(t.admin), start(t.auditor, other), start(t.admin, other)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 202]);
      const ids = new Set(answers.map((a) => a.json().data.id));
      expect(ids.size).toBe(1);
      id = [...ids][0];
      for (const a of answers.filter((a) => a.statusCode === 200)) expect(a.json()).toMatchObject({ msg: 'An audit is already running', data: { id, status: 'running' } });
      expect(await t.sql(`SELECT count(*)::int AS n FROM audit_runs WHERE status = 'running'`)).toEqual([{ n: 1 }]);

      // The heartbeat carries the progress to the table; the other instance reads it.
      let seen = await run(id, other);
      for (const until = Date.now() + 15_000; seen.progress.percent < 80 && Date.now() < until; ) {
        await new Promise((r) => setTimeout(r, 200));
        seen = await run(id, other);
      }
      expect(seen.status).toBe('running');
      expect(seen.progress.percent).toBeGreaterThanOrEqual(80);
      expect(seen.progress.percent).toBeLessThan(100);
      expect(['chains', 'balances', 'ledger', 'money-requests', 'settlements']).toContain(seen.progress.stage);
      expect((await start(t.auditor)).statusCode).toBe(200);
    } finally {
      await blocker.query('ROLLBACK');
      await blocker.end();
    }
    await settled();
    expect(await run(id!)).toMatchObject({ status: 'passed', progress: { stage: 'done', percent: 100 } });
    expect(await t.sql(`SELECT count(*)::int AS n FROM audit_runs WHERE status = 'running'`)).toEqual([{ n: 0 }]);
  });

  it('fails on an altered event and names its wallet in the report’s problems', async () => {
    const [credit] = await t.sql(`SELECT event_id, stream_version, data FROM events WHERE stream_id = $1 AND type = 'DepositCredited'`, [`wallet-${ravi.id}`]);
    await t.sql(`UPDATE events SET data = jsonb_set(data, '{amountPaise}', '5000000') WHERE event_id = $1`, [credit.event_id]);
    try {
      const failed = await complete(t.admin);
      expect(failed).toMatchObject({ status: 'failed', progress: { percent: 100 }, report: { ok: false, counts: { brokenChains: 1 } } });
      expect(failed.report.counts.balanceMismatches).toBeGreaterThan(0);
      expect(failed.report.problems).toEqual(
        expect.arrayContaining([
          { kind: 'chain', message: expect.stringContaining(`wallet-${ravi.id}`), userId: ravi.id, version: credit.stream_version },
          { kind: 'balance', message: expect.stringContaining(ravi.id), userId: ravi.id },
          { kind: 'money-request', message: expect.stringContaining('the request is of ₹500.00'), userId: ravi.id },
        ]),
      );
      // Only the altered wallet is named.
      expect(new Set(failed.report.problems.map((p: any) => p.userId).filter(Boolean))).toEqual(new Set([ravi.id]));
      // The same problems as CSV, for an auditor too.
      const csv = await t.request('GET', `/admin/audit/runs/${failed.id}/problems.csv`, { token: t.auditor });
      expect(csv.statusCode).toBe(200);
      const { header, rows } = parseCsv(csv.body);
      expect(header).toEqual(['kind', 'message', 'user_id', 'round_id', 'version']);
      expect(rows).toEqual(
        failed.report.problems.map((p: any) => ({ kind: p.kind, message: p.message, user_id: p.userId ?? '', round_id: p.roundId ?? '', version: p.version === undefined ? '' : String(p.version) })),
      );
    } finally {
      await t.sql('UPDATE events SET data = $2 WHERE event_id = $1', [credit.event_id, credit.data]);
    }
    expect((await complete()).status).toBe('passed');
  });

  it('shows a run whose instance died (no heartbeat for a minute) as abandoned, and starts a new one past it', async () => {
    const [admin] = await t.sql(`SELECT id FROM admins WHERE username = 'chief'`);
    const dead = '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f';
    await t.sql(
      `INSERT INTO audit_runs (id, started_by, started_at, heartbeat_at, status, progress)
       VALUES ($1, $2, now() - interval '5 minutes', clock_timestamp() - interval '61 seconds', 'running', $3)`,
      [dead, admin.id, JSON.stringify({ stage: 'wallets', percent: 12, done: 12, total: 100, message: 'Replaying' })],
    );
    expect(await run(dead, other)).toMatchObject({ status: 'abandoned', finishedAt: null, progress: { percent: 12 } });
    const list = (await other.get('/admin/audit/runs?limit=100', t.auditor)).json().data;
    expect(list.find((r: any) => r.id === dead).status).toBe('abandoned');
    const fresh = await complete();
    expect(fresh.status).toBe('passed');
    expect(await t.sql('SELECT status FROM audit_runs WHERE id = $1', [dead])).toEqual([{ status: 'abandoned' }]);
  });

  it('stores an error when the audit cannot finish', async () => {
    await t.sql('ALTER TABLE withdrawal_requests RENAME TO withdrawal_requests_away');
    let failed: any;
    try {
      failed = await complete();
    } finally {
      await t.sql('ALTER TABLE withdrawal_requests_away RENAME TO withdrawal_requests');
    }
    expect(failed).toMatchObject({ status: 'error', finishedAt: expect.any(String), report: null, error: expect.stringContaining('withdrawal_requests') });
    expect((await complete()).status).toBe('passed');
  });

  it('lists runs newest first without their reports; 404 for unknown ids; players and the anonymous refused; bad paging 400', async () => {
    const res = await t.get('/admin/audit/runs?page=1&limit=2', t.auditor);
    expect(res.statusCode).toBe(200);
    const { data, pagination } = res.json();
    const [all] = await t.sql('SELECT count(*)::int AS n FROM audit_runs');
    expect(pagination).toEqual({ page: 1, limit: 2, total: all.n, totalPages: Math.ceil(all.n / 2) });
    const newest = await t.sql('SELECT id FROM audit_runs ORDER BY seq DESC LIMIT 2');
    expect(data.map((r: any) => r.id)).toEqual(newest.map((r) => r.id));
    expect(data.every((r: any) => r.report === null)).toBe(true);
    expect((await t.get('/admin/audit/runs', t.admin)).statusCode).toBe(200);

    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', '1%20OR%201=1']) {
      const missing = await t.get(`/admin/audit/runs/${id}`, t.auditor);
      expect([id, missing.statusCode, missing.json()]).toEqual([id, 404, { err: 'Y', msg: 'Audit run not found', code: 'AUDIT.RUN_NOT_FOUND' }]);
      expect([id, (await t.get(`/admin/audit/runs/${id}/problems.csv`, t.auditor)).statusCode]).toEqual([id, 404]);
    }
    // A run that found nothing downloads the header alone.
    const clean = await t.request('GET', `/admin/audit/runs/${newest[0].id}/problems.csv`, { token: t.admin });
    expect([clean.statusCode, parseCsv(clean.body).rows]).toEqual([200, []]);
    for (const [method, url] of [
      ['POST', '/admin/audit/runs'],
      ['GET', '/admin/audit/runs'],
      ['GET', `/admin/audit/runs/${newest[0].id}`],
      ['GET', `/admin/audit/runs/${newest[0].id}/problems.csv`],
    ]) {
      expect([url, (await t.request(method, url, { token: asha.token, payload: method === 'POST' ? {} : undefined })).statusCode]).toEqual([url, 403]);
      expect([url, (await t.request(method, url, { payload: method === 'POST' ? {} : undefined })).statusCode]).toEqual([url, 401]);
    }
    for (const query of ['?page=0', '?limit=101', '?limit=-5', '?page=abc', '?__proto__=1', '?sort=id', '?page=%00']) {
      expect([query, (await t.get(`/admin/audit/runs${query}`, t.auditor)).statusCode]).toEqual([query, 400]);
    }
    expect(await t.sql(`SELECT count(*)::int AS n FROM audit_runs`)).toEqual([{ n: all.n }]);
  });
});
