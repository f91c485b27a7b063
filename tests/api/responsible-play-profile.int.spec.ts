import { startDrawsApp, ticket, type DrawsApp } from './draws-harness.js';
import { idToken, makeSigningKey } from './google-tokens.js';
import type { Player } from './money-harness.js';
import { bankWithdrawal, depositRows, requestDeposit } from './responsible-play-harness.js';

const INCOMPLETE = 'Complete your profile before you deposit or buy tickets.';

/**
 * Age and profile (issue 12): no one under 18 completes a profile, on every path (an email
 * player and a Google player, who starts without one); a player without a completed
 * profile neither deposits nor buys tickets (403 IDENTITY.PROFILE_INCOMPLETE), while
 * withdrawals and reads stay open. The clock is Tuesday 6 January 2026 in India.
 */
describe('responsible play: age and a completed profile before money', () => {
  const key = makeSigningKey();
  let t: DrawsApp;
  let round: string;
  beforeAll(async () => {
    t = await startDrawsApp({ googleCerts: { 'test-kid': key.certificate } });
    round = await t.openRound('3h');
  });
  afterAll(() => t.close());

  const profile = (p: Player, email: string, dateOfBirth: string) =>
    t.put('/user/update-profile', { first_name: 'Ira', last_name: 'Sen', email, mobile: '+919812345678', date_of_birth: dateOfBirth, gender: 'female' }, p.token);
  const buy = (p: Player) => t.buy(p, ticket(round, '3h'));

  /** Refused money, open reads and withdrawals; then under 18 refused, the 18th birthday today accepted, and money opens. */
  async function provePath(p: Player, email: string) {
    await t.credit(p, 500);
    const deposit = await requestDeposit(t, p, 100);
    expect(deposit.statusCode).toBe(403);
    expect(deposit.json()).toEqual({ err: 'Y', code: 'IDENTITY.PROFILE_INCOMPLETE', msg: INCOMPLETE });
    const bought = await buy(p);
    expect(bought.statusCode).toBe(403);
    expect(bought.json()).toEqual({ success: false, code: 'IDENTITY.PROFILE_INCOMPLETE', message: INCOMPLETE });
    // With an Idempotency-Key as well.
    expect((await t.buy(p, ticket(round, '3h'), 'k-1')).statusCode).toBe(403);
    expect((await requestDeposit(t, p, 100, 'k-2')).statusCode).toBe(403);
    expect(await depositRows(t, p)).toEqual([]);
    expect(await t.ticketRows(p)).toEqual([]);

    for (const url of ['/user/profile', '/user/deposits', '/user/withdraws', '/user/tickets', '/user/responsible-play', '/user/responsible-play/session']) {
      expect({ url, status: (await t.get(url, p.token)).statusCode }).toEqual({ url, status: 200 });
    }
    expect((await t.get('/user/profile', p.token)).json().data).toMatchObject({ isProfileUpdated: false, date_of_birth: null });
    expect((await bankWithdrawal(t, p, 100)).statusCode).toBe(201);

    // 6 January 2026 in India: born 7 January 2008 is one day short of 18.
    const young = await profile(p, email, '2008-01-07');
    expect(young.statusCode).toBe(400);
    expect(young.json()).toMatchObject({ err: 'Y', code: 'IDENTITY.UNDERAGE', msg: 'You must be at least 18 years old to play.' });
    expect((await profile(p, email, '2012-06-01')).json().code).toBe('IDENTITY.UNDERAGE');
    expect((await t.get('/user/profile', p.token)).json().data).toMatchObject({ isProfileUpdated: false, date_of_birth: null });
    expect((await requestDeposit(t, p, 100)).statusCode).toBe(403);

    const eighteenToday = await profile(p, email, '2008-01-06');
    expect(eighteenToday.statusCode).toBe(200);
    expect(eighteenToday.json().data).toMatchObject({ isProfileUpdated: true, date_of_birth: '2008-01-06' });
    expect((await requestDeposit(t, p, 100)).statusCode).toBe(201);
    expect((await buy(p)).statusCode).toBe(201);
  }

  it('an email player: no deposit or ticket before the profile, no profile under 18, an 18th birthday today is enough', async () => {
    const nia = await t.player('nia_prof', { withProfile: false });
    await provePath(nia, 'nia_prof@example.com');
  });

  it('a Google player (signed in by a locally signed token, no profile yet): the same rules', async () => {
    const signedIn = await t.post('/user/google-auth', { idToken: idToken(key.privateKey, { sub: '7000007', email: 'ravi.g@gmail.com' }) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ isProfileUpdated: false });
    const [row] = await t.sql(`SELECT id, username, referral_code FROM players WHERE email = 'ravi.g@gmail.com'`);
    await provePath({ id: row.id, token: signedIn.json().token, username: row.username, referralCode: row.referral_code }, 'ravi.g@gmail.com');
  });
});
