import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import fc from 'fast-check';
import pg from 'pg';
import { AuditRunner } from '../../server/src/audit/runs/audit-runner.js';
import { SessionService } from '../../server/src/identity/sessions/session.service.js';
import { AfterAnswer } from '../../server/src/shared/http/after-answer.js';
import { SAMPLE_PDF, hostileCorpus, sampleJpeg, samplePng } from '../../server/src/shared/uploads/testing/hostile-uploads.js';
import { BANK, type Player } from '../api/money-harness.js';
import { startResultsApp, type ResultsApp } from '../api/results-harness.js';
import { byProfile, PROFILE, recordFigures } from './figures.js';
import { breakJson, formFields, HOSTILE_KEYS, HOSTILE_QUERIES, HOSTILE_SEGMENTS, jsonBody, multipartBody, protoText, withInvalidUtf8, WRONG_TYPES, type Hints, type OpenApiDocument, type Part, type Schema } from './openapi-arbitraries.js';

/**
 * Issue 13, fuzzing: every POST/PUT/DELETE route of the served OpenAPI document gets
 * generated requests (bodies from its schema, mixed with hostile values, broken JSON,
 * wrong content types, invalid UTF-8, oversized bodies, hostile uploads, path params and
 * queries), each sent as the role that may call it. No answer may be a 5xx, and no
 * rejected request may change anything.
 *
 * "Changed nothing" is checked for every single request without a full digest each time:
 * a statement-level trigger on every table bumps a sequence (non-transactional, so even
 * a rolled-back write counts), and the uploads and outbox folders are counted. When the
 * counter or a folder moved after a rejected request, the full per-table digest (taken
 * after the last accepted request) says whether anything really differs.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? byProfile(100, 1000));
/** Routes whose valid-shaped requests take long (argon2, a review's reads): each to a lane of its own where there are enough. */
const SLOW = ['POST /user/change-password', 'POST /user/register', 'POST /user/responsible-play/review', 'POST /user/login', 'POST /admin/login'];
/** Apps fuzzing side by side, each on a database of its own (see startLane). */
const LANES = Number(process.env.FUZZ_LANES ?? 4);
const SEED = Number(process.env.FAST_CHECK_SEED ?? Math.floor(Math.random() * 2 ** 31));
/**
 * A guard against hangs, not a speed check: the full profile sends about 35,000 requests one
 * after another, and took 15+ minutes while other suites loaded this two-core machine.
 */
const TIMEOUT_MS = byProfile(600_000, 2_400_000);

/**
 * Rejected sign-in and code attempts are counted where the limits read them (DESIGN.md 5:
 * wrong tries, login failures, hourly quotas): the one change a 4xx may make, on these
 * routes only, and only to these tables.
 */
const SECURITY_RECORDS: Record<string, string[]> = {
  'POST /user/login': ['player_login_failures'],
  'POST /admin/login': ['admin_login_attempts'],
  'POST /user/verify-login-otp': ['otp_codes'],
  'POST /user/change-password': ['identity_quota_events'],
};

interface Route {
  method: string;
  path: string;
  /** The body's media types, as documented. */
  media: string[];
  schema?: Schema;
  /** The document asks for a bearer token. */
  secured: boolean;
}

interface Case {
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** What kind of envelope was sent (for the failure report). */
  kind: string;
}

/** How a route is called: by whom, with which real ids, and what an accepted request leaves to redo. */
interface RouteSetup {
  role: 'none' | 'player' | 'admin';
  player?: Player;
  hints?: Hints;
  params?: Record<string, fc.Arbitrary<string>>;
  /** After a 2xx: e.g. a logout ended the session, so the next request gets a new one. */
  afterAccepted?: () => Promise<void>;
}

