import { ticket } from './draws-harness.js';
import { startResultsApp, type ResultsApp } from './results-harness.js';

/**
 * RESULT_MODE=manual: the server never draws, so a round past its draw time waits for the
 * admin; the admin's late result is accepted and published at once (result_at = when it
 * was recorded), and players see it from then, not before.
 */
describe('results: the admin posts a result in manual mode', () => {
  let t: ResultsApp;
  beforeAll(async () => {
    t = await startResultsApp({ env: { RESULT_MODE: 'manual' } });
  });
  afterAll(() => t.close());

  it('accepts a result after the draw time and publishes it at once', async () => {
    const round = await t.openReal('6h');
    const player = await t.player('manual_p');
    await t.credit(player, 500);
    // (A round with no tickets past its draw time is settled without a result in manual mode: not this one.)
    expect((await t.buy(player, ticket(round.roundId, '6h', [1, 2, 3, 4, 5]))).statusCode).toBe(201);
    t.at(round.closeAt);
    await t.closeRound(round.roundId);
    const late = new Date(Date.parse(round.drawAt) + 45 * 60_000).toISOString();
    t.at(late);
    expect((await t.get('/user/draws/last-result?period=6h', player.token)).json().data.result).toBeNull();
    const res = await t.request('POST', '/admin/draws/period/6h/result', { payload: { num_1: 75, num_2: '01', num_3: 2, num_4: 3, num_5: 4 }, token: t.admin });
    expect(res.json()).toEqual({
      err: 'N',
      msg: 'Result posted successfully',
      data: { draw_id: round.roundId, result: { num_1: 75, num_2: 1, num_3: 2, num_4: 3, num_5: 4 }, result_at: late },
    });
    expect((await t.get('/user/draws/last-result?period=6h', player.token)).json().data).toEqual({
      result: { num_1: 75, num_2: 1, num_3: 2, num_4: 3, num_5: 4 },
      result_at: late,
      draw_id: round.roundId,
      result_source: 'manual',
    });
    const again = await t.request('POST', '/admin/draws/period/6h/result', { payload: { num_1: 5, num_2: 1, num_3: 2, num_4: 3, num_5: 4 }, token: t.admin });
    expect([again.statusCode, again.json().msg]).toEqual([409, 'The result of this draw has already been posted']);
  });
});
