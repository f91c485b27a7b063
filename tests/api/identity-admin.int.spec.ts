import { CommandBus } from '@nestjs/cqrs';
import { CreditDeposit } from '../../server/src/wallet/commands/credit-deposit/credit-deposit.command.js';
import { signUpPlayer, startIdentityApp, type IdentityApp } from './identity-harness.js';

/** Admin login (spec section 8 statuses), the seeded first admin, and the users list. */
describe('identity: admin console access', () => {
  let t: IdentityApp;
  beforeAll(async () => {
    t = await startIdentityApp({ env: { ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'Chief@12345' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (body: object, ip = '198.51.100.1') =>
    t.request('POST', '/admin/login', { payload: body, headers: { 'x-forwarded-for': ip } });

  it('seeds the first admin from ADMIN_USERNAME / ADMIN_PASSWORD and logs it in', async () => {
    const res = await login({ username: 'chief', password: 'Chief@12345' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ err: 'N', msg: 'Login successful', token: expect.any(String), data: { role: 'admin' } });
  });

  it('seeds no auditor outside development unless AUDITOR_USERNAME / AUDITOR_PASSWORD are set', async () => {
    expect((await login({ username: 'auditor', password: 'Auditor@12345' }, '198.51.100.9')).statusCode).toBe(404);
  });

  it.each([
    ['from AUDITOR_USERNAME / AUDITOR_PASSWORD', { AUDITOR_USERNAME: 'watcher', AUDITOR_PASSWORD: 'Watch@12345-audit' }, 'watcher', 'Watch@12345-audit'],
    ['in development, with the documented default', { NODE_ENV: 'development' }, 'auditor', 'Auditor@12345'],
  ])('seeds a read-only auditor %s', async (_how, env, username, password) => {
    const other = await startIdentityApp({ env });
    try {
      const res = await other.post('/admin/login', { username, password });
      expect(res.json()).toMatchObject({ err: 'N', data: { username, role: 'auditor' } });
      const me = await other.get('/admin/me', res.json().token);
      expect(me.json().data).toMatchObject({ username, role: 'auditor' });
      // Read-only: a setting change is refused.
      expect((await other.post('/admin/settings/latest-news', { url: 'https://news.example' }, res.json().token)).statusCode).toBe(403);
    } finally {
      await other.close();
    }
  });

  it('answers 400 when a field is missing or not text', async () => {
    for (const body of [{}, { username: 'chief' }, { password: 'x' }, { username: '  ', password: 'Chief@12345' }, { username: 5, password: 'x' }]) {
      const res = await login(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ err: 'Y', msg: 'Please provide both username and password.' });
    }
  });

  it('answers 404 for an unknown username and 401 for a wrong password', async () => {
    const unknown = await login({ username: 'nobody', password: 'Chief@12345' }, '198.51.100.2');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('Invalid username. Please check your credentials.');
    const wrong = await login({ username: 'chief', password: 'Wrong@12345' }, '198.51.100.2');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().msg).toBe('Invalid password. Please check your credentials.');
  });

  it('rate-limits: after 5 failures from one address for one username, even the right password gets 429', async () => {
    for (let i = 0; i < 5; i++) expect((await login({ username: 'chief', password: 'Bad@123456' }, '198.51.100.3')).statusCode).toBe(401);
    const blocked = await login({ username: 'chief', password: 'Chief@12345' }, '198.51.100.3');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().msg).toBe('Too many login attempts. Please try again in 15 minutes.');
    expect(blocked.json()).toMatchObject({ code: 'IDENTITY.ADMIN_RATE_LIMITED', retryAfterSeconds: 15 * 60 });
    // Another address is not blocked, and the block ends with the window.
    expect((await login({ username: 'chief', password: 'Chief@12345' }, '198.51.100.4')).statusCode).toBe(200);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await login({ username: 'chief', password: 'Chief@12345' }, '198.51.100.3')).statusCode).toBe(200);
  });

  it('lists users with paging, money balance in rupees and last login time', async () => {
    await signUpPlayer(t, { username: 'usr_one', email: 'one@example.com' });
    t.clock.advance(1000);
    await signUpPlayer(t, { username: 'usr_two', email: 'two@example.com' });
    t.clock.advance(1000);
    await signUpPlayer(t, { username: 'usr_three', email: 'three@example.com' });
    const admin = (await login({ username: 'chief', password: 'Chief@12345' })).json().token;

    const first = await t.get('/admin/users-list?page=1&limit=2', admin);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(body.data.map((u: { username: string }) => u.username)).toEqual(['usr_three', 'usr_two']);
    expect(body.data[0]).toEqual({
      _id: expect.any(String),
      first_name: null,
      last_name: null,
      username: 'usr_three',
      email: 'three@example.com',
      mobile: null,
      amount: 0,
      current_balance: 0,
      referral_balance: 0,
      held_balance: 0,
      is_profile_updated: false,
      lastLoginAt: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const oneId = (await t.get('/admin/users-list?page=2&limit=2', admin)).json().data[0]._id;
    await t.app.get(CommandBus).execute(
      new CreditDeposit(oneId, { requestId: 'dep-1', amountPaise: 123_450 }, { actor: 'admin:test', correlationId: 'test' }),
    );
    const second = (await t.get('/admin/users-list?page=2&limit=2', admin)).json();
    expect(second.data).toHaveLength(1);
    expect(second.data[0]).toMatchObject({ username: 'usr_one', amount: 1234.5, current_balance: 1234.5 });
  });

  it('validates paging input', async () => {
    const admin = (await login({ username: 'chief', password: 'Chief@12345' })).json().token;
    expect((await t.get('/admin/users-list?page=0&limit=2', admin)).statusCode).toBe(400);
    expect((await t.get('/admin/users-list?page=1&limit=1000', admin)).statusCode).toBe(400);
    expect((await t.get('/admin/users-list?page=abc', admin)).statusCode).toBe(400);
  });
});
