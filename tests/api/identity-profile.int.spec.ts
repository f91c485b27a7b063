import { TestBrowser } from './identity-browser.js';
import { signUpPlayer, startIdentityApp, type IdentityApp } from './identity-harness.js';

/** Profile creation (spec section 5, Profile; DESIGN.md 5: +91 and 10 digits, 18 or older). */
describe('identity: player profile', () => {
  let t: IdentityApp;
  let token: string;
  const valid = {
    first_name: 'Asha',
    last_name: 'Verma',
    email: 'asha@example.com',
    mobile: '+91 98765 43210',
    date_of_birth: '1995-08-15',
    gender: 'female',
  };
  beforeAll(async () => {
    t = await startIdentityApp();
    t.clock.set(new Date('2026-06-10T06:00:00Z'));
    token = await signUpPlayer(t, { username: 'asha', email: 'asha@example.com' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates the profile; the next login says it is updated', async () => {
    const res = await t.put('/user/update-profile', valid, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      err: 'N',
      msg: 'Profile updated successfully!',
      data: {
        username: 'asha',
        first_name: 'Asha',
        last_name: 'Verma',
        email: 'asha@example.com',
        mobile: '+919876543210',
        date_of_birth: '1995-08-15',
        gender: 'female',
        current_balance: 0,
        referral_balance: 0,
        referral_code: expect.any(String),
      },
    });
    t.clock.advance(121_000);
    const browser = new TestBrowser(t, '192.0.2.201');
    await browser.logIn('asha@example.com', 'Quiet-Harbor-73!');
    const verified = await browser.verify('asha@example.com', t.lastCode('asha@example.com'));
    expect(verified.json()).toMatchObject({ isProfileUpdated: true, user: { isProfileUpdated: true } });
  });

  it('requires every field, joining the messages with commas', async () => {
    const res = await t.put('/user/update-profile', {}, token);
    expect(res.statusCode).toBe(400);
    const msg: string = res.json().msg;
    for (const part of ['First name is required', 'Last name is required', 'Email is required', 'Mobile number is required', 'Date of birth is required', 'Gender must be male, female or other']) {
      expect(msg).toContain(part);
    }
  });

  it.each([
    [{ mobile: '98765' }, 'Mobile number must be +91 followed by 10 digits'],
    [{ mobile: '+44 7911 123456' }, 'Mobile number must be +91 followed by 10 digits'],
    [{ gender: 'unknown' }, 'Gender must be male, female or other'],
    [{ date_of_birth: '15/08/1995' }, 'Date of birth must be a valid date (YYYY-MM-DD)'],
    [{ date_of_birth: '2001-02-29' }, 'Date of birth must be a valid date (YYYY-MM-DD)'],
    [{ date_of_birth: '2030-01-01' }, 'Date of birth must be in the past'],
    [{ first_name: '   ' }, 'First name is required'],
    [{ email: 'other@example.com' }, 'The email must be the email of your account.'],
    [{ extra: 'x' }, "Unknown field 'extra'"],
  ])('refuses %j', async (change, message) => {
    const res = await t.put('/user/update-profile', { ...valid, ...change }, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ err: 'Y', msg: message });
  });

  it('refuses a player under 18 with a clear message, counting the date in India', async () => {
    // 2026-06-10 in India: born 2008-06-11 is one day short of 18.
    const young = await t.put('/user/update-profile', { ...valid, date_of_birth: '2008-06-11' }, token);
    expect(young.statusCode).toBe(400);
    expect(young.json().msg).toBe('You must be at least 18 years old to play.');
    expect((await t.put('/user/update-profile', { ...valid, date_of_birth: '2008-06-10' }, token)).statusCode).toBe(200);
    // At 20:00 UTC on 10 June it is already 11 June in India.
    t.clock.set(new Date('2026-06-10T20:00:00Z'));
    expect((await t.put('/user/update-profile', { ...valid, date_of_birth: '2008-06-11' }, token)).statusCode).toBe(200);
  });

  it('shows each player only their own profile', async () => {
    const other = await signUpPlayer(t, { username: 'bina', email: 'bina@example.com' });
    expect((await t.get('/user/profile', other)).json().data.username).toBe('bina');
    expect((await t.get('/user/profile', token)).json().data.username).toBe('asha');
  });
});
