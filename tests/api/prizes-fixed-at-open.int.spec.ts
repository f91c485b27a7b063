import { SettlementWorker } from '../../server/src/draws/settlement/settlement-worker.js';
import { ticket } from './draws-harness.js';
import type { Player } from './money-harness.js';
import { startResultsApp, type ResultsApp } from './results-harness.js';

/**
 * The rules of a round are fixed when it opens: a prize-table edit while a round is on
 * sale changes nothing that round's tickets can win (its payouts are those of its open);
 * the period's next round opens with the new table. Between rounds, the pots show what the
 * next round will start at, never the bare base after a rollover.
 */
describe('prize tables fixed at open, and the pots between rounds', () => {
  let t: ResultsApp;
  let asha: Player;
  beforeAll(async () => {
    t = await startResultsApp();
    asha = await t.player('asha_fixed');
    await t.credit(asha, 5_000);
    await t.setSource('24h', 'manual');
  });
  afterAll(() => t.close());

  const stats = async () => (await t.get('/user/draws/prize-stats?period=24h', asha.token)).json().data;
  const pots = async () => (await t.get('/user/draws/pots?period=24h', asha.token)).json().data;
  const proof = async (drawId: string) => (await t.get(`/draws/${drawId}/proof`)).json().data;
  const settle = () => t.app.get(SettlementWorker).pass();

  it('an edit during sales applies from the next round; the round on sale pays by the table it opened with', async () => {
    const r1 = await t.openReal('24h');
    const opened = (await t.get('/admin/settings/jackpot/24h/any', t.admin)).json().data;
    expect(opened.fourN).toBe(1500);
    // Asha's ticket will match 4 numbers.
    expect((await t.buy(asha, ticket(r1.roundId, '24h', [1, 2, 3, 4, 50]))).statusCode).toBe(201);

    const edit = await t.request('POST', '/admin/settings/jackpot/24h/any', { payload: { fourN: 3000, potShare: 20 }, token: t.admin });
    expect(edit.statusCode).toBe(200);
    // Players still see the round's own table while it is on sale.
    expect(await stats()).toMatchObject({ fourN: 1500, fourNAmount: 1500 * 400, potShare: 10 });
    expect((await proof(r1.roundId)).rules).toEqual({
      round_amount: 400,
      tables: { any: expect.objectContaining({ multipliers: expect.objectContaining({ fourN: 1500 }), jackpot_base: 500_000, pot_share_bps: 1000 }) },
    });
    // The live pot grows by the round's own share (10% of ₹400), not the edited 20%.
    expect(await pots()).toEqual({ draw_id: r1.roundId, jackpot: 500_040, minipot: null });

    t.at(r1.closeAt);
    await t.closeRound(r1.roundId);
    // Between rounds, before the result: the pot as it closed, which rolls over unless won.
    expect(await pots()).toEqual({ draw_id: null, jackpot: 500_040, minipot: null });
    expect((await t.postResult('24h', { num_1: 1, num_2: 2, num_3: 3, num_4: 4, num_5: 5 })).statusCode).toBe(200);

    const before = (await t.balances(asha.id)).money;
    t.at(r1.drawAt);
    expect((await settle()).settled.map((s) => s.roundId)).toContain(r1.roundId);
    expect((await t.balances(asha.id)).money - before).toBe(1500 * 400);
    const settled = (await proof(r1.roundId)).settlement;
    expect(settled.tables.any).toMatchObject({ multipliers: expect.objectContaining({ fourN: 1500 }), pot_share_bps: 1000 });
    // No jackpot winner: the whole pot rolled over; between rounds the pots say so (not the base).
    expect(settled.pots[0]).toMatchObject({ pot: 500_040, carried: 500_040 });
    expect(await pots()).toEqual({ draw_id: null, jackpot: 500_040, minipot: null });

    // The next round opens with the new table, and starts its pot where the last one ended.
    t.at(r1.nextDrawAt);
    const r2 = await t.openReal('24h');
    expect(await stats()).toMatchObject({ fourN: 3000, potShare: 20 });
    expect((await proof(r2.roundId)).rules.tables.any).toMatchObject({ multipliers: expect.objectContaining({ fourN: 3000 }), pot_share_bps: 2000 });
    expect(await pots()).toEqual({ draw_id: r2.roundId, jackpot: 500_040, minipot: null });
    expect((await t.audit()).ok).toBe(true);
  });
});
