import { randomUUID } from 'node:crypto';
import { AuditRunner } from '../../server/src/audit/runs/audit-runner.js';
import { samplePng } from '../../server/src/shared/uploads/testing/hostile-uploads.js';
import { BANK, startMoneyApp, type MoneyApp, type Player } from './money-harness.js';
import { registeredRoutes } from './registered-routes.js';

/**
 * Issue 12's first test: the auditor across the WHOLE API, route by route, from the
 * OpenAPI document the server serves (so a new route is covered the day it is added) and
 * from the routes Nest actually registered (so a route hidden from the document fails here).
 *
 * - every GET under /admin answers an auditor (and an admin) without refusing the role;
 * - the changing routes an auditor may call are exactly ALLOWED (each marked @AllowAuditor);
 * - every other changing admin route answers an auditor 403 and changes nothing;
 * - every player route (/user/...) answers an auditor 403; every admin route a player 403;
 * - routes without a role are exactly PUBLIC, and routes open to both roles exactly SESSION.
 * A route that fits none of these fails the test until someone decides which it is.
 */
const ALLOWED = [
  'POST /admin/logout',
  'POST /admin/fcm-token',
  'POST /admin/wallets/{userId}/replay',
  'POST /admin/wallets/{userId}/verify-chain',
  'POST /admin/audit/runs',
];
/** Any signed-in caller, about their own browser: a push token. */
const SESSION = ['POST /notifications/token', 'DELETE /notifications/token'];
const PUBLIC = [
  'GET /api/client-config',
  'GET /draws/results',
  'GET /draws/closes',
  'GET /draws/{drawId}/proof',
  'GET /docs/fairness.md',
  'GET /health',
  'GET /live/draws',
  'POST /admin/login',
  'POST /user/login',
  'POST /user/register',
  'POST /user/verify-login-otp',
  'POST /user/send-otp',
  'POST /user/resend-otp',
  'POST /user/google-auth',
  'POST /user/forgot-password',
  'POST /user/reset-password',
];
/** Routes that exist today: the document must list at least these (an empty document cannot pass). */
const KNOWN = [
  ...ALLOWED,
  ...SESSION,
  ...PUBLIC,
  'GET /admin/me',
  'GET /admin/users-list',
  'GET /admin/deposits',
  'GET /admin/withdraws',
  'PUT /admin/deposits/{id}',
  'PUT /admin/withdraws/{id}',
  'GET /admin/stats',
  'GET /admin/settings',
  'POST /admin/settings/referral-code-amount',
  'POST /admin/settings/ticket-amount/{period}',
  'POST /admin/draws/period/{period}/result',
  'POST /admin/draws/{drawId}/result/approve',
  'GET /admin/draws/period/{period}/result-status',
  'POST /admin/settings/result-source/{period}',
  'GET /admin/wallets/{userId}/events',
  'GET /admin/wallets/{userId}/events.csv',
  'GET /admin/audit/runs',
  'GET /admin/audit/runs/{id}',
  'GET /admin/audit/runs/{id}/problems.csv',
  'GET /user/profile',
  'POST /user/deposit',
  'POST /user/withdraw',
  'POST /user/tickets',
  'GET /user/tickets',
];
const CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Route {
  method: string;
  path: string;
  role: 'admin' | 'user' | 'any' | null;
  allowAuditor: boolean;
  /** The document's parameters of this operation. */
  parameters: Array<{ in: string; name: string; required?: boolean; schema?: { enum?: unknown[]; default?: unknown } }>;
}
const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

