import { signUpPlayer, startIdentityApp, type IdentityApp } from './identity-harness.js';
import { changedTables, databaseState } from './identity-state.js';

const PASSWORD = 'Quiet-Harbor-73!';
const GUESSABLE =
  'Password is too easy to guess. Avoid common passwords, names, dates and keyboard patterns; a few unrelated words make a strong one.';

/**
 * Issue 8, attack 10: passwords that pass the specification's characters rule but sit at
 * the top of every guessing list are refused at registration, reset and change (zxcvbn
 * score 3 of 4 at least), and change-password gives a session holder only five tries at
 * the current password in 15 minutes, however many are sent at once.
 */
describe('identity attacks: guessable passwords', () => {
  let t: IdentityApp;
  beforeAll(async () => {
    t = await startIdentityApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['Password!', 'Aaaaaaa!', 'Passw0rd!', 'Qwerty@123', 'India@123', 'Welcome@1', 'Rahul@123'])(
    'refuses to register with %j, claiming and counting nothing',
    async (password) => {
      const before = await databaseState(t);
      const res = await t.post('/user/register', { username: 'guessable', email: 'guessable@example.com', password });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ err: 'Y', code: 'IDENTITY.GUESSABLE_PASSWORD', msg: GUESSABLE });
      expect(changedTables(before, await databaseState(t))).toEqual([]);
    },
  );

  it("refuses a password built on the account's own username or email", async () => {
    const res = await t.post('/user/register', { username: 'meenakshi', email: 'meenakshi.iyer@example.com', password: 'Meenakshi@1990' });
    expect(res.json()).toMatchObject({ code: 'IDENTITY.GUESSABLE_PASSWORD' });
    const ok = await t.post('/user/register', { username: 'meenakshi', email: 'meenakshi.iyer@example.com', password: 'Tamarind-Ferry-58!' });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a guessable password at reset, and the link still works for a strong one', async () => {
    await signUpPlayer(t, { username: 'resetter', email: 'resetter@example.com', password: PASSWORD });
    await t.post('/user/forgot-password', { email: 'resetter@example.com' });
    const token = /token=([\w-]+)/.exec(t.mails('resetter@example.com').at(-1)!)![1];
    const before = await databaseState(t);
    const weak = await t.post('/user/reset-password', { token, password: 'Password!' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().msg).toBe(GUESSABLE);
    expect(changedTables(before, await databaseState(t))).toEqual([]);
    expect((await t.post('/user/reset-password', { token, password: 'Saffron-Lighthouse-62!' })).statusCode).toBe(200);
  });

  it('refuses a guessable new password at change, before any try at the current one counts', async () => {
    const session = await signUpPlayer(t, { username: 'changer', email: 'changer@example.com', password: PASSWORD });
    const before = await databaseState(t);
    for (const newPassword of ['Aaaaaaa!', 'Password!', 'Changer@2026']) {
      const res = await t.post('/user/change-password', { currentPassword: 'Not-The-Password-1!', newPassword }, session);
      expect({ newPassword, status: res.statusCode, msg: res.json().msg }).toEqual({ newPassword, status: 400, msg: GUESSABLE });
    }
    expect(changedTables(before, await databaseState(t))).toEqual([]);
  });

  describe('change-password: guesses at the current password', () => {
    it('allows five wrong tries in 15 minutes, then refuses even the right one until the window moves', async () => {
      const session = await signUpPlayer(t, { username: 'guessed', email: 'guessed@example.com', password: PASSWORD });
      const change = (currentPassword: string) =>
        t.post('/user/change-password', { currentPassword, newPassword: 'Harvest-Moon-Tiger-7!' }, session);
      for (let i = 0; i < 5; i++) {
        const wrong = await change(`Guess-Number-${i}!`);
        expect([wrong.statusCode, wrong.json().msg]).toEqual([400, 'Current password is incorrect.']);
      }
      const limited = await change(PASSWORD);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({
        code: 'IDENTITY.CHANGE_PASSWORD_LIMITED',
        msg: 'Too many wrong passwords. Please try again in 15 minutes.',
        retryAfterSeconds: 900,
      });
      t.clock.advance(15 * 60_000 + 1000);
      const done = await change(PASSWORD);
      expect(done.statusCode).toBe(200);
      expect(done.json().token).toEqual(expect.any(String));
    });

    it('checks at most five of fifty wrong tries sent at once', async () => {
      const session = await signUpPlayer(t, { username: 'burst', email: 'burst@example.com', password: PASSWORD });
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          t.post('/user/change-password', { currentPassword: `Parallel-Guess-${i}!`, newPassword: 'Harvest-Moon-Tiger-7!' }, session),
        ),
      );
      const statuses = answers.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 400)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(45);
    });

    it('forgives the wrong tries once the right password is given', async () => {
      const session = await signUpPlayer(t, { username: 'forgiven', email: 'forgiven@example.com', password: PASSWORD });
      for (let i = 0; i < 4; i++) await t.post('/user/change-password', { currentPassword: `Typo-${i}-Here!`, newPassword: 'Harvest-Moon-Tiger-7!' }, session);
      const changed = await t.post('/user/change-password', { currentPassword: PASSWORD, newPassword: 'Harvest-Moon-Tiger-7!' }, session);
      expect(changed.statusCode).toBe(200);
      const next = changed.json().token;
      for (let i = 0; i < 5; i++) {
        const wrong = await t.post('/user/change-password', { currentPassword: `Typo-${i}-Again!`, newPassword: 'Orchid-Canal-Zebra-4!' }, next);
        expect(wrong.statusCode).toBe(400);
      }
    });
  });
});
