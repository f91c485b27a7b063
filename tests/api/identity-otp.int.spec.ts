import { TestBrowser } from './identity-browser.js';
import { startIdentityApp, type IdentityApp } from './identity-harness.js';

/** One-time code rules (DESIGN.md 5): expiry, five tries, single use, cooldown, hourly cap, new voids old. */
describe('identity: one-time codes', () => {
  let t: IdentityApp;
  beforeAll(async () => {
    t = await startIdentityApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const register = (name: string) =>
    t.post('/user/register', { username: name, email: `${name}@example.com`, password: 'Quiet-Harbor-73!' });
  const verify = (name: string, otp: string) => t.post('/user/verify-login-otp', { identifier: `${name}@example.com`, otp });
  const resend = (email: string) => t.post('/user/send-otp', { identifier: email });
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('expires a code after 10 minutes', async () => {
    await register('expiry');
    const code = t.lastCode('expiry@example.com');
    t.clock.advance(10 * 60_000);
    const late = await verify('expiry', code);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ err: 'Y', msg: 'This OTP has expired. Please request a new one.' });
  });

  it('accepts a code just before its 10 minutes are up', async () => {
    await register('intime');
    const code = t.lastCode('intime@example.com');
    t.clock.advance(10 * 60_000 - 1000);
    expect((await verify('intime', code)).statusCode).toBe(200);
  });

  it('voids a code at the fifth wrong try: even the right code fails afterwards', async () => {
    await register('tries');
    const code = t.lastCode('tries@example.com');
    for (let i = 1; i <= 4; i++) {
      const wrong = await verify('tries', wrongCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().msg).toBe('Invalid OTP. Please try again.');
    }
    const fifth = await verify('tries', wrongCode(code));
    expect(fifth.json().msg).toBe('Too many wrong attempts. Please request a new OTP.');
    const right = await verify('tries', code);
    expect(right.statusCode).toBe(400);
    expect(right.json().msg).toBe('Too many wrong attempts. Please request a new OTP.');
  });

  it('refuses a malformed code at the edge', async () => {
    const res = await verify('tries', '12ab56');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Please enter the complete 6-digit OTP');
  });

  it('enforces the 30 s resend cooldown after a registration code, and a new code voids the old one', async () => {
    await register('cool');
    const first = t.lastCode('cool@example.com');
    t.clock.advance(10_000);
    const early = await resend('cool@example.com');
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({
      err: 'Y',
      msg: 'Please wait 20 seconds before requesting a new OTP.',
      code: 'IDENTITY.OTP_COOLDOWN',
      retryAfterSeconds: 20,
    });
    t.clock.advance(20_000);
    const later = await resend('cool@example.com');
    expect(later.statusCode).toBe(200);
    expect(later.json()).toEqual({ err: 'N', msg: 'OTP sent successfully!' });
    const second = t.lastCode('cool@example.com');
    expect(t.mails('cool@example.com')).toHaveLength(2);
    // The first code was voided when the second was issued (the codes may coincide by chance: 1 in 10^6).
    const rows = await t.sql(`SELECT voided_at IS NOT NULL AS voided FROM otp_codes WHERE email = 'cool@example.com' ORDER BY created_at`);
    expect(rows.map((r) => r.voided)).toEqual([true, false]);
    if (second !== first) expect((await verify('cool', first)).statusCode).toBe(400);
    expect((await verify('cool', second)).statusCode).toBe(200);
  });

  it('also resends through POST /user/resend-otp with { email }', async () => {
    await register('alias');
    t.clock.advance(30_000);
    const res = await t.post('/user/resend-otp', { email: 'alias@example.com' });
    expect(res.json()).toEqual({ err: 'N', msg: 'OTP sent successfully!' });
    expect(t.mails('alias@example.com')).toHaveLength(2);
  });

  it('enforces the 120 s cooldown after a login code', async () => {
    t.clock.advance(60_000);
    const browser = new TestBrowser(t, '192.0.2.40');
    const login = await browser.logIn('cool@example.com', 'Quiet-Harbor-73!');
    expect(login.json()).toMatchObject({ err: 'N', otpSent: true, msg: 'OTP sent successfully!' });
    t.clock.advance(100_000);
    const early = await browser.resend('cool@example.com');
    expect(early.statusCode).toBe(429);
    expect(early.json().msg).toBe('Please wait 20 seconds before requesting a new OTP.');
    t.clock.advance(20_000);
    expect((await browser.resend('cool@example.com')).statusCode).toBe(200);
  });

  it('caps codes at five an hour per address with a clear 429', async () => {
    await register('cap');
    for (let i = 0; i < 4; i++) {
      t.clock.advance(30_000);
      expect((await resend('cap@example.com')).statusCode).toBe(200);
    }
    t.clock.advance(30_000);
    const capped = await resend('cap@example.com');
    expect(capped.statusCode).toBe(429);
    expect(capped.json().msg).toMatch(/^Too many OTP requests\. Please try again in \d+ minutes\.$/);
    // The oldest of the five codes went out 150 s ago: the hour lets a new one through in 3450 s.
    expect(capped.json()).toMatchObject({
      code: 'IDENTITY.OTP_HOURLY_CAP',
      msg: 'Too many OTP requests. Please try again in 58 minutes.',
      retryAfterSeconds: 3450,
    });
    t.clock.advance(60 * 60_000);
    expect((await resend('cap@example.com')).statusCode).toBe(200);
  });

  it('answers resends for an unknown address exactly like for a registered one (cooldown and cap included)', async () => {
    t.clock.advance(60 * 60_000);
    await register('known');
    const ghostReg = await t.post('/user/register', { username: 'whoever', email: 'known@example.com', password: 'Quiet-Harbor-73!' });
    expect(ghostReg.statusCode).toBe(200);
    // 'known' just got a code; an unknown address gets its first resend now: both are then in a cooldown.
    const unknownFirst = await resend('unknown@example.com');
    expect(unknownFirst.json()).toEqual({ err: 'N', msg: 'OTP sent successfully!' });
    const [a, b] = [await resend('known@example.com'), await resend('unknown@example.com')];
    expect(a.statusCode).toBe(429);
    expect(b.statusCode).toBe(429);
    expect(t.mails('unknown@example.com')).toHaveLength(0);
  });

  describe('the remaining cooldown in the answer (retryAfterSeconds)', () => {
    const login = (email: string) => t.post('/user/login', { email, password: 'Quiet-Harbor-73!' });

    it('tells a login inside the cooldown that no code was sent, and for how long, without mailing', async () => {
      t.clock.advance(60 * 60_000);
      await register('again');
      await verify('again', t.lastCode('again@example.com'));
      t.clock.advance(1000);
      const first = await login('again@example.com');
      expect(first.json()).toEqual({ err: 'N', msg: 'OTP sent successfully!', otpSent: true, loginChallenge: expect.any(String) });
      const mailed = t.mails('again@example.com').length;
      t.clock.advance(45_000);
      const repeat = await login('again@example.com');
      expect(repeat.statusCode).toBe(200);
      expect(repeat.json()).toEqual({
        err: 'N',
        msg: 'An OTP was already sent. Please check your email.',
        otpSent: true,
        retryAfterSeconds: 75,
        loginChallenge: expect.any(String),
      });
      expect(t.mails('again@example.com')).toHaveLength(mailed);
      // The countdown continues from the first code: a later repeat gets less time, not a fresh 120 s.
      t.clock.advance(74_500);
      expect((await login('again@example.com')).json().retryAfterSeconds).toBe(1);
      t.clock.advance(500);
      expect(await login('again@example.com').then((r) => r.json())).toEqual({
        err: 'N',
        msg: 'OTP sent successfully!',
        otpSent: true,
        loginChallenge: expect.any(String),
      });
      expect(t.mails('again@example.com')).toHaveLength(mailed + 1);
    });

    it('gives send-otp and resend-otp inside the cooldown a 429 with the wait in the body and in Retry-After', async () => {
      t.clock.advance(60 * 60_000);
      await register('waiter');
      t.clock.advance(12_500);
      for (const [url, body] of [
        ['/user/send-otp', { identifier: 'waiter@example.com' }],
        ['/user/resend-otp', { email: 'waiter@example.com' }],
      ] as const) {
        const res = await fetch(t.baseUrl + url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect(res.status).toBe(429);
        expect(res.headers.get('retry-after')).toBe('18');
        expect(await res.json()).toEqual({
          err: 'Y',
          msg: 'Please wait 18 seconds before requesting a new OTP.',
          code: 'IDENTITY.OTP_COOLDOWN',
          retryAfterSeconds: 18,
        });
      }
      expect(t.mails('waiter@example.com')).toHaveLength(1);
    });

    it('documents retryAfterSeconds in the OpenAPI answers of login, send-otp and resend-otp', async () => {
      const doc = (await t.get('/api/docs/openapi.json')).json();
      const schemaOf = (ref: string) => doc.components.schemas[ref.split('/').pop()!];
      const answers = (path: string) => doc.paths[path].post.responses;
      const loginOk = schemaOf(answers('/user/login')['200'].content['application/json'].schema.$ref);
      expect(loginOk.properties.retryAfterSeconds).toMatchObject({ type: 'number' });
      expect(loginOk.required ?? []).not.toContain('retryAfterSeconds');
      for (const path of ['/user/login', '/user/send-otp', '/user/resend-otp']) {
        const tooMany = schemaOf(answers(path)['429'].content['application/json'].schema.$ref);
        expect(tooMany.properties.retryAfterSeconds).toMatchObject({ type: 'number' });
        expect(tooMany.required).toContain('retryAfterSeconds');
      }
    });
  });

  it('refuses a code for an address that was never sent one, without saying whether it exists', async () => {
    const unknown = await t.post('/user/verify-login-otp', { identifier: 'never@example.com', otp: '123456' });
    const known = await t.post('/user/verify-login-otp', { identifier: 'intime@example.com', otp: '123456' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(known.json());
  });
});
