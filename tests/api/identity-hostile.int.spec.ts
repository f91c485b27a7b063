import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { signUpPlayer, startIdentityApp, type IdentityApp } from './identity-harness.js';

type Role = 'none' | 'user' | 'admin' | 'any';

const routes: [string, string, Role][] = [
  ['POST', '/user/register', 'none'],
  ['POST', '/user/login', 'none'],
  ['POST', '/user/send-otp', 'none'],
  ['POST', '/user/resend-otp', 'none'],
  ['POST', '/user/verify-login-otp', 'none'],
  ['POST', '/user/forgot-password', 'none'],
  ['POST', '/user/reset-password', 'none'],
  ['POST', '/user/google-auth', 'none'],
  ['POST', '/user/change-password', 'user'],
  ['PUT', '/user/update-profile', 'user'],
  ['POST', '/admin/login', 'none'],
  ['POST', '/notifications/token', 'any'],
  ['DELETE', '/notifications/token', 'any'],
  ['POST', '/admin/fcm-token', 'admin'],
];

/**
 * Sent as raw text with a JSON content type (not through JSON.stringify, which would drop a
 * `__proto__` key); `undefined` sends no body and no content type at all.
 */
const bodies: Record<string, string | undefined> = {
  'no body': undefined,
  'empty JSON body': '',
  array: '[]',
  string: '"text"',
  number: '42',
  null: 'null',
  'not JSON': '{"username": ',
  'wrong types': JSON.stringify({ username: { $ne: 1 }, email: ['a@b.c'], password: 1, otp: 123456, identifier: {}, idToken: [], token: 5 }),
  oversized: JSON.stringify({ email: 'x'.repeat(100_000) + '@example.com', password: 'A@a'.repeat(50_000), username: 'y'.repeat(100_000) }),
  'bad profile': JSON.stringify({ first_name: 'A', last_name: 'B', email: 'hostile@example.com', mobile: '+91' + '9'.repeat(5000), date_of_birth: '9999-99-99', gender: 'male' }),
  'bad push token': JSON.stringify({ fcmToken: 'z'.repeat(10_000), isAdmin: 'yes' }),
  // An empty token names no token (DELETE without one removes the session's tokens: leave it out).
  'empty push token': JSON.stringify({ fcmToken: '' }),
  'prototype pollution': '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
  'constructor pollution': '{"constructor": {"prototype": {"polluted": true}}}',
};

/**
 * The only answers outside 4xx: bodies that are genuinely valid for their route.
 * DELETE /notifications/token takes an optional body; without one it removes the push token
 * of the calling session (the client's logout). JSON `null` is that same absent body.
 * (An empty body under a JSON content type is still refused: Fastify cannot parse it.)
 */
const validAnswers: { route: string; body: string; status: number }[] = [
  { route: 'DELETE /notifications/token', body: 'no body', status: 200 },
  { route: 'DELETE /notifications/token', body: 'null', status: 200 },
];

/** Malformed input on every identity route: a clear 4xx, never a 2xx or 5xx, and no state change. */
describe('identity: hostile input', () => {
  let t: IdentityApp;
  let player: string;
  let admin: string;
  beforeAll(async () => {
    t = await startIdentityApp();
    player = await signUpPlayer(t, { username: 'hostile', email: 'hostile@example.com' });
    admin = (await t.post('/admin/login', { username: 'admin', password: 'Admin@12345' })).json().token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers every malformed body with a 4xx in the error envelope', async () => {
    const count = async () => (await t.sql('SELECT (SELECT count(*) FROM players) + (SELECT count(*) FROM admins) + (SELECT count(*) FROM push_tokens) AS n'))[0].n;
    const before = await count();
    const outside4xx: { route: string; body: string; status: number }[] = [];
    for (const [method, url, role] of routes) {
      const token = role === 'admin' ? admin : role === 'none' ? undefined : player;
      for (const [label, body] of Object.entries(bodies)) {
        const res = await fetch(t.baseUrl + url, {
          method,
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body,
        });
        const text = await res.text();
        const seen = { route: `${method} ${url}`, body: label, status: res.status };
        if (res.status < 400 || res.status >= 500) outside4xx.push(seen);
        // The route and body are in the compared object so a failure names them.
        if (res.status >= 400) expect({ ...seen, reply: JSON.parse(text) }).toMatchObject({ ...seen, reply: { err: 'Y', msg: expect.any(String) } });
      }
    }
    // Every answer outside 4xx at once, so one run names every route that misbehaves.
    expect(outside4xx).toEqual(validAnswers);
    expect(await count()).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
  }, 60_000);

  it('describes every identity route in the OpenAPI document', () => {
    const doc = SwaggerModule.createDocument(t.app, new DocumentBuilder().addBearerAuth().build());
    for (const [method, url] of routes) {
      expect(doc.paths[url]?.[method.toLowerCase() as 'get']).toBeDefined();
    }
    expect(doc.paths['/user/profile']?.get).toBeDefined();
    expect(doc.paths['/admin/users-list']?.get).toBeDefined();
    expect(doc.paths['/api/client-config']?.get).toBeDefined();
  });
});
