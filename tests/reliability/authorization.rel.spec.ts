import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import pg from 'pg';
import { AuditRunner } from '../../server/src/audit/runs/audit-runner.js';
import { samplePng } from '../../server/src/shared/uploads/testing/hostile-uploads.js';
import { AfterAnswer } from '../../server/src/shared/http/after-answer.js';
import { ticket } from '../api/draws-harness.js';
import { idToken, makeSigningKey } from '../api/google-tokens.js';
import type { IdentityApp } from '../api/identity-harness.js';
import { changedTables, databaseState } from '../api/identity-state.js';
import { openLiveStream } from '../api/live-stream.js';
import { BANK, type FilePart, type Player } from '../api/money-harness.js';
import { startResultsApp, type ResultsApp } from '../api/results-harness.js';
import { allows, AUDITOR_WRITES, AUTHORIZATION_MATRIX, ROLES, type Answer, type Role } from './authorization-matrix.js';
import { recordFigures } from './figures.js';

/**
 * Issue 13, the authorization matrix: every route of the served OpenAPI document x
 * {anonymous, player, other player, admin, auditor}, each request built with real ids (a
 * funded player with tickets, deposits, a withdrawal with its upload, an audit run, a
 * closed round awaiting its result), each answer compared with the one table
 * (authorization-matrix.ts). Around every request that must change nothing (a refusal,
 * an auditor's request, any GET) the whole database is fingerprinted; every answer the
 * other player or an anonymous caller gets is searched for the first player's data. Then:
 * the other player naming her in the query of every player read; the sessions the matrix
 * ended (her password change, the logouts) refused everywhere; the public pages; the audit.
 *
 * Longer than the house's 150 lines: the requests of 86 routes are data of this one test.
 * Both profiles run the whole matrix (it is small).
 */
jest.setTimeout(240_000);

const PASSWORD = 'Quiet-Harbor-73!';
const NEW_PASSWORD = 'Calm-Meadow-2951!';
const google = makeSigningKey();

interface Account extends Player {
  email: string;
  mobile: string;
}
/** Who sends: the role, its session, its own player (players) and its own new account for the public sign-in routes. */
interface Caller {
  role: Role;
  token?: string;
  me?: Account;
  fresh: { username: string; email: string };
}
interface Send {
  json?: unknown;
  form?: { fields: Record<string, string>; file?: FilePart };
  /** A session other than the caller's usual one (undefined: the usual one). */
  token?: string;
  after?: (status: number, body: any) => void;
}
interface Reply {
  status: number;
  body: string;
}

