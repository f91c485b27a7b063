import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { signUpPlayer, startIdentityApp, type IdentityApp } from './identity-harness.js';

/** Malformed input on every identity route: a clear 4xx, never a 5xx, and no state change. */
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

  const routes: [string, string, 'none' | 'user' | 'admin' | 'any'][] = [
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
  const bodies: unknown[] = [
    [],
    'text',
    42,
    null,
    { username: { $ne: 1 }, email: ['a@b.c'], password: 1, otp: 123456, identifier: {}, idToken: [], token: 5 },
    { email: 'x'.repeat(100_000) + '@example.com', password: 'A@a'.repeat(50_000), username: 'y'.repeat(100_000) },
    { first_name: 'A', last_name: 'B', email: 'hostile@example.com', mobile: '+91' + '9'.repeat(5000), date_of_birth: '9999-99-99', gender: 'male' },
    { fcmToken: 'z'.repeat(10_000), isAdmin: 'yes' },
    { __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } },
  ];

  it('answers every malformed body with a 4xx in the error envelope', async () => {
    const count = async () => (await t.sql('SELECT (SELECT count(*) FROM players) + (SELECT count(*) FROM admins) + (SELECT count(*) FROM push_tokens) AS n'))[0].n;
    const before = await count();
    for (const [method, url, role] of routes) {
      const token = role === 'admin' ? admin : role === 'none' ? undefined : player;
      for (const body of bodies) {
        const res = await fetch(t.baseUrl + url, {
          method,
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body),
        });
        const text = await res.text();
        // The route and body are in the compared object so a failure names them.
        const seen = { route: `${method} ${url}`, body: JSON.stringify(body).slice(0, 60) };
        expect({ ...seen, below500: res.status < 500 }).toEqual({ ...seen, below500: true });
        if (res.status >= 400) expect(JSON.parse(text)).toMatchObject({ err: 'Y', msg: expect.any(String) });
      }
    }
    expect(await count()).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
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
