import { jest } from '@jest/globals';
import { AuditRunner } from '../../server/src/audit/runs/audit-runner.js';
import { changedTables } from '../api/identity-state.js';
import { startResultsApp, type ResultsApp } from '../api/results-harness.js';
import { DatabaseFingerprints } from './authorization-fingerprints.js';
import { leaksIn } from './authorization-leaks.js';
import { allows, AUDITOR_WRITES, AUTHORIZATION_MATRIX, ROLES, type Answer } from './authorization-matrix.js';
import { BEFORE } from './authorization-requests.js';
import { registeredRoutes } from '../api/registered-routes.js';
import { documentedRoutes } from './authorization-routes.js';
import { send } from './authorization-send.js';
import { GOOGLE, MatrixWorld } from './authorization-world.js';
import { recordFigures } from './figures.js';

/**
 * Issue 13, the authorization matrix: every route of the served OpenAPI document x
 * {anonymous, player, other player, admin, auditor}, each request built with real ids (a
 * funded player with tickets, deposits, a withdrawal with its upload, an audit run, a
 * closed manual round awaiting its result: authorization-world.ts), each answer compared with the
 * one table (authorization-matrix.ts). Around every request that must change nothing (a
 * refusal, an auditor's request, any GET) the whole database is fingerprinted; every answer
 * the other player or an anonymous caller gets is searched for the first player's data
 * (authorization-leaks.ts). Then: the other player naming her in the query of every player
 * read; the sessions the matrix ended (her password change, the logouts) refused
 * everywhere; the public pages; the audit.
 *
 * A little over the house's 150 lines: six tests sharing one world and one set of figures.
 * Both profiles run the whole matrix (it is small).
 */
jest.setTimeout(240_000);

