import { generateKeyPairSync } from 'node:crypto';
import pg from 'pg';
import { GOOGLE_CLIENT_ID, idToken, makeSigningKey } from './google-tokens.js';
import { startIdentityApp, signUpPlayer, type IdentityApp } from './identity-harness.js';

describe('identity: Google sign-in', () => {
  const key = makeSigningKey();
  const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
  let t: IdentityApp;
  let sql: pg.Client;
  beforeAll(async () => {
    t = await startIdentityApp({ googleCerts: { 'test-kid': key.certificate } });
    sql = new pg.Client({ connectionString: t.db.url });
    await sql.connect();
  });
  afterAll(async () => {
    await sql.end();
    await t.close();
  });

  const google = (token: string, extra: object = {}) => t.post('/user/google-auth', { idToken: token, ...extra });

  it('signs up a new Google user: wallet, referral code, keyed by sub, on to profile creation', async () => {
    const res = await google(idToken(key.privateKey, {}));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      err: 'N',
      token: expect.any(String),
      user: { email: 'gita@gmail.com', isProfileUpdated: false },
      isProfileUpdated: false,
    });
    const { rows } = await sql.query(`SELECT id, google_sub, email_verified, referral_code, password_hash FROM players WHERE email = 'gita@gmail.com'`);
    expect(rows[0]).toMatchObject({ google_sub: '1000001', email_verified: true, password_hash: null });
    expect(rows[0].referral_code).toMatch(/^[A-Z2-9]{8}$/);
    const wallet = await sql.query('SELECT 1 FROM wallet_balances WHERE user_id = $1', [rows[0].id]);
    expect(wallet.rowCount).toBe(1);
    const profile = await t.get('/user/profile', res.json().token);
    expect(profile.json().data).toMatchObject({ email: 'gita@gmail.com', current_balance: 0 });
  });

  it('signs the same Google account in again by sub, even if its email changed', async () => {
    const res = await google(idToken(key.privateKey, { email: 'gita.new@gmail.com' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('gita@gmail.com');
    expect((await sql.query('SELECT count(*)::int AS n FROM players')).rows[0].n).toBe(1);
  });

  it('adds Google to an existing password account with the same (Google-verified) email', async () => {
    await signUpPlayer(t, { username: 'hari', email: 'hari@gmail.com' });
    const res = await google(idToken(key.privateKey, { sub: '2000002', email: 'Hari@gmail.com' }));
    expect(res.statusCode).toBe(200);
    const { rows } = await sql.query(`SELECT google_sub FROM players WHERE username = 'hari'`);
    expect(rows[0].google_sub).toBe('2000002');
  });

  it('links a new Google user to a referrer', async () => {
    const { rows } = await sql.query(`SELECT id, referral_code FROM players WHERE username = 'hari'`);
    const res = await google(idToken(key.privateKey, { sub: '3000003', email: 'ila@gmail.com' }), { referralCode: rows[0].referral_code });
    expect(res.statusCode).toBe(200);
    const ila = await sql.query(`SELECT referred_by FROM players WHERE google_sub = '3000003'`);
    expect(ila.rows[0].referred_by).toBe(rows[0].id);
  });

  it.each([
    ['a token for another application', { aud: 'someone-else.apps.googleusercontent.com' }, 'the token is for another application'],
    ['a token from another issuer', { iss: 'https://evil.example.com' }, 'wrong token issuer'],
    ['an expired token', { iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 }, 'the token has expired'],
    ['an unverified email', { sub: '4000004', email: 'new@gmail.com', email_verified: false }, 'the Google email is not verified'],
  ])('refuses %s', async (_, claims, reason) => {
    const before = (await sql.query('SELECT count(*)::int AS n FROM players')).rows[0].n;
    const res = await google(idToken(key.privateKey, { sub: '4000004', email: 'new@gmail.com', ...claims }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ err: 'Y', msg: `Google sign-in failed: ${reason}` });
    expect((await sql.query('SELECT count(*)::int AS n FROM players')).rows[0].n).toBe(before);
  });

  it('refuses a token signed by another key, or naming an unknown key, or tampered with', async () => {
    const forged = await google(idToken(stranger, { sub: '5000005' }));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().msg).toBe('Google sign-in failed: invalid token signature');
    expect((await google(idToken(key.privateKey, { sub: '5000005' }, 'other-kid'))).statusCode).toBe(401);
    const [h, , s] = idToken(key.privateKey, { sub: '5000005' }).split('.');
    const tampered = `${h}.${Buffer.from(JSON.stringify({ iss: 'https://accounts.google.com', aud: GOOGLE_CLIENT_ID, sub: '1000001', email: 'gita@gmail.com', email_verified: true, iat: 1, exp: 9e9 })).toString('base64url')}.${s}`;
    expect((await google(tampered)).statusCode).toBe(401);
    expect((await google('not-a-jwt')).statusCode).toBe(401);
  });
});