const PASSWORDS = ['Quiet-Harbor-73!', 'Other-Harbor-74!'];
describe('fuzzing: generated requests to every changing route', () => {
  let doc: OpenApiDocument;
  let routes: Route[];
  let lanes: Lane[];
  const files: Array<{ name: string; bytes: Buffer; filename: string; contentType: string; weight: number }> = [];
  // Figures.
  let requests = 0;
  let fiveXx = 0;
  let rejectedChanged = 0;
  let lost = 0;
  let doubled = 0;
  let accepted = 0;
  let rejected = 0;
  let resets = 0;
  let securityRecords = 0;
  const recordKinds = new Map<string, number>();
  let digests = 0;
  let sendingMs = 0;
  const perRoute = new Map<string, number>();
  let minBodies = Infinity;
  const failures: string[] = [];
  const statuses = new Map<number, number>();

  const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

  beforeAll(async () => {
    lanes = await Promise.all(Array.from({ length: LANES }, () => startLane()));
    doc = (await lanes[0].t.get('/api/docs/openapi.json')).json();
    routes = readRoutes(doc);
    await prepareFiles();
    // Routes in turn to the lanes, the slow ones first so that they spread (the index seeds each route).
    const order = routes.map((route, index) => ({ route, index })).sort((a, b) => Number(SLOW.includes(key(b.route))) - Number(SLOW.includes(key(a.route))));
    await Promise.all(lanes.map((lane, n) => lane.prepare(order.filter((_, position) => position % LANES === n))));
  }, 180_000);
  afterAll(async () => {
    await Promise.all((lanes ?? []).map((lane) => lane.close()));
  });

  function readRoutes(document: OpenApiDocument): Route[] {
    const out: Route[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (!['post', 'put', 'delete', 'patch'].includes(method)) continue;
        const content = op.requestBody?.content ?? {};
        const media = Object.keys(content);
        const schema = media.length ? content[media.includes('multipart/form-data') ? 'multipart/form-data' : media[0]].schema : undefined;
        out.push({ method: method.toUpperCase(), path, media, schema, secured: (op.security ?? []).length > 0 });
      }
    }
    return out;
  }

  async function prepareFiles(): Promise<void> {
    files.push({ name: 'png', bytes: await samplePng(), filename: 'proof.png', contentType: 'image/png', weight: 8 });
    files.push({ name: 'jpeg', bytes: await sampleJpeg(), filename: 'proof.jpg', contentType: 'image/jpeg', weight: 2 });
    files.push({ name: 'pdf', bytes: SAMPLE_PDF, filename: 'proof.pdf', contentType: 'application/pdf', weight: 2 });
    for (const h of await hostileCorpus()) files.push({ ...h, weight: h.bytes.length > 1_000_000 ? 1 : 2 });
    files.push({ name: 'png named .exe', bytes: files[0].bytes, filename: '..\\..\\evil.exe', contentType: 'application/x-msdownload', weight: 1 });
  }

  interface Lane {
    t: ResultsApp;
    prepare(routes: Array<{ route: Route; index: number }>): Promise<void>;
    /** Fuzzes its routes one after another; a failing route's shrunk counterexample is returned. */
    fuzz(): Promise<string[]>;
    writeCount(): Promise<number>;
    audit(): Promise<boolean>;
    close(): Promise<void>;
  }

  /**
   * A lane: an app on a database of its own, fuzzing its share of the routes one request at
   * a time, so each change is attributed to one request; lanes run side by side, which
   * overlaps their waits (PostgreSQL, argon2) on this machine.
   */
  async function startLane(): Promise<Lane> {
    // A player per player route signs up from one address: room for them under the hourly quota.
    // Google's keys are the test's (none match): an ID token is judged here, not by a call to Google.
    const t = await startResultsApp({ env: { REGISTRATIONS_PER_ADDRESS_PER_HOUR: '40' }, googleCerts: {} });
    const db = new pg.Client({ connectionString: t.db.url });
    await db.connect();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const setups = new Map<string, RouteSetup>();
    let tokens: { admin: string; chiefId: string };
    let mine: Array<{ route: Route; index: number }> = [];
    await installWriteCounter();

    /** A statement-level trigger on every table counts writes in a sequence (rolled back ones too). */
    async function installWriteCounter(): Promise<void> {
      await db.query(`CREATE SEQUENCE fuzz_writes;
        CREATE FUNCTION fuzz_count_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM nextval('fuzz_writes'); RETURN NULL; END $$;`);
      const { rows } = await db.query(`SELECT quote_ident(table_name) AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`);
      for (const { name } of rows) {
        await db.query(`CREATE TRIGGER fuzz_count_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${name} FOR EACH STATEMENT EXECUTE FUNCTION fuzz_count_write()`);
      }
    }

    /** Rounds on sale and one awaiting its result, a player per player route, requests for the admin routes to act on. */
    async function prepareState(share: Route[]): Promise<void> {
      // Tuesday 11:40 IST: the 3h round of 09:00 is closed and awaits its result (draw at 11:50); the other periods sell.
      t.at('2026-01-06T04:45:00.000Z');
      const threeHour = await t.openReal('3h');
      t.at('2026-01-06T06:10:00.000Z');
      await t.closeRound(threeHour.roundId);
      const open: Record<string, string> = {};
      for (const period of ['6h', '12h', '24h', 'weekly'] as const) open[period] = (await t.openReal(period)).roundId;
      const [chief] = await t.sql(`SELECT id FROM admins WHERE username = 'chief'`);
      tokens = { admin: t.admin, chiefId: chief.id };

      // The admin routes act on real requests of one player.
      const payer = await t.player('fz_payer');
      await t.credit(payer, 50_000);
      const deposits: string[] = [];
      const withdrawals: string[] = [];
      for (let i = 0; i < 4; i++) {
        const d = await t.form('POST', '/user/deposit', payer.token, { deposit_option: 'bank', account_holder_name: 'Payer', amount: String(100 + i), ...BANK });
        deposits.push(d.json().data._id);
        const w = await t.form('POST', '/user/withdraw', payer.token, { withdraw_option: 'bank', account_holder_name: 'Payer', amount: String(50 + i), ...BANK });
        withdrawals.push(w.json().data._id);
      }

      const rupees = (max: number) => fc.integer({ min: 1, max }).map(String);
      const numbers = fc.integer({ min: 1, max: 75 });
      const email = (p: Player) => fc.constantFrom(`${p.username}@example.com`, 'ravi@example.com', 'fz_payer@example.com', 'nobody@example.com');
      const money = {
        amount: rupees(5_000),
        account_holder_name: fc.constantFrom('Asha Rao', 'A'),
        account_number: fc.stringMatching(/^\d{9,18}$/),
        type_of_account: fc.constantFrom('savings', 'current'),
        bank_name: fc.constantFrom('State Bank of India'),
        ifsc_code: fc.constantFrom('SBIN0001234', 'HDFC0001234'),
        upi_handle: fc.constantFrom('asha@okaxis'),
        crypto_address: fc.constantFrom('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'So11111111111111111111111111111111111111112'),
      };
      const ticketHints: Hints = {
        draw_id: fc.constantFrom(...Object.values(open), threeHour.roundId),
        num_1: numbers,
        num_2: numbers,
        num_3: numbers,
        num_4: numbers,
        num_5: numbers,
      };
      const period = fc.constantFrom('3h', '6h', '12h', '24h', 'weekly');

      for (const route of share) {
        const k = key(route);
        // The document says which routes need a session; an admin's are under /admin.
        const role = !route.secured ? 'none' : route.path.startsWith('/admin/') ? 'admin' : 'player';
        const setup: RouteSetup = { role, params: { period, mode: fc.constantFrom('any', 'sequence') } };
        if (role === 'player') {
          setup.player = await t.player(`fz_${setups.size}`);
          const p = setup.player;
          setup.hints = { ...money, ...ticketHints, email: email(p) };
          if (k === 'POST /user/tickets' || k === 'POST /user/withdraw') await t.credit(p, 200_000);
          if (k === 'POST /user/change-password') {
            setup.hints = { currentPassword: fc.constantFrom(...PASSWORDS, 'wrong-Password-1!'), newPassword: fc.constantFrom(...PASSWORDS, 'short') };
            // An accepted change ends every session: the player signs in again.
            setup.afterAccepted = async () => void (p.token = (await t.app.get(SessionService).open('user', p.id)).token);
          }
          if (k === 'POST /user/logout') setup.afterAccepted = async () => void (p.token = (await t.app.get(SessionService).open('user', p.id)).token);
          if (k.includes('/notifications/token')) setup.hints = { fcmToken: fc.stringMatching(/^[A-Za-z0-9_:-]{20,160}$/) };
          if (k === 'PUT /user/update-profile') {
            setup.hints = {
              email: email(p),
              mobile: fc.constantFrom('+919876543210', '9876543210', '+911234567890'),
              date_of_birth: fc.constantFrom('1990-01-15', '2012-01-01', '1990-02-30'),
            };
          }
        } else if (role === 'admin') {
          setup.hints = { ...money, status: fc.constantFrom('on_hold', 'in_progress', 'done', 'rejected'), amount: rupees(100_000), url: fc.constantFrom('https://news.example/a', 'javascript:alert(1)', 'http://x'), jackpotAmount: fc.integer({ min: 0, max: 1e8 }), potShare: fc.integer({ min: 0, max: 100 }), num_1: fc.integer({ min: 1, max: 60 }), num_2: fc.integer({ min: 1, max: 60 }), num_3: fc.integer({ min: 1, max: 60 }), num_4: fc.integer({ min: 1, max: 60 }), num_5: fc.integer({ min: 1, max: 60 }) };
          setup.params!.userId = fc.constantFrom(payer.id, randomUUID());
          setup.params!.id = fc.constantFrom(...(route.path.startsWith('/admin/withdraws') ? withdrawals : deposits), randomUUID());
          if (k === 'POST /admin/logout') {
            const mint = async () => (await t.app.get(SessionService).open('admin', tokens.chiefId)).token;
            setup.player = { id: tokens.chiefId, token: await mint(), username: 'chief', referralCode: '' };
            const admin = setup.player;
            setup.afterAccepted = async () => void (admin.token = await mint());
          }
        } else {
          setup.hints = {
            email: fc.constantFrom('fz_payer@example.com', 'ravi@example.com', `new_${randomUUID().slice(0, 8)}@example.com`),
            identifier: fc.constantFrom('fz_payer@example.com', 'ravi@example.com'),
            username: k === 'POST /admin/login' ? fc.constantFrom('chief', 'watcher', 'nobody') : fc.stringMatching(/^[a-z][a-z0-9_]{2,15}$/),
            password: k === 'POST /admin/login' ? fc.constantFrom('Chief@12345', 'wrong') : fc.constantFrom(...PASSWORDS, 'weak'),
            otp: fc.stringMatching(/^\d{6}$/),
          };
        }
        setups.set(k, setup);
      }
    }

    /** The role's token at the time of sending (logouts and password changes replace it). */
    const tokenOf = (setup: RouteSetup) => (setup.role === 'none' ? undefined : setup.role === 'player' || setup.player ? setup.player!.token : tokens.admin);

    /** A generated request for the route: path, query, headers and body envelope. */
    function caseOf(route: Route, setup: RouteSetup): fc.Arbitrary<Case> {
      const segment = (name: string) =>
        fc.oneof({ arbitrary: setup.params?.[name] ?? fc.constant('x'), weight: 9 }, { arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS), weight: 1 });
      const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const path = fc
        .tuple(fc.tuple(...names.map(segment)), fc.oneof({ arbitrary: fc.constant(''), weight: 12 }, { arbitrary: fc.constantFrom(...HOSTILE_QUERIES), weight: 1 }))
        .map(([values, query]) => route.path.replace(/\{(\w+)\}/g, () => String(values.shift())) + query);
      const headers = fc.record({
        idempotency: fc.oneof({ arbitrary: fc.uuid().map(String), weight: 8 }, { arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: fc.constantFrom(...HOSTILE_KEYS), weight: 1 }),
        forwarded: fc.oneof({ arbitrary: fc.constant(undefined), weight: 6 }, { arbitrary: fc.ipV4(), weight: 3 }, { arbitrary: fc.constantFrom('not-an-ip', '999.1.1.1', ',,,', '1.1.1.1, 2.2.2.2', 'x'.repeat(2000)), weight: 1 }),
        ifMatch: fc.oneof({ arbitrary: fc.constant(undefined), weight: 6 }, { arbitrary: fc.constantFrom('1', '"1"', '*', '-1', 'W/"2"', 'x'.repeat(500)), weight: 1 }),
      });
      const multipart = route.media.includes('multipart/form-data');
      const envelope = multipart ? formEnvelope(route, setup) : jsonEnvelope(route, setup);
      return fc.tuple(path, headers, envelope).map(([p, h, env]) => {
        const all: Record<string, string> = { ...env.headers };
        if (h.idempotency !== undefined) all['idempotency-key'] = h.idempotency;
        if (h.forwarded !== undefined) all['x-forwarded-for'] = h.forwarded;
        if (h.ifMatch !== undefined && route.method === 'PUT') all['if-match'] = h.ifMatch;
        return { path: p, headers: all, body: env.body, kind: env.kind };
      });
    }

    type Envelope = { headers: Record<string, string>; body?: Buffer; kind: string };

    /** JSON bodies: mostly well-formed JSON of generated values, then every way of sending them wrong. */
    function jsonEnvelope(route: Route, setup: RouteSetup): fc.Arbitrary<Envelope> {
      const value = jsonBody(doc, route.schema, setup.hints ?? {});
      const json = 'application/json';
      const mode = fc.oneof(
        { arbitrary: fc.constant('json'), weight: 140 },
        { arbitrary: fc.constantFrom('json-type', 'broken', 'utf8', 'wrong-type', 'no-type', 'empty', 'bom', 'proto-text', 'oversized'), weight: 60 },
        // Past the server's whole body limit (5.5 MB): rare, each costs megabytes.
        { arbitrary: fc.constant('huge'), weight: 1 },
      );
      return fc.tuple(value, mode, fc.nat(), fc.constantFrom(...WRONG_TYPES)).map(([v, m, n, wrong]): Envelope => {
        const text = JSON.stringify(v) ?? 'null';
        const bytes = Buffer.from(text);
        switch (m) {
          case 'json-type':
            return { kind: m, headers: { 'content-type': ['application/json; charset=utf-8', 'APPLICATION/JSON', 'application/json; charset=latin1', 'application/json;;'][n % 4] }, body: bytes };
          case 'broken':
            return { kind: m, headers: { 'content-type': json }, body: Buffer.from(breakJson(text, n)) };
          case 'utf8':
            return { kind: m, headers: { 'content-type': json }, body: withInvalidUtf8(text, n) };
          case 'wrong-type':
            return { kind: m, headers: { 'content-type': wrong }, body: bytes };
          case 'no-type':
            return { kind: m, headers: {}, body: bytes };
          case 'empty':
            return { kind: m, headers: { 'content-type': json }, body: Buffer.alloc(0) };
          case 'bom':
            return { kind: m, headers: { 'content-type': json }, body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]) };
          case 'proto-text':
            return { kind: m, headers: { 'content-type': json }, body: Buffer.from(protoText(text, n)) };
          case 'oversized':
            return { kind: m, headers: { 'content-type': json }, body: Buffer.from(`{"pad":"${'a'.repeat(64 * 1024 + (n % 4096))}"}`) };
          case 'huge':
            return { kind: m, headers: { 'content-type': json }, body: Buffer.alloc(6 * 1024 * 1024, 0x20) };
          default:
            return { kind: 'json', headers: { 'content-type': json }, body: bytes };
        }
      });
    }

    /** Multipart forms: generated fields and a file from the corpus, then broken and hostile forms, and JSON where a form goes. */
    function formEnvelope(route: Route, setup: RouteSetup): fc.Arbitrary<Envelope> {
      const fields = formFields(doc, route.schema!, setup.hints ?? {});
      const file = fc.oneof(
        { arbitrary: fc.constant(undefined), weight: 12 },
        ...files.map((f) => ({ arbitrary: fc.constant(f), weight: f.weight })),
        { arbitrary: fc.uint8Array({ maxLength: 3000 }).map((b) => ({ name: 'random bytes', bytes: Buffer.from(b), filename: 'x.png', contentType: 'image/png', weight: 0 })), weight: 2 },
      );
      const mode = fc.oneof(
        { arbitrary: fc.constant('form'), weight: 14 },
        { arbitrary: fc.constantFrom('cut', 'no-boundary', 'utf8', 'json', 'wrong-type', 'many-fields', 'two-files', 'file-as-field', 'bad-names', 'huge-field'), weight: 6 },
      );
      return fc.tuple(fields, file, mode, fc.nat(), fc.constantFrom(...WRONG_TYPES)).map(([f, upload, m, n, wrong]): Envelope => {
        const boundary = `fuzz${n}`;
        const type = { 'content-type': `multipart/form-data; boundary=${boundary}` };
        const parts: Part[] = f.map(([name, value]) => ({ name, value: Buffer.from(value) }));
        if (upload) parts.push({ name: 'image', value: upload.bytes, filename: upload.filename, type: upload.contentType });
        switch (m) {
          case 'cut': {
            const whole = multipartBody(boundary, parts);
            return { kind: m, headers: type, body: whole.subarray(0, n % Math.max(1, whole.length)) };
          }
          case 'no-boundary':
            return { kind: m, headers: { 'content-type': 'multipart/form-data' }, body: multipartBody(boundary, parts) };
          case 'utf8':
            parts.push({ name: 'account_holder_name', value: Buffer.from([0x41, 0xff, 0xc0, 0xaf, 0xed, 0xa0, 0x80]) });
            return { kind: m, headers: type, body: multipartBody(boundary, parts.slice(n % 2)) };
          case 'json':
            return { kind: m, headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify(Object.fromEntries(f))) };
          case 'wrong-type':
            return { kind: m, headers: { 'content-type': wrong }, body: multipartBody(boundary, parts) };
          case 'many-fields':
            for (let i = 0; i < 40; i++) parts.push({ name: `f${i}`, value: Buffer.from('1') });
            return { kind: m, headers: type, body: multipartBody(boundary, parts) };
          case 'two-files':
            parts.push({ name: 'image', value: files[0].bytes, filename: 'a.png', type: 'image/png' }, { name: 'image', value: files[0].bytes, filename: 'b.png', type: 'image/png' });
            return { kind: m, headers: type, body: multipartBody(boundary, parts) };
          case 'file-as-field':
            parts.push({ name: ['amount', 'deposit_option', 'status'][n % 3], value: files[0].bytes, filename: 'amount.png', type: 'image/png' });
            return { kind: m, headers: type, body: multipartBody(boundary, parts) };
          case 'bad-names':
            parts.push({ name: ['__proto__', 'constructor', 'a"b', 'x\r\nContent-Type: text/html', '', 'prototype'][n % 6], value: Buffer.from('1') });
            return { kind: m, headers: type, body: multipartBody(boundary, parts) };
          case 'huge-field':
            parts.push({ name: 'reason', value: Buffer.alloc(1024 * 1024 + (n % 1000), 0x61) });
            return { kind: m, headers: type, body: multipartBody(boundary, parts) };
          default:
            return { kind: 'form', headers: type, body: multipartBody(boundary, parts) };
        }
      });
    }

    /** Sends one request exactly as generated (node:http: no URL normalising, any bytes). */
    function send(method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<{ status: number; text: string }> {
      return new Promise((done) => {
        const all: Record<string, string | number> = { ...headers };
        if (body) all['content-length'] = body.length;
        const req = httpRequest({ host: '127.0.0.1', port: Number(new URL(t.baseUrl).port), method, path, headers: all, agent }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', () => done({ status: 0, text: 'response error' }));
        });
        // No Nagle: a request written in two packets would wait out the server's delayed ACK.
        req.on('socket', (socket) => socket.setNoDelay(true));
        // The server may answer (413) and close before a large body is all written.
        req.on('error', (e) => done({ status: 0, text: `connection: ${e.message}` }));
        req.end(body);
      });
    }

    const writeCount = async () => Number((await db.query(`SELECT last_value FROM fuzz_writes`)).rows[0].last_value);
    const folderCount = () => count(t.config.uploadsDir) + count(t.config.mailOutboxDir);

    /** One digest per table (rows in a fixed order), in one statement: the full "what is stored". */
    async function digest(): Promise<Record<string, string>> {
      digests++;
      const { rows: tables } = await db.query(`SELECT quote_ident(table_name) AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`);
      const parts = tables.map(({ name }) => `(SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM ${name} x) AS ${name}`);
      return (await db.query(`SELECT ${parts.join(', ')}`)).rows[0];
    }

    /** What the state was after the last accepted request: the write counter, the folders, the digest. */
    let baseline: { writes: number; folders: number; tables: Record<string, string> };
    const rebase = async () => {
      // Work an accepted request left running (mails, an audit run) ends before the next request.
      await t.app.get(AfterAnswer).settled();
      await t.app.get(AuditRunner).settled();
      baseline = { writes: await writeCount(), folders: folderCount(), tables: await digest() };
    };

    /** Rows an accepted request must add exactly once: a purchase's tickets, a money request. */
    async function effectRows(k: string, player?: Player): Promise<number> {
      const table = { 'POST /user/tickets': 'tickets', 'POST /user/deposit': 'deposit_requests', 'POST /user/withdraw': 'withdrawal_requests' }[k];
      if (!table || !player) return 0;
      return Number((await db.query(`SELECT count(*) FROM ${table} WHERE user_id = $1`, [player.id])).rows[0].count);
    }
    const acceptedKeys = new Set<string>();

    /** Sends one case and checks it; false (and a failure line) on a 5xx or a rejected request that changed something. */
    async function exercise(route: Route, setup: RouteSetup, c: Case): Promise<boolean> {
      const k = key(route);
      const token = tokenOf(setup);
      const headers = token ? { ...c.headers, authorization: `Bearer ${token}` } : c.headers;
      const before = await effectRows(k, setup.player);
      const sentAt = performance.now();
      const res = await send(route.method, c.path, headers, c.body);
      sendingMs += performance.now() - sentAt;
      perRoute.set(k, (perRoute.get(k) ?? 0) + performance.now() - sentAt);
      requests++;
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      await t.app.get(AfterAnswer).settled();
      await t.app.get(AuditRunner).settled();
      const what = `${k} [${c.kind}] ${c.path.slice(0, 120)} -> ${res.status} ${res.text.slice(0, 200)}`;
      if (res.status >= 500) {
        fiveXx++;
        failures.push(`5xx: ${what}`);
        await rebase();
        return false;
      }
      if (res.status === 0) resets++;
      if (res.status >= 200 && res.status < 300) {
        accepted++;
        // A key this route already accepted is a replay: the first answer again, nothing added.
        const keyUsed = c.headers['idempotency-key'] === undefined ? undefined : `${k} ${c.headers['idempotency-key']}`;
        const added = (await effectRows(k, setup.player)) - before;
        const expected = k === 'POST /user/tickets' ? (res.text.includes('"tickets"') ? JSON.parse(res.text).data.tickets.length : 0) : 1;
        const repeat = keyUsed !== undefined && acceptedKeys.has(keyUsed);
        if (keyUsed !== undefined) acceptedKeys.add(keyUsed);
        if (effectRowsRoute(k)) {
          if (!repeat && added < expected) (lost++, failures.push(`lost: ${what}`));
          if (added > (repeat ? 0 : expected)) (doubled++, failures.push(`doubled (${added}): ${what}`));
        }
        await setup.afterAccepted?.();
        await rebase();
        return true;
      }
      rejected++;
      if ((await writeCount()) === baseline.writes && folderCount() === baseline.folders) return true;
      const foldersMoved = folderCount() !== baseline.folders;
      const previous = baseline.tables;
      await rebase();
      const changed = Object.keys(previous).filter((name) => previous[name] !== baseline.tables[name]);
      const allowed = SECURITY_RECORDS[k] ?? [];
      if (changed.every((name) => allowed.includes(name)) && !foldersMoved) {
        if (changed.length) {
          securityRecords++;
          const label = `${k} ${res.status}: ${changed.join('+')}`;
          recordKinds.set(label, (recordKinds.get(label) ?? 0) + 1);
        }
        return true;
      }
      rejectedChanged++;
      failures.push(`rejected but changed ${changed.join(', ')}${foldersMoved ? ' (files)' : ''}: ${what}`);
      return false;
    }
    const effectRowsRoute = (k: string) => ['POST /user/tickets', 'POST /user/deposit', 'POST /user/withdraw'].includes(k);


    async function fuzz(): Promise<string[]> {
      const counterexamples: string[] = [];
      for (const { route, index } of mine) {
        const setup = setups.get(key(route))!;
        await rebase();
        let runs = 0;
        const outcome = await fc.check(
          fc.asyncProperty(caseOf(route, setup), async (c) => {
            runs++;
            return exercise(route, setup, c);
          }),
          { numRuns: RUNS, seed: SEED + index },
        );
        minBodies = Math.min(minBodies, runs);
        if (outcome.failed) counterexamples.push(`${key(route)}: seed ${outcome.seed}, path ${outcome.counterexamplePath}: ${JSON.stringify(outcome.counterexample?.[0])?.slice(0, 600)}`);
      }
      return counterexamples;
    }

    return {
      t,
      async prepare(share) {
        mine = share;
        await prepareState(share.map(({ route }) => route));
      },
      fuzz,
      writeCount,
      audit: async () => (await t.audit()).problems.length === 0,
      async close() {
        agent.destroy();
        await db.end();
        await t.app.get(AuditRunner).settled();
        await t.close();
      },
    };
  }


  it('answers every generated request below 500, and a rejected request changes nothing', async () => {
    const changing = routes.map(key);
    // The document is read, not a list kept here: at least the changing routes known today are in it.
    expect(changing).toEqual(expect.arrayContaining(['POST /user/tickets', 'POST /user/deposit', 'PUT /admin/deposits/{id}', 'POST /admin/draws/period/{period}/result', 'DELETE /notifications/token']));
    // The counter sees writes (the setup made many), so an unmoved counter does mean nothing was written.
    for (const lane of lanes) expect(await lane.writeCount()).toBeGreaterThan(100);
    const started = performance.now();
    const counterexamples = (await Promise.all(lanes.map((lane) => lane.fuzz()))).flat();
    const audits = await Promise.all(lanes.map((lane) => lane.audit()));
    const auditResult = audits.every(Boolean) ? 'passed' : 'failed';
    recordFigures({
      part: 'fuzzing',
      requests,
      fiveXx,
      rejectedChanged,
      lost,
      doubled,
      audit: auditResult,
      details: {
        routes: routes.length,
        lanes: LANES,
        'bodies per route (min)': minBodies,
        accepted,
        rejected,
        'connection closed before an answer': resets,
        'rejected sign-in attempts recorded (allowed)': securityRecords,
        'recorded by': [...recordKinds.entries()].map(([label, n]) => `${label} x${n}`).join('; '),
        'full digests': digests,
        'seconds waiting for answers': Math.round(sendingMs / 1000),
        'slowest routes (s waiting)': [...perRoute.entries()].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([r, ms]) => `${r} ${Math.round(ms / 1000)}`).join('; '),
        statuses: [...statuses.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}:${n}`).join(' '),
        seed: SEED,
        seconds: Math.round((performance.now() - started) / 1000),
      },
    });
    if (failures.length) console.log(`fuzzing failed (FAST_CHECK_SEED=${SEED}, profile ${PROFILE}):\n${failures.slice(0, 40).join('\n')}\n${counterexamples.join('\n')}`);
    expect({ seed: SEED, failures: failures.slice(0, 20) }).toEqual({ seed: SEED, failures: [] });
    expect({ fiveXx, rejectedChanged, lost, doubled, audit: auditResult }).toEqual({ fiveXx: 0, rejectedChanged: 0, lost: 0, doubled: 0, audit: 'passed' });
    expect(minBodies).toBe(RUNS);
    // Real bodies got through, not a wall of refusals.
    expect(accepted).toBeGreaterThan(routes.length);
  }, TIMEOUT_MS);
});

function count(dir: string): number {
  try {
    return readdirSync(dir).length;
  } catch {
    return 0;
  }
}
