import { TestBrowser } from './identity-browser.js';
import { signUpPlayer, startIdentityApp, type IdentityApp } from './identity-harness.js';

/**
 * Issue 8, attacks 2, 4 and 8, replayed against the sign-in flow: a session needs the
 * password and then the code, each code belongs to the step that issued it, codes asked
 * for without the password never hold the owner back, and the silent repeat after a
 * verified code belongs to the browser that verified it.
 */
describe('identity attacks: sign-in steps', () => {
  let t: IdentityApp;
  const PASSWORD = 'Quiet-Harbor-73!';
  const HOUR = 3600_000;
  beforeAll(async () => {
    t = await startIdentityApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const attacker = () => new TestBrowser(t, '203.0.113.66', 'attack-script/1.0');
  const mailCount = (email: string) => t.mails(email).length;
  /** The code of a mail to `email` after the first `before` ones, if one holds a code; else a guess. */
  const codeOrGuess = (email: string, before: number) =>
    t.mails(email).slice(before).map((m) => /^(\d{6})$/m.exec(m)?.[1]).findLast(Boolean) ?? '000000';

  describe('attack 2: the code alone never opens a session', () => {
    it('send-otp and resend-otp for a verified account mail no code, and nothing they answer opens a session', async () => {
      await signUpPlayer(t, { username: 'victim2', email: 'victim2@example.com' });
      t.clock.advance(HOUR);
      const eve = attacker();
      for (const [url, body] of [
        ['/user/send-otp', { identifier: 'victim2@example.com' }],
        ['/user/resend-otp', { email: 'victim2@example.com' }],
      ] as const) {
        t.clock.advance(121_000);
        const before = mailCount('victim2@example.com');
        const sent = await eve.post(url, body);
        // The same answer as for an address with no account: it tells nothing.
        expect(sent.json()).toEqual({ err: 'N', msg: 'OTP sent successfully!' });
        expect(mailCount('victim2@example.com')).toBe(before);
        const verified = await eve.verify('victim2@example.com', codeOrGuess('victim2@example.com', before));
        expect(verified.statusCode).toBe(400);
        expect(verified.json().token).toBeUndefined();
      }
    });

    it('a registration started again for a verified email gives no code for that account', async () => {
      await signUpPlayer(t, { username: 'victim2b', email: 'victim2b@example.com' });
      t.clock.advance(HOUR);
      const eve = attacker();
      const before = mailCount('victim2b@example.com');
      await eve.post('/user/register', { username: 'eve2b', email: 'victim2b@example.com', password: 'Other-Tulip-37!' });
      t.clock.advance(31_000);
      await eve.resend('victim2b@example.com');
      // The owner hears that someone tried to register; no code goes out.
      const mails = t.mails('victim2b@example.com').slice(before);
      expect(mails.some((m) => /^\d{6}$/m.test(m))).toBe(false);
      const verified = await eve.verify('victim2b@example.com', codeOrGuess('victim2b@example.com', before));
      expect(verified.statusCode).toBe(400);
    });

    it('a login code is only for the login that asked for it: another client holding the mailed code gets nothing', async () => {
      await signUpPlayer(t, { username: 'victim2c', email: 'victim2c@example.com' });
      t.clock.advance(HOUR);
      const owner = new TestBrowser(t, '198.51.100.20');
      const login = await owner.logIn('victim2c@example.com', PASSWORD);
      expect(login.json()).toMatchObject({ err: 'N', msg: 'OTP sent successfully!', otpSent: true });
      const code = t.lastCode('victim2c@example.com');
      // Someone who reads the mailbox, from the owner's very address and User-Agent, without the password step.
      const reader = new TestBrowser(t, owner.ip, owner.userAgent);
      for (let i = 0; i < 6; i++) {
        const stolen = await reader.verify('victim2c@example.com', code);
        expect(stolen.statusCode).toBe(400);
        expect(stolen.json()).toEqual({ err: 'Y', msg: 'Invalid OTP. Please try again.', code: 'IDENTITY.INVALID_OTP' });
      }
      // A challenge of someone else's login is no key either.
      const other = await signUpPlayer(t, { username: 'other2c', email: 'other2c@example.com' }).then(() => new TestBrowser(t, '198.51.100.21'));
      t.clock.advance(121_000);
      await other.logIn('other2c@example.com', PASSWORD);
      expect((await other.verify('victim2c@example.com', code)).statusCode).toBe(400);
      // Those tries used none of the owner's five: the owner's step still works.
      const mine = await owner.verify('victim2c@example.com', code);
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toMatchObject({ err: 'N', token: expect.any(String), browserKey: expect.any(String) });
    });

    it("registering again with the address of a pending registration neither voids nor replaces that registration's code", async () => {
      t.clock.advance(HOUR);
      const owner = new TestBrowser(t, '198.51.100.24');
      await owner.post('/user/register', { username: 'pend2e', email: 'pend2e@example.com', password: PASSWORD });
      const code = t.lastCode('pend2e@example.com');
      t.clock.advance(31_000);
      await attacker().post('/user/register', { username: 'eve2e', email: 'pend2e@example.com', password: 'Other-Tulip-37!' });
      const verified = await owner.verify('pend2e@example.com', code);
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toMatchObject({ err: 'N', token: expect.any(String) });
    });

    it('a registration code works only while the account is unverified', async () => {
      t.clock.advance(HOUR);
      const browser = new TestBrowser(t, '198.51.100.22');
      await browser.post('/user/register', { username: 'late2d', email: 'late2d@example.com', password: PASSWORD });
      const registrationCode = t.lastCode('late2d@example.com');
      // The player never verified it, and signs in with the password later: that code verifies the email.
      t.clock.advance(60_000);
      await browser.logIn('late2d@example.com', PASSWORD);
      const loginCode = t.lastCode('late2d@example.com');
      expect((await browser.verify('late2d@example.com', loginCode)).statusCode).toBe(200);
      const stale = await new TestBrowser(t, '198.51.100.23').verify('late2d@example.com', registrationCode);
      expect(stale.statusCode).toBe(400);
      expect(stale.json().token).toBeUndefined();
    });
  });

  it('takes hostile or unknown challenges, browser keys and cookies as none: never a 5xx, never a session', async () => {
    await signUpPlayer(t, { username: 'hostile2', email: 'hostile2@example.com' });
    t.clock.advance(HOUR);
    const owner = new TestBrowser(t, '198.51.100.25');
    await owner.logIn('hostile2@example.com', PASSWORD);
    const code = t.lastCode('hostile2@example.com');
    const values = ['x'.repeat(4000), 'A'.repeat(43), `${'A'.repeat(42)}=`, '../../etc/passwd', 'null', '{"$ne":1}', ' '];
    for (const value of values) {
      const variants: Record<string, string>[] = [
        { 'x-login-challenge': value, 'x-browser-key': value },
        { cookie: `fd_login_challenge=${value}; fd_browser_key=${value}` },
      ];
      for (const headers of variants) {
        const verify = await t.request('POST', '/user/verify-login-otp', { payload: { identifier: 'hostile2@example.com', otp: code }, headers });
        expect([400, 431]).toContain(verify.statusCode);
        const resend = await t.request('POST', '/user/send-otp', { payload: { identifier: 'hostile2@example.com' }, headers });
        expect([200, 429, 431]).toContain(resend.statusCode);
        const login = await t.request('POST', '/user/login', { payload: { email: 'hostile2@example.com', password: PASSWORD }, headers });
        expect([200, 431]).toContain(login.statusCode);
        if (login.statusCode === 200) expect(login.json().token).toBeUndefined();
      }
    }
    // An oversized cookie header is not read at all, even with the owner's own challenge in it.
    const oversized = { cookie: `${'a=b; '.repeat(3000)}fd_login_challenge=${owner.challenge}` };
    const buried = await t.request('POST', '/user/verify-login-otp', { payload: { identifier: 'hostile2@example.com', otp: code }, headers: oversized });
    expect([400, 431]).toContain(buried.statusCode);
    // None of it touched the owner's code or its five tries.
    const owners = await t.request('POST', '/user/verify-login-otp', {
      payload: { identifier: 'hostile2@example.com', otp: code },
      headers: { 'x-login-challenge': owner.challenge! },
    });
    // The logins above (correct password, in the cooldown) joined the same code; it still works for its first login.
    expect(owners.statusCode).toBe(200);
  });

  describe("the specification's flows keep working", () => {
    it('login -> code -> the silent repeat of the login in the same browser returns the session', async () => {
      await signUpPlayer(t, { username: 'flow1', email: 'flow1@example.com' });
      t.clock.advance(HOUR);
      const browser = new TestBrowser(t, '198.51.100.30');
      const login = await browser.logIn('flow1@example.com', PASSWORD);
      expect(login.json()).toEqual({ err: 'N', msg: 'OTP sent successfully!', otpSent: true, loginChallenge: expect.any(String) });
      const verified = await browser.verify('flow1@example.com', t.lastCode('flow1@example.com'));
      expect(verified.json()).toMatchObject({ err: 'N', msg: 'OTP verified successfully.', token: expect.any(String) });
      const repeat = await browser.logIn('flow1@example.com', PASSWORD);
      expect(repeat.json()).toMatchObject({ err: 'N', otpSent: false, token: expect.any(String), user: { email: 'flow1@example.com' } });
      expect((await t.get('/user/profile', repeat.json().token)).statusCode).toBe(200);
    });

    it('register -> code -> profile, with the 30 s resend on the code step', async () => {
      t.clock.advance(HOUR);
      const browser = new TestBrowser(t, '198.51.100.31');
      const reg = await browser.post('/user/register', { username: 'flow2', email: 'flow2@example.com', password: PASSWORD });
      expect(reg.json()).toEqual({ err: 'N', msg: 'Registration successful. Please check your email for the OTP.' });
      t.clock.advance(10_000);
      const early = await browser.resend('flow2@example.com');
      expect(early.statusCode).toBe(429);
      expect(early.json()).toMatchObject({ code: 'IDENTITY.OTP_COOLDOWN', retryAfterSeconds: 20 });
      t.clock.advance(20_000);
      expect((await browser.resend('flow2@example.com')).json()).toEqual({ err: 'N', msg: 'OTP sent successfully!' });
      const verified = await browser.verify('flow2@example.com', t.lastCode('flow2@example.com'));
      expect(verified.json()).toMatchObject({ err: 'N', isProfileUpdated: false, token: expect.any(String) });
      const profile = await t.put(
        '/user/update-profile',
        { first_name: 'Flow', last_name: 'Two', email: 'flow2@example.com', mobile: '+919876543210', date_of_birth: '1990-01-15', gender: 'other' },
        verified.json().token,
      );
      expect(profile.statusCode).toBe(200);
    });

    it('resend on the login step: the 120 s countdown, then a new code for the same login', async () => {
      await signUpPlayer(t, { username: 'flow3', email: 'flow3@example.com' });
      t.clock.advance(HOUR);
      const browser = new TestBrowser(t, '198.51.100.32');
      await browser.logIn('flow3@example.com', PASSWORD);
      const first = t.lastCode('flow3@example.com');
      t.clock.advance(100_000);
      const early = await browser.resend('flow3@example.com');
      expect(early.statusCode).toBe(429);
      expect(early.json()).toMatchObject({ msg: 'Please wait 20 seconds before requesting a new OTP.', retryAfterSeconds: 20 });
      // A login again inside the cooldown: no new mail, the code stands, the wait is told.
      const again = await browser.logIn('flow3@example.com', PASSWORD);
      expect(again.json()).toEqual({
        err: 'N',
        msg: 'An OTP was already sent. Please check your email.',
        otpSent: true,
        retryAfterSeconds: 20,
        loginChallenge: expect.any(String),
      });
      t.clock.advance(20_000);
      const before = mailCount('flow3@example.com');
      expect((await browser.resend('flow3@example.com')).json()).toEqual({ err: 'N', msg: 'OTP sent successfully!' });
      expect(mailCount('flow3@example.com')).toBe(before + 1);
      const second = t.lastCode('flow3@example.com');
      if (second !== first) expect((await browser.verify('flow3@example.com', first)).statusCode).toBe(400);
      expect((await browser.verify('flow3@example.com', second)).statusCode).toBe(200);
    });

    it("the specification's own client, which sends no headers of ours, signs in through its cookies", async () => {
      await signUpPlayer(t, { username: 'flow4', email: 'flow4@example.com' });
      t.clock.advance(HOUR);
      const jar = new Map<string, string>();
      const call = async (url: string, payload: object) => {
        const res = await fetch(t.baseUrl + url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
          body: JSON.stringify(payload),
        });
        for (const line of res.headers.getSetCookie()) {
          expect(line).toMatch(/; HttpOnly/);
          expect(line).toMatch(/; SameSite=Strict/);
          const [pair] = line.split(';');
          const [name, value] = pair!.split('=');
          if (value) jar.set(name!, value);
          else jar.delete(name!);
        }
        return { status: res.status, body: await res.json() };
      };
      expect((await call('/user/login', { email: 'flow4@example.com', password: PASSWORD })).body).toMatchObject({ otpSent: true });
      const verified = await call('/user/verify-login-otp', { identifier: 'flow4@example.com', otp: t.lastCode('flow4@example.com') });
      expect(verified.status).toBe(200);
      const repeat = await call('/user/login', { email: 'flow4@example.com', password: PASSWORD });
      expect(repeat.body).toMatchObject({ err: 'N', token: expect.any(String) });
    });
  });

  describe('attack 4: nobody without the password can hold back the owner\'s login codes', () => {
    const storm = async (email: string) => {
      const eve = attacker();
      await eve.post('/user/register', { username: `eve${Math.floor(Math.random() * 1e9)}`, email, password: 'Other-Tulip-37!' });
      const answers = [];
      for (let i = 0; i < 5; i++) {
        t.clock.advance(31_000);
        answers.push((await eve.resend(email)).statusCode);
      }
      return answers;
    };

    it('the reported lock-out: register with the victim\'s email and four send-otp 31 s apart; the victim still signs in, also after a password reset', async () => {
      await signUpPlayer(t, { username: 'victim4', email: 'victim4@example.com' });
      t.clock.advance(HOUR);
      await storm('victim4@example.com');
      const owner = new TestBrowser(t, '198.51.100.40');
      const login = await owner.logIn('victim4@example.com', PASSWORD);
      expect(login.statusCode).toBe(200);
      expect(login.json()).toMatchObject({ err: 'N', msg: 'OTP sent successfully!', otpSent: true });
      expect((await owner.verify('victim4@example.com', t.lastCode('victim4@example.com'))).statusCode).toBe(200);

      // A reset changes nothing for the attacker's codes: they never counted.
      await t.post('/user/forgot-password', { email: 'victim4@example.com' });
      const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(t.mails('victim4@example.com').at(-1)!)![1];
      expect((await t.post('/user/reset-password', { token, password: 'Fresh#Start-2026' })).statusCode).toBe(200);
      await storm('victim4@example.com');
      const fresh = new TestBrowser(t, '198.51.100.41');
      const after = await fresh.logIn('victim4@example.com', 'Fresh#Start-2026');
      expect(after.json()).toMatchObject({ err: 'N', msg: 'OTP sent successfully!', otpSent: true });
      expect((await fresh.verify('victim4@example.com', t.lastCode('victim4@example.com'))).statusCode).toBe(200);
    });

    it("the attacker's requests neither void nor replace the owner's pending login code", async () => {
      await signUpPlayer(t, { username: 'victim4b', email: 'victim4b@example.com' });
      t.clock.advance(HOUR);
      const owner = new TestBrowser(t, '198.51.100.42');
      await owner.logIn('victim4b@example.com', PASSWORD);
      const code = t.lastCode('victim4b@example.com');
      await storm('victim4b@example.com');
      expect((await owner.verify('victim4b@example.com', code)).statusCode).toBe(200);
    });

    it("the login code cap is reached only by the owner's own correct-password logins", async () => {
      await signUpPlayer(t, { username: 'victim4c', email: 'victim4c@example.com' });
      t.clock.advance(HOUR);
      await storm('victim4c@example.com');
      const owner = new TestBrowser(t, '198.51.100.43');
      for (let i = 0; i < 5; i++) {
        expect((await owner.logIn('victim4c@example.com', PASSWORD)).json()).toMatchObject({ msg: 'OTP sent successfully!' });
        t.clock.advance(121_000);
      }
      const capped = await owner.logIn('victim4c@example.com', PASSWORD);
      expect(capped.statusCode).toBe(429);
      expect(capped.json()).toMatchObject({ code: 'IDENTITY.OTP_HOURLY_CAP' });
    });
  });

  describe('attack 8: the silent repeat belongs to the browser that verified the code', () => {
    it('another browser with the same address and User-Agent is asked for a code; the verifying browser is not, once', async () => {
      await signUpPlayer(t, { username: 'victim8', email: 'victim8@example.com' });
      t.clock.advance(HOUR);
      const mine = new TestBrowser(t, '198.51.100.80', 'Mozilla/5.0 (shared office PC)');
      await mine.signIn('victim8@example.com', PASSWORD);
      const twin = new TestBrowser(t, mine.ip, mine.userAgent);
      const theirs = await twin.logIn('victim8@example.com', PASSWORD);
      expect(theirs.json()).toMatchObject({ err: 'N', otpSent: true });
      expect(theirs.json().token).toBeUndefined();
      expect(mine.browserKey).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      const repeat = await mine.logIn('victim8@example.com', PASSWORD);
      expect(repeat.json()).toMatchObject({ err: 'N', otpSent: false, token: expect.any(String) });
      const third = await mine.logIn('victim8@example.com', PASSWORD);
      expect(third.json().token).toBeUndefined();
      // The key is stored hashed, never as given.
      const stored = await t.sql(`SELECT key_hash FROM trusted_browsers`);
      expect(stored.length).toBeGreaterThan(0);
      expect(stored.map((r) => r.key_hash)).not.toContain(mine.browserKey);
    });

    it('the repeat lasts 2 minutes and ends at logout', async () => {
      await signUpPlayer(t, { username: 'victim8b', email: 'victim8b@example.com' });
      t.clock.advance(HOUR);
      const browser = new TestBrowser(t, '198.51.100.81');
      await browser.signIn('victim8b@example.com', PASSWORD);
      t.clock.advance(120_001);
      expect((await browser.logIn('victim8b@example.com', PASSWORD)).json().token).toBeUndefined();
      t.clock.advance(HOUR);
      const token = await browser.signIn('victim8b@example.com', PASSWORD);
      expect((await t.post('/user/logout', {}, token)).statusCode).toBe(200);
      expect((await browser.logIn('victim8b@example.com', PASSWORD)).json().token).toBeUndefined();
    });
  });
});
