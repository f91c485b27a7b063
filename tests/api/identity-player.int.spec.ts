import argon2 from 'argon2';
import pg from 'pg';
import { TestBrowser } from './identity-browser.js';
import { startIdentityApp, signUpPlayer, type IdentityApp } from './identity-harness.js';

/** Registration, OTP verification, password login and the profile (spec sections 4, 5, 7). */
describe('identity: player sign-up and login', () => {
  let t: IdentityApp;
  let sql: pg.Client;
  beforeAll(async () => {
    t = await startIdentityApp();
    sql = new pg.Client({ connectionString: t.db.url });
    await sql.connect();
  });
  afterAll(async () => {
    await sql.end();
    await t.close();
  });

  it('registers, mails a 6-digit code, and the verified code opens a session bound for profile creation', async () => {
    const reg = await t.post('/user/register', { username: 'ravi', email: 'Ravi@Example.com', password: 'Quiet-Harbor-73!' });
    expect(reg.statusCode).toBe(200);
    expect(reg.json()).toEqual({ err: 'N', msg: 'Registration successful. Please check your email for the OTP.' });
    const code = t.lastCode('ravi@example.com');
    expect(code).toMatch(/^\d{6}$/);

    const ok = await t.post('/user/verify-login-otp', { identifier: 'ravi@example.com', otp: code });
    expect(ok.statusCode).toBe(200);
    const body = ok.json();
    expect(body).toMatchObject({
      err: 'N',
      token: expect.any(String),
      user: { email: 'ravi@example.com', isProfileUpdated: false },
      isProfileUpdated: false,
    });
    const { rows } = await sql.query(`SELECT p.email, email_verified, referral_code, password_hash, code_hash
                                        FROM players p JOIN otp_codes o ON o.player_id = p.id WHERE p.username = 'ravi'`);
    expect(rows[0]).toMatchObject({ email: 'ravi@example.com', email_verified: true });
    expect(rows[0].referral_code).toMatch(/^[A-Z2-9]{8}$/);
    // Neither the password nor the code is stored in the clear.
    expect(rows[0].code_hash).not.toContain(code);
    expect(rows[0].password_hash).not.toContain('Quiet-Harbor-73!');
  });

  it('hashes passwords with argon2id, 19 MiB and 2 passes, read back from the stored hash', async () => {
    const { rows } = await sql.query(`SELECT password_hash FROM players WHERE username = 'ravi'`);
    const hash: string = rows[0].password_hash;
    const [, variant, , params] = hash.split('$');
    expect(variant).toBe('argon2id');
    const p = Object.fromEntries(params!.split(',').map((kv) => kv.split('=')));
    expect(Number(p.m)).toBeGreaterThanOrEqual(19 * 1024);
    expect(Number(p.t)).toBeGreaterThanOrEqual(2);
    expect(await argon2.verify(hash, 'Quiet-Harbor-73!')).toBe(true);
  });

  it('refuses a used code: single use', async () => {
    const code = t.lastCode('ravi@example.com');
    const again = await t.post('/user/verify-login-otp', { identifier: 'ravi@example.com', otp: code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ err: 'Y', msg: 'Invalid OTP. Please try again.' });
  });

  it('logs in with password + OTP, and the repeated login right after the OTP returns the session', async () => {
    t.clock.advance(200_000);
    const browser = new TestBrowser(t, '192.0.2.30');
    const login = await browser.logIn('RAVI@example.com', 'Quiet-Harbor-73!');
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ err: 'N', msg: 'OTP sent successfully!', otpSent: true, loginChallenge: expect.any(String) });
    const verify = await browser.verify('ravi@example.com', t.lastCode('ravi@example.com'));
    expect(verify.statusCode).toBe(200);
    const repeat = await browser.logIn('ravi@example.com', 'Quiet-Harbor-73!');
    expect(repeat.json()).toMatchObject({
      err: 'N',
      token: expect.any(String),
      user: { email: 'ravi@example.com', isProfileUpdated: false },
      isProfileUpdated: false,
    });
    expect((await t.get('/user/profile', repeat.json().token)).statusCode).toBe(200);
    // The grant is used up: a third login asks for a code again (cooldown: the pending one stays valid).
    const third = await browser.logIn('ravi@example.com', 'Quiet-Harbor-73!');
    expect(third.json()).toMatchObject({ err: 'N', otpSent: true });
    expect(third.json().token).toBeUndefined();
  });

  it('does not grant the repeat login to another browser', async () => {
    t.clock.advance(200_000);
    await new TestBrowser(t, '192.0.2.31').signIn('ravi@example.com', 'Quiet-Harbor-73!');
    const elsewhere = await new TestBrowser(t, '203.0.113.9', 'another browser').logIn('ravi@example.com', 'Quiet-Harbor-73!');
    expect(elsewhere.json()).toMatchObject({ err: 'N', otpSent: true });
    expect(elsewhere.json().token).toBeUndefined();
  });

  it('answers an unknown email and a wrong password alike (401, same body)', async () => {
    const unknown = await t.post('/user/login', { email: 'nobody@example.com', password: 'Quiet-Harbor-73!' });
    const wrong = await t.post('/user/login', { email: 'ravi@example.com', password: 'Wrong@1234' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toMatchObject({ err: 'Y', msg: 'Invalid email or password.' });
  });

  it('limits password guessing per address alike for known and unknown emails (429 after 10 failures)', async () => {
    const attempt = (email: string, password: string, ip: string) =>
      t.request('POST', '/user/login', { payload: { email, password }, headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < 10; i++) {
      expect((await attempt('ravi@example.com', 'Guess@000' + i, '192.0.2.10')).statusCode).toBe(401);
      expect((await attempt('nobody@example.com', 'Guess@000' + i, '192.0.2.11')).statusCode).toBe(401);
    }
    const known = await attempt('ravi@example.com', 'Quiet-Harbor-73!', '192.0.2.10');
    const unknown = await attempt('nobody@example.com', 'Quiet-Harbor-73!', '192.0.2.11');
    expect(known.statusCode).toBe(429);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().msg).toBe('Too many login attempts. Please try again in 15 minutes.');
    // The ten failures happened at one instant: the block ends a whole window later.
    expect(known.json()).toMatchObject({ code: 'IDENTITY.LOGIN_RATE_LIMITED', retryAfterSeconds: 15 * 60 });
    t.clock.advance(14 * 60_000);
    expect((await attempt('ravi@example.com', 'Quiet-Harbor-73!', '192.0.2.10')).json().retryAfterSeconds).toBe(60);
    t.clock.advance(60_000 + 1000);
    expect((await attempt('ravi@example.com', 'Quiet-Harbor-73!', '192.0.2.10')).json()).toMatchObject({ err: 'N', otpSent: true });
  });

  it('answers a second registration of an email exactly like a new one, creates nothing and mails the owner', async () => {
    const before = (await sql.query('SELECT count(*)::int AS n FROM players')).rows[0].n;
    const dup = await t.post('/user/register', { username: 'someone_else', email: 'ravi@EXAMPLE.com', password: 'Other@1234' });
    const fresh = await t.post('/user/register', { username: 'meera', email: 'meera@example.com', password: 'Quiet-Harbor-73!' });
    expect(dup.statusCode).toBe(fresh.statusCode);
    expect(dup.json()).toEqual(fresh.json());
    expect((await sql.query('SELECT count(*)::int AS n FROM players')).rows[0].n).toBe(before + 1);
    const notice = t.mails('ravi@example.com').at(-1)!;
    expect(notice).toContain('An account with this email already exists');
    expect(notice).toContain('https://play.fairdraw.test/forgot-password');
  });

  it('enforces the registration rules: password, username and taken username', async () => {
    const weak = await t.post('/user/register', { username: 'neha', email: 'neha@example.com', password: 'password' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().msg).toBe(
      'Password must be at least 8 characters, include uppercase, lowercase, and a special character.',
    );
    const spaced = await t.post('/user/register', { username: 'ne ha', email: 'neha@example.com', password: 'Quiet-Harbor-73!' });
    expect(spaced.json().msg).toBe('Username must not contain spaces');
    const short = await t.post('/user/register', { username: 'ne', email: 'neha@example.com', password: 'Quiet-Harbor-73!' });
    expect(short.json().msg).toBe('Username must be at least 3 characters');
    const badEmail = await t.post('/user/register', { username: 'neha', email: 'not-an-email', password: 'Quiet-Harbor-73!' });
    expect(badEmail.json().msg).toBe('Invalid email address');
    const taken = await t.post('/user/register', { username: 'RAVI', email: 'neha@example.com', password: 'Quiet-Harbor-73!' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toBe('This username is already taken.');
    const login = await t.post('/user/login', { email: 'ravi@example.com', password: 'short' });
    expect(login.statusCode).toBe(400);
  });

  it('links a new player to the referrer whose code came with the first verification', async () => {
    const { rows } = await sql.query(`SELECT id, referral_code FROM players WHERE username = 'ravi'`);
    await signUpPlayer(t, { username: 'arjun', email: 'arjun@example.com', referralCode: rows[0].referral_code.toLowerCase() });
    const arjun = await sql.query(`SELECT referred_by FROM players WHERE username = 'arjun'`);
    expect(arjun.rows[0].referred_by).toBe(rows[0].id);
  });

  it('opens the wallet at registration: the profile carries balances in rupees and the referral code', async () => {
    const token = await signUpPlayer(t, { username: 'kavya', email: 'kavya@example.com' });
    const profile = await t.get('/user/profile', token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      err: 'N',
      data: {
        username: 'kavya',
        email: 'kavya@example.com',
        first_name: null,
        current_balance: 0,
        referral_balance: 0,
        referral_code: expect.stringMatching(/^[A-Z2-9]{8}$/),
      },
    });
    const kavya = (await sql.query(`SELECT id FROM players WHERE username = 'kavya'`)).rows[0].id;
    const wallet = await sql.query(`SELECT count(*)::int AS n FROM wallet_balances WHERE user_id = $1`, [kavya]);
    expect(wallet.rows[0].n).toBe(1);
  });
});