describe('the auditor across the whole API', () => {
  let t: MoneyApp;
  let asha: Player;
  let routes: Route[];
  let openDeposit: string;
  let openWithdrawal: string;
  let upload: string;
  let auditRun: string;

  beforeAll(async () => {
    t = await startMoneyApp();
    asha = await t.player('asha_rbac');
    await t.fund(asha, 1000);
    const deposit = await t.form('POST', '/user/deposit', asha.token, { deposit_option: 'bank', account_holder_name: 'Asha', amount: '70', ...BANK });
    openDeposit = deposit.json().data._id;
    const withdrawal = await t.form(
      'POST',
      '/user/withdraw',
      asha.token,
      { withdraw_option: 'upi', account_holder_name: 'Asha', amount: '40', upi_handle: 'asha@okaxis' },
      { bytes: await samplePng(), filename: 'qr.png', contentType: 'image/png' },
    );
    openWithdrawal = withdrawal.json().data._id;
    upload = t.storedFiles()[0];
    // A finished audit run, so its routes answer with it (not 404).
    auditRun = (await t.post('/admin/audit/runs', {}, t.admin)).json().data.id;
    await t.app.get(AuditRunner).settled();
    routes = await readRoutes();
  });
  afterAll(async () => {
    await t.app.get(AuditRunner).settled();
    await t.close();
  });

  /** The document's operations, each with the role Nest's guard metadata gives it; and Nest's routes must all be documented. */
  async function readRoutes(): Promise<Route[]> {
    const res = await t.get('/api/docs/openapi.json');
    expect(res.statusCode).toBe(200);
    const documented: Route[] = [];
    for (const [path, item] of Object.entries<Record<string, any>>(res.json().paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        documented.push({ method: method.toUpperCase(), path, role: null, allowAuditor: false, parameters: op.parameters ?? [] });
      }
    }
    const registered = new Map(registeredRoutes(t.app).map((r) => [r.key, r]));
    // Every route Nest serves is in the document, and the document names no route that is not served.
    expect([...registered.keys()].sort()).toEqual(documented.map(key).sort());
    return documented.map((r) => {
      const { role, allowAuditor } = registered.get(key(r))!;
      return { ...r, role, allowAuditor };
    });
  }

  /** A URL for a route: path parameters filled with real ids where there are some, required query parameters set. */
  function urlOf(route: Route): string {
    const fill: Record<string, string> = {
      userId: asha.id,
      period: '3h',
      mode: 'any',
      name: upload,
      drawId: randomUUID(),
      id: route.path.startsWith('/admin/deposits')
        ? openDeposit
        : route.path.startsWith('/admin/withdraws')
          ? openWithdrawal
          : route.path.startsWith('/admin/audit/runs')
            ? auditRun
            : randomUUID(),
    };
    const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(fill[name] ?? 'x'));
    const query = new URLSearchParams();
    for (const p of route.parameters.filter((p) => p.in === 'query' && p.required)) query.set(p.name, String(p.schema?.enum?.[0] ?? p.schema?.default ?? (p.name === 'period' ? '3h' : 1)));
    return query.size ? `${path}?${query}` : path;
  }

  /** What an admin would send to make the change (so a missing guard would show as a change). */
  function bodyOf(route: Route): object {
    const bodies: Record<string, object> = {
      'PUT /admin/deposits/{id}': { status: 'done' },
      'PUT /admin/withdraws/{id}': { status: 'done' },
      'POST /admin/settings/referral-code-amount': { amount: 33 },
      'POST /admin/settings/ticket-amount/{period}': { amount: 150 },
      'POST /admin/settings/latest-news': { url: 'https://news.example/auditor-was-here' },
      'POST /admin/settings/payment-details': { upi_id: 'auditor@ybl' },
      'POST /admin/draws/period/{period}/result': { num_1: 1, num_2: 2, num_3: 3, num_4: 4, num_5: 5 },
      'POST /admin/draws/{drawId}/result/approve': { num_1: 1, num_2: 2, num_3: 3, num_4: 4, num_5: 5 },
      'POST /admin/settings/result-source/{period}': { source: 'manual' },
    };
    return bodies[key(route)] ?? {};
  }

  const send = (route: Route, token: string | undefined) =>
    t.request(route.method, urlOf(route), {
      token,
      payload: route.method === 'GET' ? undefined : bodyOf(route),
      headers: route.method === 'GET' ? {} : { 'Idempotency-Key': randomUUID() },
    });

  /** Every table's rows, hashed: what "changes nothing" is checked against. */
  async function everything(): Promise<Record<string, string>> {
    const tables = await t.sql(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`);
    const out: Record<string, string> = {};
    for (const { table_name: name } of tables) {
      const [row] = await t.sql(`SELECT count(*)::int AS n, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM "${name}" x`);
      out[name] = `${row.n}:${row.h}`;
    }
    return out;
  }

  it('reads the routes from the served document, at least those known today, each with a role or on a list', () => {
    const keys = routes.map(key);
    expect(keys).toEqual(expect.arrayContaining(KNOWN));
    expect(routes.length).toBeGreaterThanOrEqual(KNOWN.length);
    // Routes without a role are exactly the public ones; routes open to both roles exactly the session ones.
    expect(routes.filter((r) => r.role === null).map(key).sort()).toEqual([...PUBLIC].sort());
    expect(routes.filter((r) => r.role === 'any').map(key).sort()).toEqual([...SESSION].sort());
    // The changing routes an auditor may call are exactly these, each an admin route marked @AllowAuditor.
    expect(routes.filter((r) => r.allowAuditor && CHANGING.has(r.method)).map(key).sort()).toEqual([...ALLOWED].sort());
    expect(routes.filter((r) => r.allowAuditor).every((r) => r.role === 'admin')).toBe(true);
    for (const r of routes.filter((r) => r.role === 'admin')) expect([key(r), r.path.startsWith('/admin/')]).toEqual([key(r), true]);
  });

  it('answers every GET under /admin for an auditor and for an admin, never refusing the role, never a 500', async () => {
    const gets = routes.filter((r) => r.method === 'GET' && r.role === 'admin');
    expect(gets.length).toBeGreaterThanOrEqual(KNOWN.filter((k) => k.startsWith('GET /admin/')).length);
    let ok = 0;
    for (const route of gets) {
      for (const [who, token] of [['auditor', t.auditor], ['admin', t.admin]] as const) {
        const res = await send(route, token);
        expect([who, key(route), res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode < 500]).toEqual([who, key(route), true]);
        if (res.statusCode === 200) ok++;
      }
    }
    // Real answers, not a wall of 404s: the ids filled in are real.
    expect(ok).toBeGreaterThanOrEqual(gets.length * 2 - 4);
  });

  it('refuses an auditor (403) on every other changing admin route and on every player route, and nothing changes', async () => {
    const refused = routes.filter((r) => (r.role === 'admin' && CHANGING.has(r.method) && !r.allowAuditor) || r.role === 'user');
    expect(refused.map(key)).toEqual(expect.arrayContaining(['PUT /admin/deposits/{id}', 'POST /admin/settings/referral-code-amount', 'POST /user/tickets', 'GET /user/profile']));
    const before = await everything();
    for (const route of refused) {
      const res = await send(route, t.auditor);
      expect([key(route), res.statusCode]).toEqual([key(route), 403]);
      expect(res.json()).toMatchObject({ code: route.role === 'user' ? 'IDENTITY.FORBIDDEN' : 'IDENTITY.READ_ONLY' });
    }
    expect(await everything()).toEqual(before);
    // The same requests from the admin do change things: the bodies above were real changes.
    const credit = routes.find((r) => key(r) === 'PUT /admin/deposits/{id}')!;
    expect((await send(credit, t.admin)).statusCode).toBe(200);
    expect(await t.balances(asha.id)).toMatchObject({ money: 1070 - 40 });
  });

  it('refuses a player (403) on every admin route, GET or not', async () => {
    const before = await everything();
    for (const route of routes.filter((r) => r.role === 'admin')) {
      const res = await send(route, asha.token);
      expect([key(route), res.statusCode]).toEqual([key(route), 403]);
    }
    expect(await everything()).toEqual(before);
  });

  it('lets an auditor call the checks it may run, and answers who is signed in', async () => {
    for (const route of routes.filter((r) => r.allowAuditor && CHANGING.has(r.method) && key(r) !== 'POST /admin/logout')) {
      const res = await t.request(route.method, urlOf(route), {
        token: t.auditor,
        payload: key(route) === 'POST /admin/fcm-token' ? { fcmToken: `auditor-browser-${'x'.repeat(40)}` } : {},
      });
      expect([key(route), res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode < 500]).toEqual([key(route), true]);
    }
    await t.app.get(AuditRunner).settled();
    const [watcher] = await t.sql(`SELECT id FROM admins WHERE username = 'watcher'`);
    expect((await t.get('/admin/me', t.auditor)).json()).toEqual({ err: 'N', msg: 'Admin fetched successfully', data: { id: watcher.id, username: 'watcher', role: 'auditor' } });
    expect((await t.get('/admin/me', t.admin)).json().data).toMatchObject({ username: 'chief', role: 'admin' });
    expect((await t.get('/admin/me', asha.token)).statusCode).toBe(403);
    expect((await t.get('/admin/me')).statusCode).toBe(401);
    // Last: the auditor's own logout, allowed too.
    expect((await t.post('/admin/logout', {}, t.auditor)).statusCode).toBe(200);
    expect((await t.get('/admin/me', t.auditor)).statusCode).toBe(401);
  });
});