describe('authorization: every route x every role, as the one table says', () => {
  let t: ResultsApp;
  let w: MatrixWorld;
  let fingerprints: DatabaseFingerprints;
  const figures = { requests: 0, fiveXx: 0, rejectedChanged: 0, quietChanged: 0, leaks: 0, quietChecked: 0, ownAnswersWithHerData: 0, digestMs: 0, matrixMs: 0 };

  beforeAll(async () => {
    // Up to twelve new accounts from one address (two players, five by the sign-up routes, five by Google): more than the default hourly cap of 10.
    t = await startResultsApp({ googleCerts: { 'test-kid': GOOGLE.certificate }, env: { REGISTRATIONS_PER_ADDRESS_PER_HOUR: '50' } });
    fingerprints = new DatabaseFingerprints(t.db.url, figures);
    w = await MatrixWorld.build(t);
  });
  afterAll(async () => {
    await fingerprints?.end();
    await t?.app.get(AuditRunner).settled();
    await t?.liveStreamsGone();
    await t?.close();
  });

  it('classifies every route of the served document, and the document lists exactly the routes Nest serves', async () => {
    const documented = await documentedRoutes(t);
    expect(registeredRoutes(t.app).map((r) => r.key).sort()).toEqual([...documented].sort());
    const table = Object.keys(AUTHORIZATION_MATRIX);
    expect({ missingFromTable: documented.filter((k) => !table.includes(k)), notInDocument: table.filter((k) => !documented.includes(k)) }).toEqual({
      missingFromTable: [],
      notInDocument: [],
    });
    expect(documented.length).toBeGreaterThanOrEqual(86);
  });

  // Before the matrix, whose last routes end the players' sessions.
  it('gives the other player only their own data when the query names the first player too', async () => {
    const { asha } = w;
    const reads = Object.entries(AUTHORIZATION_MATRIX).filter(([key, e]) => key.startsWith('GET /user/') && e.other === e.player && allows(e.player, 200));
    expect(reads.length).toBeGreaterThanOrEqual(15);
    const naming = new URLSearchParams({ user_id: asha.id, userId: asha.id, username: asha.username, email: asha.email }).toString();
    for (const [key] of reads) {
      const url = w.urlOf(key);
      const reply = await send(w, figures, key, { ...w.callerOf('other') }, `${url}${url.includes('?') ? '&' : '?'}${naming}`);
      // Refusing the unknown parameters (400) or ignoring them (200) are both fine; her data is not.
      expect([key, [200, 400].includes(reply.status), leaksIn(w.secrets, reply.body)]).toEqual([key, true, []]);
    }
  });

  it('answers every route x role as the table says; nothing of the first player reaches another; what must change nothing changes nothing', async () => {
    const started = performance.now();
    w.ended['player before her password change'] = w.asha.token;
    const mismatches: string[] = [];
    let state: Record<string, string> | null = null;
    for (const [key, expected] of Object.entries(AUTHORIZATION_MATRIX)) {
      BEFORE[key]?.(t);
      const isPublic = [expected.anonymous].flat().every((s) => s < 300);
      // Refusals first (they must not depend on what the allowed requests do), then the allowed callers.
      const order = [...ROLES].sort((a, b) => Number(!refuses(expected[a])) - Number(!refuses(expected[b])));
      for (const role of order) {
        const rejected = refuses(expected[role]);
        const quiet = rejected || key.startsWith('GET ') || (role === 'auditor' && !isPublic && !AUDITOR_WRITES.has(key));
        const before = quiet ? (state ?? (await fingerprints.take())) : null;
        const reply = await send(w, figures, key, w.callerOf(role));
        state = null;
        if (!allows(expected[role], reply.status)) mismatches.push(`${key} as ${role}: expected ${show(expected[role])}, got ${reply.status} ${reply.body.slice(0, 200)}`);
        // The search is not blind: her own answers (profile, requests, tickets, statement) do carry her data.
        if (role === 'player' && leaksIn(w.secrets, reply.body).length) figures.ownAnswersWithHerData++;
        if (role === 'other' || role === 'anonymous') {
          const leaks = leaksIn(w.secrets, reply.body);
          figures.leaks += leaks.length ? 1 : 0;
          if (leaks.length) mismatches.push(`${key} as ${role}: the first player's data in the answer: ${leaks.join(', ')}`);
        }
        if (before) {
          state = await fingerprints.take();
          figures.quietChecked++;
          const changed = changedTables(before, state);
          if (changed.length) {
            figures[rejected ? 'rejectedChanged' : 'quietChanged']++;
            mismatches.push(`${key} as ${role} (${reply.status}) changed ${changed.join(', ')}`);
          }
        }
      }
    }
    figures.matrixMs = performance.now() - started;
    expect(mismatches).toEqual([]);
    // The allowed changes were real: the admin's decisions, the result and the purchases are in the log.
    expect(await t.sql(`SELECT status FROM deposit_requests WHERE request_id::text = $1`, [w.ids.openDeposit])).toEqual([{ status: 'done' }]);
    expect((await t.sql(`SELECT result_num_1 FROM rounds WHERE round_id = $1`, [w.round12h]))[0].result_num_1).toBe(4);
    const witnesses = `SELECT a.username AS entered, b.username AS approved FROM rounds r
      JOIN admins a ON a.id::text = r.result_admin_id::text JOIN admins b ON b.id::text = r.result_approver_id::text WHERE r.round_id = $1`;
    expect(await t.sql(witnesses, [w.round12h])).toEqual([{ entered: 'chief', approved: 'approver' }]);
    expect((await t.get('/admin/settings/result-source', t.admin)).json().data['3h']).toBe('manual');
    expect(await t.ticketRows(w.bram)).toHaveLength(2);
    expect(figures.ownAnswersWithHerData).toBeGreaterThanOrEqual(10);
  });

  it('refuses the sessions the matrix ended (401) on every route that needs one, and they change nothing', async () => {
    const { ended } = w;
    ended['other after logout'] = w.bram.token;
    expect(Object.keys(ended)).toHaveLength(4);
    const guarded = Object.entries(AUTHORIZATION_MATRIX).filter(([, e]) => e.anonymous === 401).map(([key]) => key);
    const before = await fingerprints.take();
    const answers = new Set<string>();
    for (const [whose, token] of Object.entries(ended)) {
      for (const key of guarded) {
        const reply = await send(w, figures, key, { role: 'anonymous', token, fresh: { username: 'nobody', email: 'nobody@example.com' } });
        if (reply.status !== 401) answers.add(`${key} with the ${whose} session: ${reply.status}`);
      }
    }
    const changed = changedTables(before, await fingerprints.take());
    figures.rejectedChanged += changed.length ? 1 : 0;
    expect({ answers: [...answers], changed }).toEqual({ answers: [], changed: [] });
  });

  it("serves the client's public pages to anonymous visitors as its HTML shell, with nothing of any player in it", async () => {
    const pages = ['/', '/register', '/forgot-password', '/reset-password', '/admin/login', '/results/3h', `/draws/${w.round12h}/proof`];
    for (const page of pages) {
      figures.requests++;
      const res = await fetch(t.baseUrl + page, { headers: { accept: 'text/html,application/xhtml+xml' } });
      const html = await res.text();
      if (res.status >= 500) figures.fiveXx++;
      expect([page, res.status, res.headers.get('content-type'), html.includes('<div id="root">'), leaksIn(w.secrets, html)]).toEqual([page, 200, 'text/html; charset=utf-8', true, []]);
    }
  });

  it('leaves the books balanced (the audit passes), and records the figures', async () => {
    const report = await t.audit();
    recordFigures({
      part: 'authorization',
      requests: figures.requests,
      fiveXx: figures.fiveXx,
      rejectedChanged: figures.rejectedChanged,
      lost: 0,
      doubled: 0,
      audit: report.ok ? 'passed' : 'failed',
      details: {
        routes: Object.keys(AUTHORIZATION_MATRIX).length,
        'route x role answers': Object.keys(AUTHORIZATION_MATRIX).length * ROLES.length,
        'ended sessions refused': Object.keys(w.ended).length,
        'requests checked to change nothing': figures.quietChecked,
        'changed by auditors or reads': figures.quietChanged,
        "answers to others carrying the first player's data": figures.leaks,
        "her own answers carrying her data (the search works)": figures.ownAnswersWithHerData,
        'matrix run (s)': Math.round(figures.matrixMs / 100) / 10,
        'of which database fingerprints (s)': Math.round(figures.digestMs / 100) / 10,
      },
    });
    expect(report.failures).toEqual([]);
    expect(figures).toMatchObject({ fiveXx: 0, rejectedChanged: 0, quietChanged: 0, leaks: 0 });
  });
});

const refuses = (answer: Answer) => [answer].flat().every((s) => s >= 400 && s < 500);
const show = (answer: Answer) => [answer].flat().join('|');
