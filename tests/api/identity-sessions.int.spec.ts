import { statSync } from 'node:fs';
import { join } from 'node:path';
import { Controller, Get, HttpCode, Module, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { JwtService } from '@nestjs/jwt';
import { IdentityHousekeeping } from '../../server/src/identity/identity-housekeeping.js';
import { CreateAdmin } from '../../server/src/identity/commands/create-admin/create-admin.command.js';
import { AllowAuditor, Auth, CurrentPrincipal } from '../../server/src/identity/sessions/auth.decorators.js';
import type { Principal } from '../../server/src/shared/http/principal.js';
import { TestBrowser } from './identity-browser.js';
import { signUpPlayer, startIdentityApp, type IdentityApp } from './identity-harness.js';

/** Routes of the kinds other features declare, to test the guard's role rules on. */
@Controller('admin/test-guard')
class GuardProbeController {
  @Get()
  @Auth('admin')
  read(@CurrentPrincipal() who: Principal) {
    return { err: 'N', msg: 'read', data: who };
  }

  @Post()
  @HttpCode(200)
  @Auth('admin')
  write() {
    return { err: 'N', msg: 'written' };
  }

  @Post('check')
  @HttpCode(200)
  @Auth('admin')
  @AllowAuditor()
  check() {
    return { err: 'N', msg: 'checked' };
  }
}

@Module({ controllers: [GuardProbeController] })
class GuardProbeModule {}

describe('identity: sessions, roles and passwords', () => {
  let t: IdentityApp;
  let player: string;
  let admin: string;
  let auditor: string;

  beforeAll(async () => {
    t = await startIdentityApp({ imports: [GuardProbeModule] });
    player = await signUpPlayer(t, { username: 'sita', email: 'sita@example.com' });
    admin = (await t.post('/admin/login', { username: 'admin', password: 'Admin@12345' })).json().token;
    await t.app.get(CommandBus).execute(new CreateAdmin('audrey', 'Audit@12345', 'auditor'));
    auditor = (await t.post('/admin/login', { username: 'audrey', password: 'Audit@12345' })).json().token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps the development JWT secret in DATA_DIR/jwt.secret, readable by the owner only', () => {
    const mode = statSync(join(t.dataDir, 'jwt.secret')).mode & 0o777;
    expect(mode).toBe(0o600);
  });

  it('refuses requests without a token or with a forged one (401)', async () => {
    expect((await t.get('/user/profile')).statusCode).toBe(401);
    const forged = player.slice(0, -4) + (player.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const res = await t.get('/user/profile', forged);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ err: 'Y', msg: 'Please log in to continue.' });
  });

  it('refuses tokens this server did not issue, or whose claims do not match a live session, with 401 (never a 500)', async () => {
    const jwt = t.app.get(JwtService);
    const claims = JSON.parse(Buffer.from(player.split('.')[1]!, 'base64url').toString());
    const sign = (extra: object) => jwt.signAsync({ ...claims, ...extra });
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${player.split('.')[1]}.`;
    const refused = [
      unsigned,
      await new JwtService({ secret: 'x'.repeat(48) }).signAsync(claims),
      await sign({ sid: 'not-a-uuid' }),
      await sign({ sid: '00000000-0000-4000-8000-000000000000' }),
      await sign({ kind: 'admin' }),
      await sign({ sub: '00000000-0000-4000-8000-000000000000' }),
      await sign({ exp: Math.floor(t.clock.now().getTime() / 1000) }),
      await jwt.signAsync({ sub: claims.sub, sid: claims.sid, kind: claims.kind }, { noTimestamp: true }),
    ];
    for (const token of refused) {
      const res = await t.get('/user/profile', token);
      expect({ token, status: res.statusCode, body: res.json() }).toEqual({
        token,
        status: 401,
        body: { err: 'Y', msg: 'Please log in to continue.', code: 'IDENTITY.UNAUTHENTICATED' },
      });
    }
    for (const header of ['Basic abc', 'Bearer', `Bearer ${player} extra`, `Token ${player}`]) {
      expect((await t.request('GET', '/user/profile', { headers: { authorization: header } })).statusCode).toBe(401);
    }
    // The same claims signed by this server again are fine: only the checks above refused them.
    expect((await t.get('/user/profile', await sign({}))).statusCode).toBe(200);
  });

  it('keeps roles apart: a player token on /admin and an admin token on /user are forbidden', async () => {
    expect((await t.get('/admin/users-list', player)).statusCode).toBe(403);
    expect((await t.get('/admin/test-guard', player)).statusCode).toBe(403);
    expect((await t.get('/user/profile', admin)).statusCode).toBe(403);
    expect((await t.get('/user/profile', auditor)).statusCode).toBe(403);
  });

  it('lets an auditor read but not write; admins do both', async () => {
    const read = await t.get('/admin/test-guard', auditor);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ kind: 'admin', role: 'auditor' });
    expect((await t.get('/admin/users-list', auditor)).statusCode).toBe(200);
    const write = await t.post('/admin/test-guard', {}, auditor);
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ err: 'Y', msg: 'Auditors have read-only access.' });
    expect((await t.post('/admin/test-guard/check', {}, auditor)).statusCode).toBe(200);
    expect((await t.post('/admin/test-guard', {}, admin)).statusCode).toBe(200);
  });

  it('revokes the session at logout: the same token then gets 401', async () => {
    const token = await loginWithOtp('sita@example.com', 'Quiet-Harbor-73!');
    expect((await t.get('/user/profile', token)).statusCode).toBe(200);
    expect((await t.post('/user/logout', {}, token)).statusCode).toBe(200);
    expect((await t.get('/user/profile', token)).statusCode).toBe(401);
    // The login repeat granted by that OTP is void too: the password alone does not sign this browser back in.
    const again = await browser!.logIn('sita@example.com', 'Quiet-Harbor-73!');
    expect(again.json()).toMatchObject({ err: 'N', otpSent: true });
    expect(again.json().token).toBeUndefined();
    // Other sessions of the player live on.
    expect((await t.get('/user/profile', player)).statusCode).toBe(200);
  });

  it('revokes at once on another server instance too (its session cache hears the revocation)', async () => {
    const other = await startIdentityApp({ shareWith: t });
    try {
      const token = await loginWithOtp('sita@example.com', 'Quiet-Harbor-73!');
      // The second instance has checked (and cached) the session.
      expect((await other.get('/user/profile', token)).statusCode).toBe(200);
      expect((await t.post('/user/logout', {}, token)).statusCode).toBe(200);
      let status = 0;
      for (let i = 0; i < 20 && status !== 401; i++) {
        status = (await other.get('/user/profile', token)).statusCode;
        if (status !== 401) await new Promise((r) => setTimeout(r, 50));
      }
      expect(status).toBe(401);
    } finally {
      await other.close();
    }
    // This instance's bearer check is its own: the other one closing (its database pool,
    // clock and session cache gone) changes nothing here.
    expect((await t.get('/user/profile', player)).statusCode).toBe(200);
    expect((await t.get('/admin/users-list', admin)).statusCode).toBe(200);
  });

  it('revokes an admin session at logout, auditors included', async () => {
    const token = (await t.post('/admin/login', { username: 'audrey', password: 'Audit@12345' })).json().token;
    expect((await t.post('/admin/logout', {}, token)).statusCode).toBe(200);
    expect((await t.get('/admin/users-list', token)).statusCode).toBe(401);
  });

  it('changes the password: checks the current one, ends every session, returns a new token', async () => {
    const other = await loginWithOtp('sita@example.com', 'Quiet-Harbor-73!');
    const wrong = await t.post('/user/change-password', { currentPassword: 'Nope@12345', newPassword: 'Better-Lantern-58!' }, player);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe('Current password is incorrect.');
    const weak = await t.post('/user/change-password', { currentPassword: 'Quiet-Harbor-73!', newPassword: 'better123' }, player);
    expect(weak.json().msg).toBe('Password must include uppercase, lowercase, and special character');
    const done = await t.post('/user/change-password', { currentPassword: 'Quiet-Harbor-73!', newPassword: 'Better-Lantern-58!' }, player);
    expect(done.statusCode).toBe(200);
    const fresh = done.json().token;
    expect((await t.get('/user/profile', player)).statusCode).toBe(401);
    expect((await t.get('/user/profile', other)).statusCode).toBe(401);
    expect((await t.get('/user/profile', fresh)).statusCode).toBe(200);
    expect((await t.post('/user/login', { email: 'sita@example.com', password: 'Quiet-Harbor-73!' })).statusCode).toBe(401);
    player = fresh;
  });

  it('answers forgot-password alike for known and unknown emails, and the mailed link resets once', async () => {
    const known = await t.post('/user/forgot-password', { email: 'SITA@example.com' });
    const unknown = await t.post('/user/forgot-password', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(t.mails('ghost@example.com')).toHaveLength(0);
    const mail = t.mails('sita@example.com').at(-1)!;
    const token = /https:\/\/play\.fairdraw\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
    expect(token).toBeDefined();

    const weak = await t.post('/user/reset-password', { token, password: 'weakpass' });
    expect(weak.statusCode).toBe(400);
    const reset = await t.post('/user/reset-password', { token, password: 'Copper-Kettle-91!' });
    expect(reset.statusCode).toBe(200);
    expect((await t.get('/user/profile', player)).statusCode).toBe(401);
    const again = await t.post('/user/reset-password', { token, password: 'Again@1234' });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('This reset link is invalid or has expired.');
    expect((await t.post('/user/login', { email: 'sita@example.com', password: 'Copper-Kettle-91!' })).json()).toMatchObject({
      err: 'N',
      otpSent: true,
    });
  });

  it('expires reset links after 30 minutes', async () => {
    await t.post('/user/forgot-password', { email: 'sita@example.com' });
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(t.mails('sita@example.com').at(-1)!)?.[1];
    t.clock.advance(30 * 60_000);
    expect((await t.post('/user/reset-password', { token, password: 'Reset@5678' })).statusCode).toBe(400);
  });

  it('ends a session when it expires (7 days for players)', async () => {
    const token = await loginWithOtp('sita@example.com', 'Copper-Kettle-91!');
    expect((await t.get('/user/profile', token)).statusCode).toBe(200);
    t.clock.advance(7 * 24 * 3600_000 + 1000);
    expect((await t.get('/user/profile', token)).statusCode).toBe(401);
  });

  it('deletes ended sessions, old codes, reset links and login failures a day later', async () => {
    const count = async () =>
      (await t.sql(`SELECT (SELECT count(*) FROM sessions WHERE revoked_at IS NOT NULL OR expires_at < now() + interval '100 years') AS s,
                           (SELECT count(*) FROM otp_codes) AS o, (SELECT count(*) FROM password_resets) AS r`))[0];
    const before = await count();
    expect(Number(before.o)).toBeGreaterThan(0);
    expect(Number(before.r)).toBeGreaterThan(0);
    const live = await loginWithOtp('sita@example.com', 'Copper-Kettle-91!');
    t.clock.advance(24 * 3600_000 + 1000);
    // Sessions still live are kept: only codes, links and ended sessions go.
    const liveToken = await loginWithOtp('sita@example.com', 'Copper-Kettle-91!');
    const deleted = await t.app.get(IdentityHousekeeping).purge();
    expect(deleted).toBeGreaterThan(0);
    const after = await count();
    expect(Number(after.r)).toBe(0);
    expect(Number(after.o)).toBe(1);
    expect((await t.get('/user/profile', live)).statusCode).toBe(200);
    expect((await t.get('/user/profile', liveToken)).statusCode).toBe(200);
  });

  /** The one browser these tests sign in with (it keeps its browser key). */
  let browser: TestBrowser | undefined;
  async function loginWithOtp(email: string, password: string): Promise<string> {
    t.clock.advance(121_000);
    browser ??= new TestBrowser(t, '192.0.2.200');
    return browser.signIn(email, password);
  }
});
