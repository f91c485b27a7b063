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
    t.post('/user/register', { username: name, email: `${name}@example.com`, password: 'Secret@123' });
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
    expect(early.json()).toEqual({ err: 'Y', msg: 'Please wait 20 seconds before requesting a new OTP.', code: 'IDENTITY.OTP_COOLDOWN' });
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
    const login = await t.post('/user/login', { email: 'cool@example.com', password: 'Secret@123' });
    expect(login.json()).toMatchObject({ err: 'N', otpSent: true, msg: 'OTP sent successfully!' });
    t.clock.advance(100_000);
    const early = await resend('cool@example.com');
    expect(early.statusCode).toBe(429);
    expect(early.json().msg).toBe('Please wait 20 seconds before requesting a new OTP.');
    t.clock.advance(20_000);
    expect((await resend('cool@example.com')).statusCode).toBe(200);
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
    t.clock.advance(60 * 60_000);
    expect((await resend('cap@example.com')).statusCode).toBe(200);
  });

  it('answers resends for an unknown address exactly like for a registered one (cooldown and cap included)', async () => {
    t.clock.advance(60 * 60_000);
    await register('known');
    const ghostReg = await t.post('/user/register', { username: 'whoever', email: 'known@example.com', password: 'Secret@123' });
    expect(ghostReg.statusCode).toBe(200);
    // 'known' just got a code; an unknown address gets its first resend now: both are then in a cooldown.
    const unknownFirst = await resend('unknown@example.com');
    expect(unknownFirst.json()).toEqual({ err: 'N', msg: 'OTP sent successfully!' });
    const [a, b] = [await resend('known@example.com'), await resend('unknown@example.com')];
    expect(a.statusCode).toBe(429);
    expect(b.statusCode).toBe(429);
    expect(t.mails('unknown@example.com')).toHaveLength(0);
  });

  it('refuses a code for an address that was never sent one, without saying whether it exists', async () => {
    const unknown = await t.post('/user/verify-login-otp', { identifier: 'never@example.com', otp: '123456' });
    const known = await t.post('/user/verify-login-otp', { identifier: 'intime@example.com', otp: '123456' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(known.json());
  });
});