describe('authorization: every route x every role, as the one table says', () => {
  let t: ResultsApp;
  let asha: Account;
  let bram: Account;
  let round3h: string;
  let round12h: string;
  let fingerprints: pg.Client | undefined;
  let ids: { openDeposit: string; openWithdrawal: string; upload: string; auditRun: string; ashaTicket: string };
  /** The first player's data the other player and anonymous callers must never see. */
  const secrets = new Set<string>();
  /** The first player's distinctive amounts (rupees): her deposits and withdrawals. */
  const AMOUNTS = { fund: 7919, openDeposit: 6173, openWithdrawal: 2851, deposit: 1357, withdrawal: 1246 };
  /** Sessions the matrix ends (a password change, the logouts), by whose they were. */
  const ended: Record<string, string> = {};
  const figures = { requests: 0, fiveXx: 0, rejectedChanged: 0, quietChanged: 0, leaks: 0, quietChecked: 0, ownAnswersWithHerData: 0, digestMs: 0, matrixMs: 0 };

  beforeAll(async () => {
    // Up to twelve new accounts from one address (two players, five by the sign-up routes, five by Google): more than the default hourly cap of 10.
    t = await startResultsApp({ googleCerts: { 'test-kid': google.certificate }, env: { REGISTRATIONS_PER_ADDRESS_PER_HOUR: '50' } });
    const account = async (name: string, mobile: string, first: string, last: string): Promise<Account> => {
      const player = await t.player(name, { profile: { firstName: first, lastName: last, mobile } });
      return { ...player, email: `${name}@example.com`, mobile };
    };
    asha = await account('asha_matrix', '+919812345670', 'Ashwini', 'Raghunathan');
    bram = await account('bram_matrix', '+919765432108', 'Bramhanand', 'Kulkarni');
    // Rounds on Tuesday 10:15 IST: the 12h round (closes 10:30, draws 10:50) and the 3h round (open until 11:30).
    round12h = (await t.openReal('12h')).roundId;
    round3h = (await t.openReal('3h')).roundId;
    await t.fund(asha, AMOUNTS.fund);
    await t.fund(bram, 1000);
    expect((await t.post('/admin/settings/payment-details', { upi_id: 'fairdraw@ybl' }, t.admin)).statusCode).toBe(200);
    const deposit = await t.form('POST', '/user/deposit', asha.token, { deposit_option: 'bank', account_holder_name: 'Asha', amount: String(AMOUNTS.openDeposit), ...BANK });
    const withdrawal = await t.form(
      'POST',
      '/user/withdraw',
      asha.token,
      { withdraw_option: 'upi', account_holder_name: 'Asha', amount: String(AMOUNTS.openWithdrawal), upi_handle: 'asha@okaxis' },
      { bytes: await samplePng(), filename: 'qr.png', contentType: 'image/png' },
    );
    const bought12h = await t.buy(asha, ticket(round12h, '12h', [11, 22, 33, 44, 55]));
    const bought3h = await t.buy(asha, ticket(round3h, '3h', [7, 17, 27, 37, 47]));
    expect([deposit.statusCode, withdrawal.statusCode, bought12h.statusCode, bought3h.statusCode]).toEqual([201, 201, 201, 201]);
    expect((await t.buy(bram, ticket(round3h, '3h', [1, 2, 3, 4, 5]))).statusCode).toBe(201);
    const run = await t.post('/admin/audit/runs', {}, t.admin);
    await t.app.get(AuditRunner).settled();
    ids = {
      openDeposit: deposit.json().data._id,
      openWithdrawal: withdrawal.json().data._id,
      upload: t.storedFiles()[0],
      auditRun: run.json().data.id,
      ashaTicket: bought3h.json().data.tickets[0]._id,
    };
    // The 12h round closed: its result awaits the admin (the clock stays before its draw time, 10:50).
    t.at('2026-01-06T05:01:00.000Z');
    await t.closeRound(round12h);
    const rows = await t.sql(
      `SELECT request_id::text AS id, reference FROM deposit_requests WHERE user_id = $1
        UNION ALL SELECT request_id::text, NULL FROM withdrawal_requests WHERE user_id = $1`,
      [asha.id],
    );
    for (const r of rows) [r.id, r.reference].filter(Boolean).forEach((s) => secrets.add(s));
    for (const r of await t.ticketRows(asha)) secrets.add(r.ticket_id);
    [asha.id, asha.username, asha.email, asha.mobile, asha.mobile.slice(3), 'Ashwini', 'Raghunathan', asha.referralCode, ids.upload].forEach((s) => secrets.add(s));
  });
  afterAll(async () => {
    await fingerprints?.end();
    await t?.app.get(AuditRunner).settled();
    await t?.liveStreamsGone();
    await t?.close();
  });

  const callerOf = (role: Role): Caller => ({
    role,
    token: { anonymous: undefined, player: asha.token, other: bram.token, admin: t.admin, auditor: t.auditor }[role],
    me: role === 'player' ? asha : role === 'other' ? bram : undefined,
    fresh: { username: `pub_${role}`, email: `pub_${role}@example.com` },
  });

  /** Path parameters: the first player's ids (the other player sends them too), the rounds, the audit run. */
  function urlOf(key: string): string {
    const [method, path] = key.split(' ');
    const id = path.startsWith('/admin/deposits/')
      ? ids.openDeposit
      : path.startsWith('/admin/withdraws/')
        ? ids.openWithdrawal
        : path.startsWith('/admin/audit/runs/')
          ? ids.auditRun
          : path.startsWith('/user/tickets/')
            ? ids.ashaTicket
            : round3h;
    const period = path.includes('/draws/period/') ? '12h' : method === 'POST' && path.includes('/ticket-amount/') ? '6h' : '3h';
    const fill: Record<string, string> = { id, period, drawId: round12h, userId: asha.id, name: ids.upload, mode: 'any' };
    const query = QUERY[key];
    return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(fill[name])) + (query ? `?${query}` : '');
  }
  const QUERY: Record<string, string> = {
    'GET /draws/results': 'period=12h',
    'GET /user/draws': 'period=3h&status=open&limit=1',
    'GET /user/draws/last-result': 'period=3h',
    'GET /user/draws/prize-stats': 'period=3h&mode=any',
    'GET /user/draws/pots': 'period=3h',
    'GET /user/deposit/upi-payment': 'amount=500',
    'GET /admin/tickets/number-count': 'period=3h',
  };

  const resetToken = (email: string) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(t.mails(email).at(-1) ?? '')?.[1] ?? 'none';
  const consoleSession = async (role: Role) => {
    const [username, password] = role === 'auditor' ? ['watcher', 'Watch@12345-audit'] : ['chief', 'Chief@12345'];
    return (await t.post('/admin/login', { username, password })).json().token as string;
  };
  const profileOf = (a: Account) => ({ first_name: a === asha ? 'Ashwini' : 'Bramhanand', last_name: a === asha ? 'Raghunathan' : 'Kulkarni', email: a.email, mobile: a.mobile, date_of_birth: '1990-01-15', gender: 'other' });
  const mine = (c: Caller) => c.me ?? asha;
  const rupees = (c: Caller, ashas: number, others: number) => String(c.me === asha ? ashas : others);

  /** What each changing route sends: what its allowed caller would send to make the change, so a missing guard shows. */
  const REQUESTS: Record<string, (c: Caller) => Send | Promise<Send>> = {
    'POST /user/register': (c) => ({ json: { username: c.fresh.username, email: c.fresh.email, password: PASSWORD } }),
    'POST /user/send-otp': (c) => ({ json: { identifier: c.fresh.email } }),
    'POST /user/resend-otp': (c) => ({ json: { email: c.fresh.email } }),
    'POST /user/verify-login-otp': (c) => ({ json: { identifier: c.fresh.email, otp: t.lastCode(c.fresh.email) } }),
    'POST /user/login': (c) => ({ json: { email: c.fresh.email, password: PASSWORD } }),
    'POST /user/forgot-password': (c) => ({ json: { email: c.fresh.email } }),
    'POST /user/reset-password': (c) => ({ json: { token: resetToken(c.fresh.email), password: NEW_PASSWORD } }),
    'POST /user/google-auth': (c) => ({ json: { idToken: idToken(google.privateKey, { sub: `google-${c.role}`, email: `g.${c.role}@gmail.com` }) } }),
    'POST /admin/login': () => ({ json: { username: 'chief', password: 'Chief@12345' } }),
    'PUT /user/update-profile': (c) => ({ json: profileOf(mine(c)) }),
    'POST /user/deposit': (c) => ({
      form: { fields: { deposit_option: 'bank', account_holder_name: mine(c).username, amount: rupees(c, AMOUNTS.deposit, 500), ...BANK } },
      after: (status, body) => c.me === asha && status === 201 && [body.data._id, body.data.reference].forEach((s) => secrets.add(s)),
    }),
    'POST /user/withdraw': async (c) => ({
      form: {
        fields: { withdraw_option: 'upi', account_holder_name: mine(c).username, amount: rupees(c, AMOUNTS.withdrawal, 100), upi_handle: 'pay@okaxis' },
        file: { bytes: await samplePng(), filename: 'qr.png', contentType: 'image/png' },
      },
      after: (status, body) => c.me === asha && status === 201 && secrets.add(body.data._id),
    }),
    'POST /user/tickets': (c) => ({
      json: ticket(round3h, '3h', c.me === asha ? [8, 18, 28, 38, 48] : [9, 19, 29, 39, 49]),
      after: (status, body) => c.me === asha && status === 201 && body.data.tickets.forEach((k: { _id: string }) => secrets.add(k._id)),
    }),
    'PUT /user/responsible-play/deposit-limits': () => ({ json: { day: 50_000, week: null, month: null } }),
    'PUT /user/responsible-play/reality-check': () => ({ json: { minutes: 30 } }),
    'POST /user/responsible-play/pause': () => ({ json: { kind: 'cool_off', duration: '24h' } }),
    'POST /admin/settings/latest-news': () => ({ json: { url: 'https://news.example/draws' } }),
    'POST /admin/settings/referral-code-amount': () => ({ json: { amount: 33 } }),
    'POST /admin/settings/ticket-amount/{period}': () => ({ json: { amount: 250 } }),
    'POST /admin/settings/payment-details': () => ({ json: { upi_id: 'fairdraw@ybl' } }),
    'POST /admin/settings/jackpot/{period}/{mode}': () => ({ json: { potShare: 12 } }),
    'PUT /admin/deposits/{id}': () => ({ json: { status: 'done' } }),
    'PUT /admin/withdraws/{id}': () => ({ json: { status: 'done' } }),
    'POST /admin/draws/period/{period}/result': () => ({ json: { num_1: 4, num_2: 15, num_3: 26, num_4: 37, num_5: 48 } }),
    'POST /admin/fcm-token': (c) => ({ json: { fcmToken: `console-${c.role}-${'x'.repeat(40)}` } }),
    'POST /notifications/token': (c) => ({ json: { fcmToken: `browser-${c.role}-${'y'.repeat(40)}` } }),
    'POST /user/change-password': (c) => ({
      json: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      // The change ends every session of the player and answers a new one for this browser.
      after: (status, body) => c.me && status === 200 && (c.me.token = body.token),
    }),
    // Each console role logs out a session of its own, so the routes after keep theirs.
    'POST /admin/logout': async (c) => {
      if (c.role !== 'admin' && c.role !== 'auditor') return {};
      const token = await consoleSession(c.role);
      ended[`${c.role} after logout`] = token;
      return { token };
    },
  };
  /** Routes whose cooldown (30 s between registration codes) must pass before they are sent. */
  const BEFORE: Record<string, () => void> = {
    'POST /user/send-otp': () => t.clock.advance(31_000),
    'POST /user/resend-otp': () => t.clock.advance(31_000),
  };

  async function send(key: string, caller: Caller, overrideUrl?: string): Promise<Reply> {
    const [method] = key.split(' ');
    const spec = (await REQUESTS[key]?.(caller)) ?? {};
    const url = overrideUrl ?? urlOf(key);
    const token = spec.token ?? caller.token;
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    figures.requests++;
    if (key === 'GET /live/draws') {
      const live = await openLiveStream(t.baseUrl, url, headers);
      if (live.status === 200) await live.next((f) => f.event === 'clock');
      live.close();
      await t.liveStreamsGone();
      return { status: live.status, body: JSON.stringify(live.frames) };
    }
    let body: string | FormData | undefined;
    if (spec.form) {
      body = new FormData();
      for (const [name, value] of Object.entries(spec.form.fields)) body.append(name, value);
      const file = spec.form.file;
      if (file) body.append(file.field ?? 'image', new Blob([new Uint8Array(file.bytes)], { type: file.contentType }), file.filename);
    } else if (method !== 'GET') {
      body = JSON.stringify(spec.json ?? {});
      headers['content-type'] = 'application/json';
    }
    if (method !== 'GET') headers['idempotency-key'] = randomUUID();
    const res = await fetch(t.baseUrl + url, { method, headers, body });
    const text = await res.text();
    // Work left for after the answer (mails, an audit run) is done before the next request.
    await t.app.get(AfterAnswer).settled();
    await t.app.get(AuditRunner).settled();
    if (res.status >= 500) figures.fiveXx++;
    spec.after?.(res.status, safeJson(text));
    return { status: res.status, body: text };
  }

  /** databaseState on one connection kept open (a new one per call was most of the run), its time counted for the details. */
  async function fingerprint(): Promise<Record<string, string>> {
    const started = performance.now();
    if (!fingerprints) {
      fingerprints = new pg.Client({ connectionString: t.db.url });
      await fingerprints.connect();
    }
    const client = fingerprints;
    const state = await databaseState({ sql: async (query: string) => (await client.query(query)).rows } as IdentityApp);
    figures.digestMs += performance.now() - started;
    return state;
  }

  /** The documented routes; Nest's registered routes must be exactly these. */
  async function documentedRoutes(): Promise<string[]> {
    const res = await t.get('/api/docs/openapi.json');
    expect(res.statusCode).toBe(200);
    const documented = Object.entries<Record<string, unknown>>(res.json().paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
    const registered: string[] = [];
    for (const module of t.app.get(ModulesContainer).values()) {
      for (const wrapper of module.controllers.values()) {
        const controller = wrapper.metatype as unknown as { prototype: object } | null;
        if (!controller) continue;
        const base = Reflect.getMetadata(PATH_METADATA, controller) as string;
        for (const name of Object.getOwnPropertyNames(controller.prototype)) {
          const handler = Object.getOwnPropertyDescriptor(controller.prototype, name)?.value;
          const sub = typeof handler === 'function' && name !== 'constructor' ? (Reflect.getMetadata(PATH_METADATA, handler) as string | undefined) : undefined;
          if (sub === undefined) continue;
          const path = `/${[base, sub].flatMap((p) => p.split('/')).filter(Boolean).join('/')}`.replace(/:(\w+)/g, '{$1}');
          registered.push(`${RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number]} ${path}`);
        }
      }
    }
    expect([...registered].sort()).toEqual([...documented].sort());
    return documented;
  }

  /** The first player's data found in an answer to someone else: ids, names, contacts, her distinctive amounts. */
  function leaksIn(body: string): string[] {
    const found = [...secrets].filter((s) => body.toLowerCase().includes(s.toLowerCase()));
    for (const amount of Object.values(AMOUNTS)) if (new RegExp(`(?<![\\w.:-])${amount}(\\.\\d+)?(?![\\w-])`).test(body)) found.push(`amount ${amount}`);
    return found;
  }

  it('classifies every route of the served document, and the document lists exactly the routes Nest serves', async () => {
    const documented = await documentedRoutes();
    const table = Object.keys(AUTHORIZATION_MATRIX);
    expect({ missingFromTable: documented.filter((k) => !table.includes(k)), notInDocument: table.filter((k) => !documented.includes(k)) }).toEqual({
      missingFromTable: [],
      notInDocument: [],
    });
    expect(documented.length).toBeGreaterThanOrEqual(86);
  });

  // Before the matrix, whose last routes end the players' sessions.
  it('gives the other player only their own data when the query names the first player too', async () => {
    const reads = Object.entries(AUTHORIZATION_MATRIX).filter(([key, e]) => key.startsWith('GET /user/') && e.other === e.player && allows(e.player, 200));
    expect(reads.length).toBeGreaterThanOrEqual(15);
    const naming = new URLSearchParams({ user_id: asha.id, userId: asha.id, username: asha.username, email: asha.email }).toString();
    for (const [key] of reads) {
      const url = urlOf(key);
      const reply = await send(key, { ...callerOf('other') }, `${url}${url.includes('?') ? '&' : '?'}${naming}`);
      // Refusing the unknown parameters (400) or ignoring them (200) are both fine; her data is not.
      expect([key, [200, 400].includes(reply.status), leaksIn(reply.body)]).toEqual([key, true, []]);
    }
  });

  it('answers every route x role as the table says; nothing of the first player reaches another; what must change nothing changes nothing', async () => {
    const started = performance.now();
    ended['player before her password change'] = asha.token;
    const mismatches: string[] = [];
    let state: Record<string, string> | null = null;
    for (const [key, expected] of Object.entries(AUTHORIZATION_MATRIX)) {
      BEFORE[key]?.();
      const isPublic = [expected.anonymous].flat().every((s) => s < 300);
      // Refusals first (they must not depend on what the allowed requests do), then the allowed callers.
      const order = [...ROLES].sort((a, b) => Number(!refuses(expected[a])) - Number(!refuses(expected[b])));
      for (const role of order) {
        const rejected = refuses(expected[role]);
        const quiet = rejected || key.startsWith('GET ') || (role === 'auditor' && !isPublic && !AUDITOR_WRITES.has(key));
        const before = quiet ? (state ?? (await fingerprint())) : null;
        const reply = await send(key, callerOf(role));
        state = null;
        if (!allows(expected[role], reply.status)) mismatches.push(`${key} as ${role}: expected ${show(expected[role])}, got ${reply.status} ${reply.body.slice(0, 200)}`);
        // The search is not blind: her own answers (profile, requests, tickets, statement) do carry her data.
        if (role === 'player' && leaksIn(reply.body).length) figures.ownAnswersWithHerData++;
        if (role === 'other' || role === 'anonymous') {
          const leaks = leaksIn(reply.body);
          figures.leaks += leaks.length ? 1 : 0;
          if (leaks.length) mismatches.push(`${key} as ${role}: the first player's data in the answer: ${leaks.join(', ')}`);
        }
        if (before) {
          state = await fingerprint();
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
    expect(await t.sql(`SELECT status FROM deposit_requests WHERE request_id::text = $1`, [ids.openDeposit])).toEqual([{ status: 'done' }]);
    expect((await t.sql(`SELECT result_num_1 FROM rounds WHERE round_id = $1`, [round12h]))[0].result_num_1).toBe(4);
    expect(await t.ticketRows(bram)).toHaveLength(2);
    expect(figures.ownAnswersWithHerData).toBeGreaterThanOrEqual(10);
  });

  it('refuses the sessions the matrix ended (401) on every route that needs one, and they change nothing', async () => {
    ended['other after logout'] = bram.token;
    expect(Object.keys(ended)).toHaveLength(4);
    const guarded = Object.entries(AUTHORIZATION_MATRIX).filter(([, e]) => e.anonymous === 401).map(([key]) => key);
    const before = await fingerprint();
    const answers = new Set<string>();
    for (const [whose, token] of Object.entries(ended)) {
      for (const key of guarded) {
        const reply = await send(key, { role: 'anonymous', token, fresh: { username: 'nobody', email: 'nobody@example.com' } });
        if (reply.status !== 401) answers.add(`${key} with the ${whose} session: ${reply.status}`);
      }
    }
    const changed = changedTables(before, await fingerprint());
    figures.rejectedChanged += changed.length ? 1 : 0;
    expect({ answers: [...answers], changed }).toEqual({ answers: [], changed: [] });
  });

  it("serves the client's public pages to anonymous visitors as its HTML shell, with nothing of any player in it", async () => {
    const pages = ['/', '/register', '/forgot-password', '/reset-password', '/admin/login', '/results/3h', `/draws/${round12h}/proof`];
    for (const page of pages) {
      figures.requests++;
      const res = await fetch(t.baseUrl + page, { headers: { accept: 'text/html,application/xhtml+xml' } });
      const html = await res.text();
      if (res.status >= 500) figures.fiveXx++;
      expect([page, res.status, res.headers.get('content-type'), html.includes('<div id="root">'), leaksIn(html)]).toEqual([page, 200, 'text/html; charset=utf-8', true, []]);
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
        'ended sessions refused': Object.keys(ended).length,
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

function safeJson(text: string): any {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
