import type { Player } from './money-harness.js';
import { ticket } from './draws-harness.js';
import { startResultsApp, type ResultsApp } from './results-harness.js';

const body = (numbers: unknown[], letter?: unknown) => {
  const b: Record<string, unknown> = Object.fromEntries(numbers.map((n, i) => [`num_${i + 1}`, n]));
  if (letter !== undefined) b.num_6 = letter;
  return b;
};

/**
 * POST /admin/draws/period/{period}/result on witnessed-draw (manual) periods: the entry
 * by role, its body checks in the specification's order, hostile bodies, and the rounds
 * engine's refusals (on sale, twice at once, after the result is out). The approval by a
 * second admin is results-sources' subject; here it publishes.
 */
describe('results: the admin posts a result', () => {
  let t: ResultsApp;
  let asha: Player;
  let round: { roundId: string; closeAt: string; drawAt: string };
  const post = (period: string, payload: unknown, token = t.admin) =>
    t.request('POST', `/admin/draws/period/${period}/result`, { payload: payload as object, token });
  const resultEvents = async () =>
    (await t.sql(`SELECT stream_id, type, data FROM events WHERE type IN ('ResultEntered', 'ResultPosted', 'ResultDrawn') ORDER BY global_position`));
  const approve = async (payload: unknown, token?: string) =>
    t.request('POST', `/admin/draws/${round.roundId}/result/approve`, { payload: payload as object, token: token ?? (await t.checker()) });

  beforeAll(async () => {
    t = await startResultsApp();
    for (const period of ['3h', '12h', 'weekly'] as const) await t.setSource(period, 'manual');
    round = await t.openReal('3h');
    asha = await t.player('asha_adm');
    await t.credit(asha, 500);
    expect((await t.buy(asha, ticket(round.roundId, '3h', [9, 8, 7, 6, 5]))).statusCode).toBe(201);
  });
  afterAll(() => t.close());

  it('before the round closes: 409, it is still on sale', async () => {
    const res = await post('3h', body([1, 2, 3, 4, 5]));
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 409,
      body: { err: 'Y', msg: 'This draw is still on sale: its result can be entered after it closes', code: 'DRAWS.RESULT_ROUND_OPEN' },
    });
  });

  it("checks the body in the spec's order with its messages, before anything else, recording nothing", async () => {
    t.at(round.closeAt);
    await t.closeRound(round.roundId);
    const cases: Array<[string, unknown, string]> = [
      ['3h', body([1, 2, '', 99, 99]), 'Please fill all result numbers'],
      ['3h', body([1, 2, 3, 4]), 'Please fill all result numbers'],
      ['3h', body([null, 2, 3, 4, 5]), 'Please fill all result numbers'],
      ['3h', {}, 'Please fill all result numbers'],
      ['weekly', body([99, 99, 99, 99, 99]), 'Please select an alphabet for weekly period'],
      ['3h', body([76, 1, 1, 1, 1]), 'Must be between 1-75'],
      ['12h', body([61, 1, 2, 3, 4]), 'Must be between 1-60'],
      ['3h', body([0, 1, 2, 3, 4]), 'Must be between 1-75'],
      ['3h', body([7, 1, 2, 3, 7]), 'Number already selected'],
      ['3h', body(['07', 7, 2, 3, 4]), 'Number already selected'],
    ];
    for (const [period, payload, msg] of cases) {
      const res = await post(period, payload);
      expect([period, payload, res.statusCode, res.json().msg]).toEqual([period, payload, 400, msg]);
    }
    expect(await resultEvents()).toEqual([]);
  });

  it('answers every hostile body with a clear 4xx, never a 5xx, and records nothing', async () => {
    const hostile: Array<[unknown, number, string | RegExp]> = [
      [body(['abc', 2, 3, 4, 5]), 400, 'Result numbers must be whole numbers'],
      [body([1.5, 2, 3, 4, 5]), 400, 'Result numbers must be whole numbers'],
      [body([true, 2, 3, 4, 5]), 400, 'Result numbers must be whole numbers'],
      [body([[1], 2, 3, 4, 5]), 400, 'Result numbers must be whole numbers'],
      [body([{ $gt: 0 }, 2, 3, 4, 5]), 400, 'Result numbers must be whole numbers'],
      [body([1e308, 2, 3, 4, 5]), 400, 'Must be between 1-75'],
      [body([-1e308, 2, 3, 4, 5]), 400, 'Must be between 1-75'],
      [body(['9'.repeat(20), 2, 3, 4, 5]), 400, 'Must be between 1-75'],
      [body(['9'.repeat(400), 2, 3, 4, 5]), 400, 'Result numbers must be whole numbers'],
      [body([1, 2, 3, 4, 5], 'A'), 400, 'Only the weekly draw takes a letter'],
      [{ ...body([1, 2, 3, 4, 5]), admin_id: 'someone' }, 400, "Unknown field 'admin_id'"],
      [{ ...body([1, 2, 3, 4, 5]), round_id: 'x' }, 400, "Unknown field 'round_id'"],
      [body(['1\u0000', 2, 3, 4, 5]), 400, /control characters/],
      [body(['\u202E1', 2, 3, 4, 5]), 400, /direction control/],
      [[1, 2, 3, 4, 5], 400, 'The request body must be a JSON object.'],
    ];
    for (const [payload, status, msg] of hostile) {
      const res = await post('3h', payload);
      expect([payload, res.statusCode]).toEqual([payload, status]);
      expect(res.json().msg).toMatch(msg);
    }
    const raw = async (text: string, type = 'application/json') => {
      const res = await fetch(`${t.baseUrl}/admin/draws/period/3h/result`, { method: 'POST', headers: { authorization: `Bearer ${t.admin}`, 'content-type': type }, body: text });
      return { status: res.status, body: (await res.json()) as { msg?: unknown } };
    };
    for (const [text, type] of [
      ['{"num_1": 1, ', 'application/json'],
      ['{"__proto__": {"num_1": 1}, "num_2": 2}', 'application/json'],
      ['null', 'application/json'],
      ['"1,2,3,4,5"', 'application/json'],
      ['[[[[[[[[[[[[1]]]]]]]]]]]]', 'application/json'],
      ['num_1=1&num_2=2', 'application/x-www-form-urlencoded'],
      ['1,2,3,4,5', 'text/plain'],
      ['', 'application/json'],
    ]) {
      const res = await raw(text, type);
      expect([text, res.status >= 400 && res.status < 500, typeof res.body.msg]).toEqual([text, true, 'string']);
    }
    for (const period of ['monthly', '3H', '%00', 'x'.repeat(90)]) {
      const res = await post(period, body([1, 2, 3, 4, 5]));
      expect([period, res.statusCode]).toEqual([period, 400]);
    }
    expect(await resultEvents()).toEqual([]);
  });

  it('is for admins only: anonymous 401, players and auditors 403, nothing recorded', async () => {
    expect((await t.request('POST', '/admin/draws/period/3h/result', { payload: body([1, 2, 3, 4, 5]) })).statusCode).toBe(401);
    expect((await post('3h', body([1, 2, 3, 4, 5]), asha.token)).statusCode).toBe(403);
    expect((await post('3h', body([1, 2, 3, 4, 5]), t.auditor)).statusCode).toBe(403);
    expect((await post('3h', body([1, 2, 3, 4, 5]), 'not-a-token')).statusCode).toBe(401);
    expect(await resultEvents()).toEqual([]);
  });

  it('the approval: admins only, the same body rules, an unknown or hostile draw id is a 404; nothing recorded', async () => {
    expect((await t.request('POST', `/admin/draws/${round.roundId}/result/approve`, { payload: body([1, 2, 3, 4, 5]) })).statusCode).toBe(401);
    expect((await approve(body([1, 2, 3, 4, 5]), asha.token)).statusCode).toBe(403);
    expect((await approve(body([1, 2, 3, 4, 5]), t.auditor)).statusCode).toBe(403);
    expect((await approve(body([1, 2, 3, 4]))).json().msg).toBe('Please fill all result numbers');
    expect((await approve({ ...body([1, 2, 3, 4, 5]), approved_by: 'x' })).statusCode).toBe(400);
    for (const id of ['3h-2020-01-01T00:00:00.000Z', 'monthly-x', '%00', 'x'.repeat(90)]) {
      const res = await t.request('POST', `/admin/draws/${encodeURIComponent(id)}/result/approve`, { payload: body([1, 2, 3, 4, 5]), token: await t.checker() });
      expect([id, res.statusCode]).toEqual([id, 404]);
    }
    const control = await t.request('POST', `/admin/draws/${encodeURIComponent('3h-\u202e')}/result/approve`, { payload: body([1, 2, 3, 4, 5]), token: await t.checker() });
    expect(control.statusCode).toBe(400);
    const none = await approve(body([1, 2, 3, 4, 5]));
    expect([none.statusCode, none.json().msg]).toEqual([409, 'No result has been entered for this draw']);
    expect(await resultEvents()).toEqual([]);
  });

  it('an approval sent twice at once (a double click, two tabs): one result recorded and answered 200, the other told it was already posted', async () => {
    t.at('2026-01-06T06:05:00.000Z');
    expect((await post('3h', body(['10', '20', '30', '40', '50']))).statusCode).toBe(200);
    const [x, y] = await Promise.all([approve(body([10, 20, 30, 40, 50])), approve(body([10, 20, 30, 40, 50]))]);
    const answers = [x, y].map((r) => ({ status: r.statusCode, body: r.json() }));
    const won = answers.find((a) => a.status === 200)!;
    const lost = answers.find((a) => a.status !== 200)!;
    expect(lost).toEqual({ status: 409, body: { err: 'Y', msg: 'The result of this draw has already been posted', code: 'DRAWS.RESULT_ALREADY_POSTED' } });
    expect(won.body).toEqual({
      err: 'N',
      msg: 'Result approved and published',
      data: { draw_id: round.roundId, result: { num_1: 10, num_2: 20, num_3: 30, num_4: 40, num_5: 50 }, result_at: round.drawAt },
    });
    const events = await resultEvents();
    expect(events.map((e) => e.type)).toEqual(['ResultEntered', 'ResultPosted']);
    const ids = Object.fromEntries((await t.sql(`SELECT username, id FROM admins`)).map((r) => [r.username, r.id]));
    expect(events[1].data).toMatchObject({ roundId: round.roundId, adminId: ids.chief, approvedBy: ids.approver, letter: null, numbers: [10, 20, 30, 40, 50], entry: 1 });
    // Once posted it never changes: entering again is a 409, the same numbers or others.
    for (const numbers of [[10, 20, 30, 40, 50], [1, 2, 3, 4, 5]]) {
      const again = await post('3h', body(numbers));
      expect([again.statusCode, again.json().msg]).toEqual([409, 'The result of this draw has already been posted']);
    }
    expect(await resultEvents()).toHaveLength(2);
  });

  it('weekly: the letter as num_6, shown from the draw time', async () => {
    t.at('2026-01-06T06:40:00.000Z');
    const weekly = await t.openReal('weekly');
    t.at(weekly.closeAt);
    await t.closeRound(weekly.roundId);
    expect((await post('weekly', body([60, 1, 2, 3, 4], 'a'))).json().msg).toBe('The letter must be one of A to Z');
    const res = await t.postResult('weekly', body([60, 1, 2, 3, 4], 'Z'));
    expect(res.json()).toEqual({
      err: 'N',
      msg: 'Result approved and published',
      data: { draw_id: weekly.roundId, result: { num_1: 60, num_2: 1, num_3: 2, num_4: 3, num_5: 4, num_6: 'Z' }, result_at: weekly.drawAt },
    });
    expect((await t.get('/user/draws/last-result?period=weekly', asha.token)).json().data.result).toBeNull();
    t.at(weekly.drawAt);
    expect((await t.get('/user/draws/last-result?period=weekly', asha.token)).json().data).toMatchObject({
      result: { num_1: 60, num_2: 1, num_3: 2, num_4: 3, num_5: 4, num_6: 'Z' },
      draw_id: weekly.roundId,
      result_source: 'manual',
    });
  });

  it('is in the OpenAPI document with its body and answer', async () => {
    const doc = (await t.get('/api/docs/openapi.json')).json();
    const op = doc.paths['/admin/draws/period/{period}/result'].post;
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '409']));
    expect(op.requestBody.content['application/json'].schema.$ref).toMatch(/PostResultRequest/);
  });
});
