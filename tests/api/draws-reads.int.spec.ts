import { CommandBus } from '@nestjs/cqrs';
import { OpenRound } from '../../server/src/draws/rounds/commands/open-round/open-round.command.js';
import { startDrawsApp, ticket, type DrawsApp } from './draws-harness.js';
import type { Player } from './money-harness.js';

/**
 * The draw and ticket reads (spec section 7) by every role: players see draws and only
 * their own tickets, admins and auditors the counts and the latest draw, nobody else anything.
 */
describe('draws: reading draws, tickets and counts', () => {
  let t: DrawsApp;
  let asha: Player;
  let bo: Player;
  const rounds: Record<string, string> = {};
  let ashaTicket: string;
  beforeAll(async () => {
    t = await startDrawsApp();
    // Monday's 09:00 round of 3h, closed by its clock; then Tuesday's rounds.
    const tuesday = t.clock.now();
    t.clock.set(new Date('2026-01-05T04:00:00.000Z'));
    rounds.monday = await t.openRound('3h');
    t.clock.set(tuesday);
    for (const period of ['3h', 'weekly'] as const) rounds[period] = await t.openRound(period);
    [asha, bo] = [await t.player('asha_rd'), await t.player('bo_rd')];
    await t.credit(asha, 5_000);
    await t.credit(bo, 5_000);
    const res = await t.buy(asha, ticket(rounds['3h'], '3h', [5, 4, 3, 2, 1]));
    ashaTicket = res.json().data.tickets[0]._id;
    const more = [[5, 6, 7, 8, 9], [1, 5, 9, 13, 17]].map(([a, b, c, d, e]) => ({ num_1: a, num_2: b, num_3: c, num_4: d, num_5: e }));
    expect((await t.buy(bo, { draw_id: rounds['3h'], period: '3h', tickets: more })).statusCode).toBe(201);
    expect((await t.buy(bo, ticket(rounds.weekly, 'weekly', [60, 1, 2, 3, 4], 'Z'))).statusCode).toBe(201);
  });
  afterAll(() => t.close());

  it('GET /user/draws?period=3h&status=open&limit=1: the round on sale, in the spec shape', async () => {
    const res = await t.get('/user/draws?period=3h&status=open&limit=1', asha.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Draws fetched successfully',
      data: [
        {
          _id: rounds['3h'],
          period: '3h',
          status: 'open',
          start_at: '2026-01-06T03:30:00.000Z',
          close_at: '2026-01-06T06:00:00.000Z',
          draw_at: '2026-01-06T06:20:00.000Z',
          next_draw_at: '2026-01-06T06:30:00.000Z',
          round_amount: 100,
          commitment: expect.stringMatching(/^[0-9a-f]{64}$/),
          source: null,
          ticket_root: null,
          delay: null,
        },
      ],
    });
  });

  it('filters by status by the clock: closed, empty (both), and none open for a period without a round', async () => {
    const ids = async (q: string) => (await t.get(`/user/draws?${q}`, asha.token)).json().data.map((d: any) => d._id);
    expect(await ids('period=3h&status=closed&limit=5')).toEqual([rounds.monday]);
    expect(await ids('period=3h&status=&limit=5')).toEqual([rounds['3h'], rounds.monday]);
    expect(await ids('period=3h&status=empty')).toEqual([rounds['3h'], rounds.monday]);
    const none = await t.get('/user/draws?period=24h&status=open&limit=1', asha.token);
    expect(none.json()).toEqual({ success: true, message: 'No draws found for this period', data: [] });
    const at = t.clock.now();
    t.clock.set(new Date('2026-01-06T06:00:00.000Z'));
    try {
      expect(await ids('period=3h&status=open&limit=1')).toEqual([]);
      expect((await t.get(`/user/draws/${rounds['3h']}`, asha.token)).json().data.status).toBe('closed');
    } finally {
      t.clock.set(at);
    }
  });

  it('GET /user/draws/{id}, recent-open and last-result', async () => {
    expect((await t.get(`/user/draws/${rounds.weekly}`, asha.token)).json().data).toMatchObject({ _id: rounds.weekly, period: 'weekly', round_amount: 500, status: 'open' });
    const missing = await t.get('/user/draws/3h-2030-01-01T03:30:00.000Z', asha.token);
    expect({ status: missing.statusCode, body: missing.json() }).toEqual({ status: 404, body: { success: false, message: 'Draw not found', code: 'DRAWS.DRAW_NOT_FOUND' } });
    const open = (await t.get('/user/draws/recent-open', asha.token)).json().data.map((d: any) => d._id);
    expect(open.sort()).toEqual([rounds['3h'], rounds.weekly].sort());
    expect((await t.get('/user/draws/last-result?period=weekly', asha.token)).json()).toEqual({
      success: true,
      message: 'No result yet for this period',
      data: { result: null, result_at: null, draw_id: null, result_source: null },
    });
  });

  it("GET /user/tickets: the player's own, newest first, paged with the total; another player's ticket is not found", async () => {
    const mine = (await t.get('/user/tickets?period=3h&page=1&limit=20', asha.token)).json();
    expect(mine).toMatchObject({ success: true, page: 1, limit: 20, total: 1 });
    expect(mine.data).toEqual([expect.objectContaining({ _id: ashaTicket, draw_id: rounds['3h'], num_1: 5, num_5: 1, num_6: null, round_amount: 100, status: 'open' })]);
    const bos = (await t.get('/user/tickets?page=1&limit=2', bo.token)).json();
    expect({ total: bos.total, count: bos.data.length, first: bos.data[0].period }).toEqual({ total: 3, count: 2, first: expect.any(String) });
    expect((await t.get('/user/tickets?page=2&limit=2', bo.token)).json().data).toHaveLength(1);
    expect(bos.data.map((x: any) => x._id)).not.toContain(ashaTicket);
    expect((await t.get(`/user/tickets/${ashaTicket}`, asha.token)).json().data._id).toBe(ashaTicket);
    const foreign = await t.get(`/user/tickets/${ashaTicket}`, bo.token);
    expect({ status: foreign.statusCode, message: foreign.json().message }).toEqual({ status: 404, message: 'Ticket not found' });
  });

  it("GET /admin/tickets/number-count: the spec's ticket count data, counted from the tickets", async () => {
    const res = await t.get('/admin/tickets/number-count?period=3h', t.admin);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ period: '3h', draw_id: null, totalDraws: 2, openDraws: 1, closedDraws: 1, totalTickets: 3, alphabetCounts: [] });
    expect(data.positionCounts).toHaveLength(75);
    const five = data.positionCounts.find((r: any) => r.number === 5);
    // Tickets 5-4-3-2-1, 5-6-7-8-9 and 1-5-9-13-17.
    expect(five).toEqual({ number: 5, num_1: 2, num_2: 1, num_3: 0, num_4: 0, num_5: 0, total: 3 });
    expect(data.positionCounts.find((r: any) => r.number === 75)).toEqual({ number: 75, num_1: 0, num_2: 0, num_3: 0, num_4: 0, num_5: 0, total: 0 });
    const weekly = (await t.get(`/admin/tickets/number-count?period=weekly&draw_id=${rounds.weekly}`, t.admin)).json().data;
    expect(weekly).toMatchObject({ draw_id: rounds.weekly, totalDraws: 1, openDraws: 1, totalTickets: 1 });
    expect(weekly.positionCounts).toHaveLength(60);
    expect(weekly.alphabetCounts).toHaveLength(26);
    expect(weekly.alphabetCounts.filter((c: any) => c.count > 0)).toEqual([{ letter: 'Z', count: 1 }]);
  });

  it('GET /admin/draws/latest/{period}', async () => {
    expect((await t.get('/admin/draws/latest/3h', t.admin)).json()).toMatchObject({ err: 'N', data: { _id: rounds['3h'], status: 'open' } });
    expect((await t.get('/admin/draws/latest/24h', t.admin)).json()).toEqual({ err: 'N', msg: 'No draws found for this period', data: null });
    expect((await t.get('/admin/draws/latest/monthly', t.admin)).statusCode).toBe(400);
  });

  it('every route by every role: players read draws and tickets, admins and auditors the admin reads, auditors never buy', async () => {
    const playerRoutes = ['/user/draws?period=3h', `/user/draws/${rounds['3h']}`, '/user/draws/recent-open', '/user/draws/last-result?period=3h', '/user/tickets'];
    const adminRoutes = ['/admin/tickets/number-count?period=3h', '/admin/draws/latest/3h'];
    for (const url of playerRoutes) {
      expect([url, (await t.get(url)).statusCode]).toEqual([url, 401]);
      expect([url, (await t.get(url, t.admin)).statusCode]).toEqual([url, 403]);
      expect([url, (await t.get(url, t.auditor)).statusCode]).toEqual([url, 403]);
    }
    for (const url of adminRoutes) {
      expect([url, (await t.get(url)).statusCode]).toEqual([url, 401]);
      expect([url, (await t.get(url, asha.token)).statusCode]).toEqual([url, 403]);
      expect([url, (await t.get(url, t.auditor)).statusCode]).toEqual([url, 200]);
    }
    const before = (await t.ticketRows()).length;
    for (const token of [t.admin, t.auditor, undefined]) {
      expect((await t.request('POST', '/user/tickets', { payload: ticket(rounds['3h'], '3h'), token })).statusCode).toBeGreaterThanOrEqual(401);
    }
    expect((await t.ticketRows()).length).toBe(before);
  });

  it('every draw and ticket route is in the OpenAPI document', async () => {
    const doc = (await t.get('/api/docs/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/user/tickets', '/user/tickets/{id}', '/user/draws', '/user/draws/{id}', '/user/draws/recent-open', '/user/draws/last-result', '/admin/tickets/number-count', '/admin/draws/latest/{period}']),
    );
    expect(doc.paths['/user/tickets'].post.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Idempotency-Key', in: 'header' })]));
  });

  // Last: it opens the 24h round that the tests above expect not to be open.
  it('answers a round this instance just opened at once, not after its NOTIFY comes back', async () => {
    const open24h = () => t.get('/user/draws?period=24h&status=open&limit=1', asha.token);
    expect((await open24h()).json().data).toEqual([]); // the open rounds are now in memory
    const meta = { actor: 'system:test', correlationId: 'own-change', causationId: null };
    const start = '2026-01-05T08:30:00.000Z'; // Monday 14:00 IST: the 24h round on sale on Tuesday morning
    await t.app.get(CommandBus).execute(new OpenRound('24h', start, meta));
    expect((await open24h()).json().data.map((d: any) => d._id)).toEqual([`24h-${start}`]);
  });
});
