import { PasswordHasher } from '../../server/src/identity/passwords/password-hasher.js';
import { TestBrowser } from './identity-browser.js';
import { signUpPlayer, startIdentityApp, type IdentityApp, type Reply } from './identity-harness.js';

/** Counts the passwords actually checked (each one an argon2 verification). */
class CountingHasher extends PasswordHasher {
  checks = 0;
  override async verify(hash: string | null | undefined, password: string): Promise<boolean> {
    this.checks++;
    return super.verify(hash, password);
  }
}

/**
 * Issue 8, attack 3: the login limits read the failure count before any failure was
 * written, so 300 parallel admin logins checked 275 passwords (limit 5) and 60 parallel
 * player logins all 60 (limit 10). Each attempt is now counted in PostgreSQL before its
 * password is checked, on any instance; a per-account limit stops guesses spread over
 * many addresses, and a browser that has signed in to the account before is not held
 * back by them.
 */
describe('identity attacks: login limits under concurrency', () => {
  let t: IdentityApp;
  const hasher = new CountingHasher();
  const PASSWORD = 'Quiet-Harbor-73!';
  const WINDOW = 15 * 60_000;
  beforeAll(async () => {
    t = await startIdentityApp({ overrides: [{ provide: PasswordHasher, useValue: hasher }] });
  });
  afterAll(async () => {
    await t.close();
  });

  const adminLogin = (username: string, password: string, ip: string, headers: Record<string, string> = {}, app = t) =>
    app.request('POST', '/admin/login', { payload: { username, password }, headers: { 'x-forwarded-for': ip, ...headers } });
  const playerLogin = (email: string, password: string, ip: string, app = t) =>
    app.request('POST', '/user/login', { payload: { email, password }, headers: { 'x-forwarded-for': ip } });
  const statuses = (replies: Reply[]) =>
    replies.reduce<Record<number, number>>((all, r) => ({ ...all, [r.statusCode]: (all[r.statusCode] ?? 0) + 1 }), {});
  /** Runs `attempts` all at once and returns how many passwords the server checked for them. */
  const checkedDuring = async (attempts: () => Promise<Reply>[]) => {
    const before = hasher.checks;
    const replies = await Promise.all(attempts());
    for (const r of replies) expect([200, 401, 404, 429]).toContain(r.statusCode);
    return { checked: hasher.checks - before, replies };
  };

  it('300 parallel admin logins from one address check at most 5 passwords', async () => {
    const { checked, replies } = await checkedDuring(() =>
      Array.from({ length: 300 }, (_, i) => adminLogin('admin', `Wrong@${i}x`, '192.0.2.1')),
    );
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses(replies)).toEqual({ 401: checked, 429: 300 - checked });
    const blocked = replies.find((r) => r.statusCode === 429)!;
    expect(blocked.json()).toMatchObject({ msg: 'Too many login attempts. Please try again in 15 minutes.', code: 'IDENTITY.ADMIN_RATE_LIMITED' });
  });

  it('300 parallel admin logins for 300 usernames from one address get at most 20 answers other than 429', async () => {
    t.clock.advance(WINDOW);
    const replies = await Promise.all(Array.from({ length: 300 }, (_, i) => adminLogin(`nobody${i}`, 'Wrong@123x', '192.0.2.2')));
    const answered = replies.filter((r) => r.statusCode !== 429).length;
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThanOrEqual(20);
  });

  it('60 parallel player logins from one address check at most 10 passwords for one email, 50 for many', async () => {
    await signUpPlayer(t, { username: 'target3', email: 'target3@example.com' });
    t.clock.advance(WINDOW);
    const one = await checkedDuring(() => Array.from({ length: 60 }, (_, i) => playerLogin('target3@example.com', `Wrong@${i}x`, '192.0.2.3')));
    expect(one.checked).toBeLessThanOrEqual(10);
    expect(statuses(one.replies)).toEqual({ 401: one.checked, 429: 60 - one.checked });
    t.clock.advance(WINDOW);
    const many = await checkedDuring(() => Array.from({ length: 60 }, (_, i) => playerLogin(`someone${i}@example.com`, 'Wrong@123x', '192.0.2.4')));
    expect(many.checked).toBeLessThanOrEqual(50);
    expect(many.checked).toBeGreaterThan(10);
  });

  it('two app instances on one database share the limits', async () => {
    const other = await startIdentityApp({ shareWith: t, overrides: [{ provide: PasswordHasher, useValue: hasher }] });
    try {
      // The second instance runs its own clock: move both past the earlier windows.
      t.clock.advance(WINDOW);
      other.clock.set(t.clock.now());
      const players = await checkedDuring(() =>
        Array.from({ length: 40 }, (_, i) => playerLogin('target3@example.com', `Wrong@${i}x`, '192.0.2.5', i % 2 ? other : t)),
      );
      expect(players.checked).toBeLessThanOrEqual(10);
      const admins = await checkedDuring(() =>
        Array.from({ length: 40 }, (_, i) => adminLogin('admin', `Wrong@${i}x`, '192.0.2.6', {}, i % 2 ? other : t)),
      );
      expect(admins.checked).toBeLessThanOrEqual(5);
    } finally {
      await other.close();
    }
  });

  describe('per account: guesses spread over many addresses', () => {
    it('a player account takes at most 20 guesses per 15 minutes from all untrusted browsers together', async () => {
      await signUpPlayer(t, { username: 'spread3', email: 'spread3@example.com' });
      t.clock.advance(WINDOW);
      const owner = new TestBrowser(t, '198.51.100.50');
      await owner.signIn('spread3@example.com', PASSWORD);
      t.clock.advance(WINDOW);
      const guesses = await checkedDuring(() =>
        Array.from({ length: 100 }, (_, i) => playerLogin('spread3@example.com', `Wrong@${i}x`, `10.3.${i >> 8}.${i & 255}`)),
      );
      expect(guesses.checked).toBeLessThanOrEqual(20);
      expect(guesses.checked).toBeGreaterThan(0);
      // A browser nobody has signed in from is held back with them, whatever its address...
      expect((await playerLogin('spread3@example.com', PASSWORD, '10.3.200.1')).statusCode).toBe(429);
      // ...but the owner's browser, which signed in before, is not: nor by a full address limit.
      await Promise.all(Array.from({ length: 50 }, (_, i) => playerLogin(`noise${i}@example.com`, 'Wrong@123x', '198.51.100.51')));
      const travelling = new TestBrowser(t, '198.51.100.51');
      travelling.browserKey = owner.browserKey;
      const login = await travelling.logIn('spread3@example.com', PASSWORD);
      expect(login.statusCode).toBe(200);
      expect(login.json()).toMatchObject({ err: 'N', otpSent: true });
      expect((await travelling.verify('spread3@example.com', t.lastCode('spread3@example.com'))).statusCode).toBe(200);
    });

    it('an admin account takes at most 10 guesses per 15 minutes from all untrusted browsers together; its own browser still signs in', async () => {
      t.clock.advance(WINDOW);
      const first = await adminLogin('admin', 'Admin@12345', '198.51.100.60');
      expect(first.statusCode).toBe(200);
      const key: string = first.json().browserKey;
      const guesses = await checkedDuring(() =>
        Array.from({ length: 100 }, (_, i) => adminLogin('admin', `Wrong@${i}x`, `10.4.${i >> 8}.${i & 255}`)),
      );
      expect(guesses.checked).toBeLessThanOrEqual(10);
      expect((await adminLogin('admin', 'Admin@12345', '10.4.200.1')).statusCode).toBe(429);
      expect(key).toEqual(expect.any(String));
      const mine = await adminLogin('admin', 'Admin@12345', '10.4.200.2', { 'x-browser-key': key });
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toMatchObject({ err: 'N', token: expect.any(String) });
    });
  });
});
