import { PushSender } from '../../server/src/notifications/push/push-sender.js';
import { PUSH_MESSAGING, type PushMessaging } from '../../server/src/notifications/push/push-messaging.js';
import { signUpPlayer, startIdentityApp, type IdentityApp } from './identity-harness.js';
import { changedTables, databaseState } from './identity-state.js';

/** A Messaging stand-in that records which tokens each push went to. */
class RecordingMessaging implements PushMessaging {
  readonly sent: string[][] = [];
  async sendEachForMulticast(message: { tokens: string[] }) {
    this.sent.push([...message.tokens]);
    return { responses: message.tokens.map(() => ({ success: true })), successCount: message.tokens.length, failureCount: 0 } as never;
  }
}

const PASSWORD = 'Quiet-Harbor-73!';

/**
 * Issue 8, attacks 6, 7 (form bodies), 9 and 10 (look-alike usernames, mobiles): malformed
 * text is a 400 naming its field before anything changes; a push token stays with its
 * signed-in owner.
 */
describe('identity attacks: malformed input', () => {
  const messaging = new RecordingMessaging();
  let t: IdentityApp;
  let player: string;
  let admin: string;
  beforeAll(async () => {
    t = await startIdentityApp({ overrides: [{ provide: PUSH_MESSAGING, useValue: messaging }] });
    player = await signUpPlayer(t, { username: 'inputs', email: 'inputs@example.com', password: PASSWORD });
    admin = (await t.post('/admin/login', { username: 'admin', password: 'Admin@12345' })).json().token;
  });
  afterAll(async () => {
    await t.close();
  });

  /** Sends each case and expects 400 with its message, and the database unchanged by all of them. */
  async function expectRefused(cases: [method: string, url: string, body: object, token: string | undefined, message: string][]) {
    const before = await databaseState(t);
    const seen = [];
    for (const [method, url, body, token, message] of cases) {
      const res = await t.request(method, url, { payload: body, token });
      seen.push({ route: `${method} ${url}`, status: res.statusCode, msg: res.json().msg as string, expected: message });
    }
    // All at once, so a failure names every route that misbehaves.
    expect(seen.filter((s) => s.status !== 400 || !s.msg.includes(s.expected))).toEqual([]);
    expect(changedTables(before, await databaseState(t))).toEqual([]);
  }

  describe('attack 6: control characters and broken Unicode', () => {
    const nul = 'AB\u0000C';
    it('refuses a NUL in every kind of text field with a 400 naming the field, changing nothing', async () => {
      const profile = { first_name: 'Asha', last_name: 'Rao', email: 'inputs@example.com', mobile: '9876543210', date_of_birth: '1990-01-01', gender: 'female' };
      await expectRefused([
        ['POST', '/user/register', { username: 'ra\u0000vi', email: 'nul@example.com', password: PASSWORD }, undefined, 'username must not contain control characters'],
        ['POST', '/admin/login', { username: 'ad\u0000min', password: 'Admin@12345' }, undefined, 'username must not contain control characters'],
        ['POST', '/admin/login', { username: 'admin', password: 'Admin@1234\u00005' }, undefined, 'password must not contain control characters'],
        ['PUT', '/user/update-profile', { ...profile, first_name: nul }, player, 'first_name must not contain control characters'],
        ['PUT', '/user/update-profile', { ...profile, last_name: nul }, player, 'last_name must not contain control characters'],
        ['POST', '/notifications/token', { fcmToken: nul }, player, 'fcmToken must not contain control characters'],
        ['DELETE', '/notifications/token', { fcmToken: nul }, player, 'fcmToken must not contain control characters'],
        ['POST', '/admin/fcm-token', { fcmToken: nul }, admin, 'fcmToken must not contain control characters'],
        ['POST', '/user/verify-login-otp', { identifier: 'inputs@example.com', otp: '123456', referralCode: nul }, undefined, 'referralCode must not contain control characters'],
        ['POST', '/user/google-auth', { idToken: 'x.y.z', referralCode: nul }, undefined, 'referralCode must not contain control characters'],
        ['POST', '/user/login', { email: 'inputs@example.com', password: `${PASSWORD}\u0007` }, undefined, 'password must not contain control characters'],
        ['POST', '/user/change-password', { currentPassword: PASSWORD, newPassword: `New-${PASSWORD}\u009B` }, player, 'newPassword must not contain control characters'],
        ['POST', '/user/reset-password', { token: 'abc\u0000', password: PASSWORD }, undefined, 'token must not contain control characters'],
      ]);
    });

    it('refuses a lone surrogate in every email field (and elsewhere) as invalid Unicode', async () => {
      const email = 'in\uD800puts@example.com';
      const profile = { first_name: 'Asha', last_name: 'Rao', email, mobile: '9876543210', date_of_birth: '1990-01-01', gender: 'female' };
      await expectRefused([
        ['POST', '/user/register', { username: 'surrogate', email, password: PASSWORD }, undefined, 'email must be valid Unicode text'],
        ['POST', '/user/login', { email, password: PASSWORD }, undefined, 'email must be valid Unicode text'],
        ['POST', '/user/send-otp', { identifier: email }, undefined, 'identifier must be valid Unicode text'],
        ['POST', '/user/resend-otp', { email }, undefined, 'email must be valid Unicode text'],
        ['POST', '/user/verify-login-otp', { identifier: email, otp: '123456' }, undefined, 'identifier must be valid Unicode text'],
        ['POST', '/user/forgot-password', { email }, undefined, 'email must be valid Unicode text'],
        ['PUT', '/user/update-profile', profile, player, 'email must be valid Unicode text'],
        ['POST', '/user/login', { email: 'inputs@example.com', password: 'Quiet-Harbor-\uDC0073!' }, undefined, 'password must be valid Unicode text'],
        ['POST', '/admin/login', { username: 'admin\uDBFF', password: 'x' }, undefined, 'username must be valid Unicode text'],
      ]);
    });

    it('refuses text-direction overrides and invisible characters in names', async () => {
      const profile = { first_name: 'Asha', last_name: 'Rao', email: 'inputs@example.com', mobile: '9876543210', date_of_birth: '1990-01-01', gender: 'female' };
      await expectRefused([
        ['PUT', '/user/update-profile', { ...profile, first_name: 'As\u202Eha' }, player, 'first_name must not contain text-direction control characters'],
        ['PUT', '/user/update-profile', { ...profile, last_name: 'R\u200Bao' }, player, 'Last name must not contain invisible characters'],
        ['PUT', '/user/update-profile', { ...profile, first_name: '\u3164' }, player, 'First name must not contain invisible characters'],
      ]);
      // Indian scripts keep their joiners: a name written with a zero-width joiner is taken.
      const kshitij = await t.put('/user/update-profile', { ...profile, first_name: 'क्\u200Dषितिज' }, player);
      expect(kshitij.statusCode).toBe(200);
    });

    it('DELETE /notifications/token with an empty fcmToken is a 400 and removes nothing', async () => {
      expect((await t.post('/notifications/token', { fcmToken: 'tok-inputs' }, player)).statusCode).toBe(200);
      await expectRefused([['DELETE', '/notifications/token', { fcmToken: '' }, player, 'fcmToken must not be empty']]);
      expect(await t.sql(`SELECT token FROM push_tokens`)).toEqual([{ token: 'tok-inputs' }]);
    });

    it('verify-login-otp with a valid code and a NUL in the referral code uses nothing: the code still works', async () => {
      const reg = await t.post('/user/register', { username: 'nulref', email: 'nulref@example.com', password: PASSWORD });
      expect(reg.statusCode).toBe(200);
      const code = t.lastCode('nulref@example.com');
      await expectRefused([
        ['POST', '/user/verify-login-otp', { identifier: 'nulref@example.com', otp: code, referralCode: 'AB\u0000C' }, undefined, 'referralCode must not contain control characters'],
      ]);
      const verified = await t.post('/user/verify-login-otp', { identifier: 'nulref@example.com', otp: code });
      expect(verified.statusCode).toBe(200);
      expect(verified.json().token).toEqual(expect.any(String));
    });
  });

  describe('attack 10: look-alike usernames and mobiles that are not Indian', () => {
    it.each([
      ['\u0430dmin', 'Username must not mix letters of different alphabets'],
      ['p\u0430yp\u0430l', 'Username must not mix letters of different alphabets'],
      ['adm\u200Bin', 'Username must not contain invisible, control or text-direction characters'],
      ['ad\u2060min', 'Username must not contain invisible, control or text-direction characters'],
      ['admin\u202Egnp', 'username must not contain text-direction control characters'],
      ['админ', 'Username may use letters of the Latin alphabet or of one Indian script, digits and symbols such as . _ -'],
    ])('refuses the username %j and creates nothing', async (username, message) => {
      await expectRefused([['POST', '/user/register', { username, email: `lookalike${username.length}@example.com`, password: PASSWORD }, undefined, message]]);
    });

    it('compares usernames in NFKC form: full-width letters are the plain name, stored plain', async () => {
      const taken = await t.post('/user/register', { username: 'ｉｎｐｕｔｓ', email: 'fullwidth@example.com', password: PASSWORD });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().msg).toBe('This username is already taken.');
      await signUpPlayer(t, { username: 'ｓｉｔａ', email: 'sita@example.com', password: PASSWORD });
      expect(await t.sql(`SELECT username FROM players WHERE email = 'sita@example.com'`)).toEqual([{ username: 'sita' }]);
    });

    it('takes only Indian mobiles: 10 digits starting with 6-9', async () => {
      const profile = { first_name: 'Asha', last_name: 'Rao', email: 'inputs@example.com', date_of_birth: '1990-01-01', gender: 'female' };
      await expectRefused([
        ['PUT', '/user/update-profile', { ...profile, mobile: '0000000000' }, player, 'Mobile number must start with 6, 7, 8 or 9'],
        ['PUT', '/user/update-profile', { ...profile, mobile: '+91 51234 56789' }, player, 'Mobile number must start with 6, 7, 8 or 9'],
        ['PUT', '/user/update-profile', { ...profile, mobile: '+919876' }, player, 'Mobile number must be +91 followed by 10 digits'],
      ]);
      const ok = await t.put('/user/update-profile', { ...profile, mobile: '6123456789' }, player);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.mobile).toBe('+916123456789');
    });
  });

  describe('attack 9: a push token stays with its signed-in owner', () => {
    it("refuses another account's token while the owner's session lives, and lets it move once that session ended", async () => {
      const owner = await signUpPlayer(t, { username: 'tokenowner', email: 'tokenowner@example.com', password: PASSWORD });
      const thief = await signUpPlayer(t, { username: 'tokenthief', email: 'tokenthief@example.com', password: PASSWORD });
      expect((await t.post('/notifications/token', { fcmToken: 'tok-shared' }, owner)).statusCode).toBe(200);
      const ownerId = (await t.sql(`SELECT id FROM players WHERE username = 'tokenowner'`))[0].id;
      const thiefId = (await t.sql(`SELECT id FROM players WHERE username = 'tokenthief'`))[0].id;

      for (const [url, token] of [['/notifications/token', thief], ['/admin/fcm-token', admin]] as const) {
        const stolen = await t.post(url, { fcmToken: 'tok-shared' }, token);
        expect(stolen.statusCode).toBe(409);
        expect(stolen.json()).toMatchObject({ err: 'Y', msg: "This browser's push token belongs to another signed-in account." });
      }
      // The owner still gets its pushes; the thief gets none there.
      expect(await t.app.get(PushSender).notifyPlayer(ownerId, { title: 'Deposit', body: 'done' })).toBe(1);
      expect(messaging.sent.at(-1)).toEqual(['tok-shared']);
      expect(await t.app.get(PushSender).notifyPlayer(thiefId, { title: 'x', body: 'y' })).toBe(0);
      // The owner may save it again (a new session of the same account).
      expect((await t.post('/notifications/token', { fcmToken: 'tok-shared' }, owner)).statusCode).toBe(200);

      // Logged out without removing the token (the client's DELETE failed): the browser is free for the next account.
      expect((await t.post('/user/logout', {}, owner)).statusCode).toBe(200);
      expect((await t.post('/notifications/token', { fcmToken: 'tok-shared' }, thief)).statusCode).toBe(200);
      expect(await t.sql(`SELECT owner_id FROM push_tokens WHERE token = 'tok-shared'`)).toEqual([{ owner_id: thiefId }]);
    });

    it('lets only one of two accounts posting a new token at once own it', async () => {
      const a = await signUpPlayer(t, { username: 'racer_a', email: 'racer_a@example.com', password: PASSWORD });
      const b = await signUpPlayer(t, { username: 'racer_b', email: 'racer_b@example.com', password: PASSWORD });
      const answers = await Promise.all([a, b, a, b].map((token) => t.post('/notifications/token', { fcmToken: 'tok-race' }, token)));
      const owner = (await t.sql(`SELECT p.username FROM push_tokens k JOIN players p ON p.id = k.owner_id WHERE token = 'tok-race'`))[0].username;
      const ownerToken = owner === 'racer_a' ? a : b;
      expect(answers.map((r) => r.statusCode)).toEqual([a, b, a, b].map((token) => (token === ownerToken ? 200 : 409)));
    });
  });

  describe('attack 7: cross-site form posts', () => {
    it('refuses form-encoded bodies on register, forgot-password and send-otp (415) and mails nothing', async () => {
      const before = await databaseState(t);
      for (const [url, form] of [
        ['/user/register', 'username=formuser&email=form%40example.com&password=Quiet-Harbor-73%21'],
        ['/user/forgot-password', 'email=inputs%40example.com'],
        ['/user/send-otp', 'identifier=inputs%40example.com'],
      ]) {
        const res = await fetch(t.baseUrl + url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
        expect({ url, status: res.status }).toEqual({ url, status: 415 });
      }
      expect(changedTables(before, await databaseState(t))).toEqual([]);
      expect(t.mails('form@example.com')).toEqual([]);
    });
  });
});
