import { execFileSync } from 'node:child_process';
import { createSign, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startIdentityApp, signUpPlayer, type IdentityApp } from './identity-harness.js';

const CLIENT_ID = 'fairdraw-test.apps.googleusercontent.com';

/** A locally made RSA key and its self-signed X.509 certificate stand in for Google's. */
function makeSigningKey(): { privateKey: string; certificate: string } {
  const dir = mkdtempSync(join(tmpdir(), 'fd-google-'));
  try {
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=test-google-signer',
      '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
    ], { stdio: 'ignore' });
    return { privateKey: readFileSync(join(dir, 'key.pem'), 'utf8'), certificate: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function idToken(privateKey: string, claims: Record<string, unknown>, kid = 'test-kid'): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    sub: '1000001',
    email: 'gita@gmail.com',
    email_verified: true,
    iat: now - 10,
    exp: now + 3600,
    ...claims,
  };
  const signed = `${b64({ alg: 'RS256', kid, typ: 'JWT' })}.${b64(payload)}`;
  const signature = createSign('RSA-SHA256').update(signed).sign(privateKey).toString('base64url');
  return `${signed}.${signature}`;
}

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
    const tampered = `${h}.${b64({ iss: 'https://accounts.google.com', aud: CLIENT_ID, sub: '1000001', email: 'gita@gmail.com', email_verified: true, iat: 1, exp: 9e9 })}.${s}`;
    expect((await google(tampered)).statusCode).toBe(401);
    expect((await google('not-a-jwt')).statusCode).toBe(401);
  });
});
