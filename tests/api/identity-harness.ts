import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { AppModule } from '../../server/src/app.module.js';
import { GoogleCertificates } from '../../server/src/identity/commands/sign-in-with-google/google-certificates.js';
import { FixedClock } from '../../server/src/shared/clock/clock.js';
import { AfterAnswer } from '../../server/src/shared/http/after-answer.js';
import type { AppConfig } from '../../server/src/shared/config/config.js';
import { testConfig } from '../../server/src/shared/testing/test-app.js';
import { configureApp, createAdapter } from '../../server/src/bootstrap.js';
import { createRootLogger } from '../../server/src/shared/logging/logger.js';
import { createTestDatabase, type TestDatabase } from '../../server/src/shared/testing/test-database.js';

export interface IdentityApp {
  app: NestFastifyApplication;
  config: AppConfig;
  clock: FixedClock;
  db: TestDatabase;
  dataDir: string;
  /** Every mail written to the outbox for `to`, oldest first, decoded to text. */
  mails(to: string): string[];
  /** The 6-digit code of the newest mail to `to`. */
  lastCode(to: string): string;
  /** Runs SQL on the test database. */
  sql(query: string, params?: unknown[]): Promise<any[]>;
  /** Base URL of the listening server (real HTTP on 127.0.0.1). */
  baseUrl: string;
  request(method: string, url: string, options?: { payload?: object; token?: string; headers?: Record<string, string> }): Promise<Reply>;
  post(url: string, payload: object, token?: string): Promise<Reply>;
  put(url: string, payload: object, token?: string): Promise<Reply>;
  get(url: string, token?: string): Promise<Reply>;
  delete(url: string, payload: object, token?: string): Promise<Reply>;
  close(): Promise<void>;
}

export interface Reply {
  statusCode: number;
  body: string;
  json(): any;
}

export interface IdentityAppOptions {
  env?: Record<string, string>;
  /** Google certificates to verify ID tokens with (the test's own key). */
  googleCerts?: Record<string, string>;
  /** Providers replaced by test doubles (e.g. PUSH_MESSAGING). */
  overrides?: { provide: unknown; useValue: unknown }[];
  /** A second instance: share this database (and its data folder) instead of making new ones. */
  shareWith?: IdentityApp;
  /** Extra modules, e.g. a test controller exercising the guards. */
  imports?: any[];
}

/**
 * The whole server's module (AppModule) on a database of its own, with the clock and
 * Google's certificate source under the test's control, and mail going to an outbox. No
 * timed background jobs, but the log's reactors run (a deposit marked done is credited).
 */
export async function startIdentityApp(options: IdentityAppOptions = {}): Promise<IdentityApp> {
  const shared = options.shareWith;
  const db = shared?.db ?? (await createTestDatabase());
  const dataDir = shared?.dataDir ?? mkdtempSync(join(tmpdir(), 'fd-identity-'));
  const config = testConfig(db.url, dataDir, {
    GOOGLE_CLIENT_ID: 'fairdraw-test.apps.googleusercontent.com',
    PUBLIC_URL: 'https://play.fairdraw.test',
    // The test client stands in for a load balancer on loopback that sets X-Forwarded-For.
    TRUST_PROXY: '127.0.0.1',
    ...options.env,
  });
  const clock = new FixedClock(new Date());
  let builder = Test.createTestingModule({
    imports: [AppModule.forRoot({ config, databaseUrl: db.url, clock, background: false, reactors: true }), ...(options.imports ?? [])],
  });
  if (options.googleCerts) {
    const certs = options.googleCerts;
    builder = builder.overrideProvider(GoogleCertificates).useValue({ current: async () => certs });
  }
  for (const o of options.overrides ?? []) builder = builder.overrideProvider(o.provide as never).useValue(o.useValue);
  const moduleRef = await builder.compile();
  moduleRef.useLogger(false);
  const app = moduleRef.createNestApplication<NestFastifyApplication>(createAdapter(config, createRootLogger('silent')), {
    logger: false,
    bodyParser: false,
  });
  await configureApp(app);
  // Real HTTP: light-my-request's CommonJS dependencies cannot load under Jest's ESM mode.
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  const baseUrl = `http://127.0.0.1:${address.port}`;

  const request: IdentityApp['request'] = async (method, url, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.payload !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(baseUrl + url, {
      method,
      headers,
      body: opts.payload === undefined ? undefined : JSON.stringify(opts.payload),
    });
    const body = await res.text();
    // Work a request leaves for after its answer (AfterAnswer: registration, reset mails) is done before the test goes on.
    await app.get(AfterAnswer).settled();
    return { statusCode: res.status, body, json: () => JSON.parse(body) };
  };
  const mails = (to: string) => readOutbox(config.mailOutboxDir).filter((m) => m.includes(`To: ${to}`));
  return {
    app,
    config,
    clock,
    db,
    dataDir,
    mails,
    lastCode(to) {
      const all = mails(to);
      const code = /^(\d{6})$/m.exec(all[all.length - 1] ?? '')?.[1];
      if (!code) throw new Error(`No code mailed to ${to}`);
      return code;
    },
    baseUrl,
    request,
    async sql(query, params) {
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      try {
        return (await client.query(query, params)).rows;
      } finally {
        await client.end();
      }
    },
    post: (url, payload, token) => request('POST', url, { payload, token }),
    put: (url, payload, token) => request('PUT', url, { payload, token }),
    get: (url, token) => request('GET', url, { token }),
    delete: (url, payload, token) => request('DELETE', url, { payload, token }),
    async close() {
      await app.close();
      if (shared) return;
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function readOutbox(dir: string): string[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return files.map((f) => decodeQuotedPrintable(readFileSync(join(dir, f), 'utf8')));
}

/** Mail bodies may be quoted-printable (long link lines): undo soft breaks and =XX escapes. */
function decodeQuotedPrintable(raw: string): string {
  if (!/Content-Transfer-Encoding: quoted-printable/i.test(raw)) return raw;
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Registers, verifies the mailed code and returns the session token of a new player. */
export async function signUpPlayer(
  t: IdentityApp,
  who: { username: string; email: string; password?: string; referralCode?: string },
): Promise<string> {
  const password = who.password ?? 'Quiet-Harbor-73!';
  const reg = await t.post('/user/register', { username: who.username, email: who.email, password });
  if (reg.statusCode !== 200) throw new Error(`register: ${reg.statusCode} ${reg.body}`);
  const verified = await t.post('/user/verify-login-otp', {
    identifier: who.email,
    otp: t.lastCode(who.email),
    ...(who.referralCode ? { referralCode: who.referralCode } : {}),
  });
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.statusCode} ${verified.body}`);
  return verified.json().token as string;
}

/** An adult's profile, as every player completes it before money and tickets (DESIGN.md 5). */
export interface ProfileFields {
  firstName?: string;
  lastName?: string;
  mobile?: string;
  dateOfBirth?: string;
}

/** Completes the profile of the player whose session `token` is (PUT /user/update-profile). */
export async function completeProfile(t: IdentityApp, token: string, email: string, fields: ProfileFields = {}): Promise<void> {
  const res = await t.put(
    '/user/update-profile',
    {
      first_name: fields.firstName ?? 'Player',
      last_name: fields.lastName ?? 'Tester',
      email,
      mobile: fields.mobile ?? '+919876543210',
      date_of_birth: fields.dateOfBirth ?? '1990-01-15',
      gender: 'other',
    },
    token,
  );
  if (res.statusCode !== 200) throw new Error(`update-profile: ${res.statusCode} ${res.body}`);
}
