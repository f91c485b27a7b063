import { readdirSync } from 'node:fs';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import fc from 'fast-check';
import { signUpPlayer, startIdentityApp, type IdentityApp } from './identity-harness.js';
import { changedTables, databaseState } from './identity-state.js';

const PASSWORD = 'Quiet-Harbor-73!';
/** Runs per property; FAST_CHECK_RUNS raises it for a longer hunt. */
const RUNS = Number(process.env.FAST_CHECK_RUNS ?? 60);

type Auth = 'none' | 'player' | 'admin';
interface Route {
  method: string;
  url: string;
  auth: Auth;
  /** A body the route would take, whose text fields the properties replace one at a time. */
  body: Record<string, unknown>;
}

/** Every identity and notifications route that takes text, with a valid body each. */
const ROUTES: Route[] = [
  { method: 'POST', url: '/user/register', auth: 'none', body: { username: 'prop_user', email: 'prop-new@example.com', password: PASSWORD } },
  { method: 'POST', url: '/user/login', auth: 'none', body: { email: 'prop@example.com', password: PASSWORD } },
  { method: 'POST', url: '/user/send-otp', auth: 'none', body: { identifier: 'prop@example.com' } },
  { method: 'POST', url: '/user/resend-otp', auth: 'none', body: { email: 'prop@example.com' } },
  { method: 'POST', url: '/user/verify-login-otp', auth: 'none', body: { identifier: 'prop@example.com', otp: '123456', referralCode: 'ABCDEFGH' } },
  { method: 'POST', url: '/user/forgot-password', auth: 'none', body: { email: 'prop@example.com' } },
  { method: 'POST', url: '/user/reset-password', auth: 'none', body: { token: 'not-a-real-token', password: PASSWORD } },
  { method: 'POST', url: '/user/google-auth', auth: 'none', body: { idToken: 'a.b.c', referralCode: 'ABCDEFGH' } },
  { method: 'POST', url: '/user/change-password', auth: 'player', body: { currentPassword: PASSWORD, newPassword: 'Lantern-Orchard-91!' } },
  {
    method: 'PUT',
    url: '/user/update-profile',
    auth: 'player',
    body: { first_name: 'Asha', last_name: 'Rao', email: 'prop@example.com', mobile: '9876543210', date_of_birth: '1990-01-01', gender: 'female' },
  },
  { method: 'POST', url: '/admin/login', auth: 'none', body: { username: 'admin', password: 'Admin@12345' } },
  { method: 'POST', url: '/notifications/token', auth: 'player', body: { fcmToken: 'tok-prop', isAdmin: false } },
  { method: 'DELETE', url: '/notifications/token', auth: 'player', body: { fcmToken: 'tok-prop' } },
  { method: 'POST', url: '/admin/fcm-token', auth: 'admin', body: { fcmToken: 'tok-prop-admin' } },
];

/** Every (route, text field) pair. */
const FIELDS = ROUTES.flatMap((route) =>
  Object.entries(route.body)
    .filter(([, value]) => typeof value === 'string')
    .map(([field]) => ({ route, field })),
);

const codePoint = (from: number, to: number) => fc.integer({ min: from, max: to }).map((c) => String.fromCodePoint(c));
/** One character no text field takes: a control character, half a surrogate pair, a noncharacter or a direction override. */
const forbidden = fc.oneof(
  codePoint(0x00, 0x1f),
  fc.constant('\u007f'),
  codePoint(0x80, 0x9f),
  fc.constantFrom('\u2028', '\u2029'),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
  fc.constantFrom('\ufffe', '\uffff', '\u{10ffff}'),
  fc.constantFrom('\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c'),
);
const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }), fc.string({ maxLength: 40 }));
/** Text no route may take: a forbidden character somewhere in any text, or more text than any field holds. */
const hostile = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(anyText, forbidden, anyText).map(([before, bad, after]) => before + bad + after) },
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 9000, max: 70_000 }), fc.constantFrom('x', 'é', '🎲', 'ब')).map(([n, c]) => c.repeat(Math.ceil(n / c.length))) },
);

/**
 * Issue 8, attack 6, as properties: generated strings in every text field of every
 * identity route never get a 5xx; those no field may take (control characters, lone
 * surrogates, noncharacters, direction overrides, huge) get a 4xx and change nothing:
 * not a row in any table, not a mail.
 */
describe('identity: generated text in every field', () => {
  let t: IdentityApp;
  const tokens: Record<Auth, string | undefined> = { none: undefined, player: undefined, admin: undefined };
  const mailCount = () => readdirSync(t.config.mailOutboxDir).length;

  beforeAll(async () => {
    t = await startIdentityApp();
    tokens.player = await signUpPlayer(t, { username: 'prop', email: 'prop@example.com', password: PASSWORD });
    tokens.admin = (await t.post('/admin/login', { username: 'admin', password: 'Admin@12345' })).json().token;
  });
  afterAll(async () => {
    await t.close();
  });

  const send = ({ route, field }: (typeof FIELDS)[number], value: string) =>
    t.request(route.method, route.url, {
      payload: { ...route.body, [field]: value },
      token: tokens[route.auth],
      // Each run from its own address, so no per-address limit decides the answer.
      headers: { 'x-forwarded-for': `198.51.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` },
    });

  it('answers text no field takes with a 4xx and changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...FIELDS), hostile, async (target, value) => {
        const before = await databaseState(t);
        const mails = mailCount();
        const res = await send(target, value);
        const seen = { route: `${target.route.method} ${target.route.url}`, field: target.field };
        expect({ ...seen, status: res.statusCode >= 400 && res.statusCode < 500 ? '4xx' : res.statusCode }).toEqual({ ...seen, status: '4xx' });
        expect({ ...seen, changed: changedTables(before, await databaseState(t)), mails: mailCount() - mails }).toEqual({ ...seen, changed: [], mails: 0 });
      }),
      { numRuns: RUNS * 2 },
    );
  }, 120_000);

  it('never answers any text with a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...FIELDS), fc.oneof(anyText, hostile), async (target, value) => {
        const res = await send(target, value);
        const seen = { route: `${target.route.method} ${target.route.url}`, field: target.field };
        expect({ ...seen, serverError: res.statusCode >= 500 }).toEqual({ ...seen, serverError: false });
      }),
      { numRuns: RUNS * 2 },
    );
    expect((await t.get('/health')).statusCode).toBe(200);
  }, 120_000);

  it('covers every text field the OpenAPI document gives these routes', () => {
    const doc = SwaggerModule.createDocument(t.app, new DocumentBuilder().build());
    const documented = ROUTES.flatMap(({ method, url }) => {
      const operation = (doc.paths[url] as Record<string, any>)[method.toLowerCase()];
      const ref: string = operation.requestBody.content['application/json'].schema.$ref;
      const schema = (doc.components!.schemas as Record<string, any>)[ref.split('/').pop()!];
      return Object.entries(schema.properties as Record<string, { type?: string }>)
        .filter(([, property]) => property.type !== 'boolean')
        .map(([field]) => `${method} ${url} ${field}`);
    });
    expect(FIELDS.map(({ route, field }) => `${route.method} ${route.url} ${field}`).sort()).toEqual(documented.sort());
  });
});
