import { jest } from '@jest/globals';
import { ListDrawsHandler } from '../../server/src/draws/queries/list-draws/list-draws.handler.js';
import { startDrawsApp, type DrawsApp } from './draws-harness.js';
import type { Player } from './money-harness.js';

/**
 * The dashboard's open-draw read is answered by a request hook in its ordinary case
 * (open-draw-fast-path.ts) and by the Nest route otherwise: the player cannot tell which,
 * and every refusal is the route's.
 */
describe('draws: the open-draw read in its ordinary case', () => {
  let t: DrawsApp;
  let asha: Player;
  let round: string;
  const OPEN = '/user/draws?period=3h&status=open&limit=1';
  beforeAll(async () => {
    t = await startDrawsApp();
    round = await t.openRound('3h');
    // No profile step: its request would let the hook see the token before the first read.
    asha = await t.player('asha_fast', { withProfile: false });
  });
  afterAll(() => t.close());

  const routeCalls = () => {
    const spy = jest.spyOn(t.app.get(ListDrawsHandler), 'execute');
    return { count: () => spy.mock.calls.length, restore: () => spy.mockRestore() };
  };
  const read = async (token: string) => {
    const res = await fetch(t.baseUrl + OPEN, { headers: { authorization: `Bearer ${token}` } });
    return {
      status: res.status,
      body: await res.json(),
      cache: res.headers.get('cache-control'),
      frame: res.headers.get('x-frame-options'),
      type: res.headers.get('content-type'),
      id: /^[0-9a-f-]{36}$/.test(res.headers.get('x-request-id') ?? ''),
    };
  };

  it('answers alike through the route (a token not yet seen) and through the hook (after)', async () => {
    const calls = routeCalls();
    const first = await read(asha.token);
    expect(calls.count()).toBe(1);
    const second = await read(asha.token);
    expect(calls.count()).toBe(1); // the hook answered
    calls.restore();
    expect(second).toEqual(first);
    expect(second).toMatchObject({ status: 200, cache: 'no-store', frame: 'SAMEORIGIN', id: true });
    expect(second.body).toMatchObject({ success: true, message: 'Draws fetched successfully', data: [{ _id: round, status: 'open' }] });
  });

  it('leaves every other case to the route: other statuses, bad parameters, admins, no token', async () => {
    await t.get(OPEN, asha.token);
    const calls = routeCalls();
    expect((await t.get('/user/draws?period=3h&status=closed&limit=1', asha.token)).statusCode).toBe(200);
    const bad = await t.get('/user/draws?period=2h&status=open&limit=1', asha.token);
    expect({ status: bad.statusCode, body: bad.json() }).toMatchObject({ status: 400, body: { success: false, message: expect.stringContaining('period must be one of') } });
    expect((await t.get(OPEN, t.admin)).statusCode).toBe(403);
    expect((await t.get(OPEN)).statusCode).toBe(401);
    expect(calls.count()).toBe(1); // only the closed read reached the handler; the refusals were the route's guard and parser
    calls.restore();
  });

  it('refuses a token whose session ended, at once, though the hook had answered it before', async () => {
    const ravi = await t.player('ravi_fast');
    await t.get(OPEN, ravi.token);
    expect((await t.get(OPEN, ravi.token)).statusCode).toBe(200);
    expect((await t.request('POST', '/user/logout', { token: ravi.token })).statusCode).toBeLessThan(300);
    const after = await t.get(OPEN, ravi.token);
    expect({ status: after.statusCode, body: after.json() }).toMatchObject({ status: 401, body: { success: false } });
  });
});
