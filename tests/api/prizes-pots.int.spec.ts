import { ticket } from './draws-harness.js';
import { startPrizesApp, type PrizesApp } from './prizes-harness.js';
import type { Player } from './money-harness.js';

/** The players' prize stats and live pots (spec section 2: jackpot and mini-pot amounts, winning structure). */
describe('prize stats and live pots', () => {
  let t: PrizesApp;
  let asha: Player;
  let ravi: Player;
  beforeAll(async () => {
    t = await startPrizesApp();
    asha = await t.player('asha');
    ravi = await t.player('ravi');
    await t.credit(asha, 10_000);
    await t.credit(ravi, 10_000);
  });
  afterAll(async () => {
    await t.close();
  });
  const pots = async (period: string, token = asha.token) => (await t.get(`/user/draws/pots?period=${period}`, token)).json();
  const stats = (query: string, token = asha.token) => t.get(`/user/draws/prize-stats?${query}`, token);

  it('with no round open: the bases the next round starts at (no minipot for 24h and weekly)', async () => {
    expect(await pots('3h')).toEqual({ success: true, message: 'Pots fetched successfully', data: { draw_id: null, jackpot: 100_000, minipot: 10_000 } });
    expect((await pots('24h')).data).toEqual({ draw_id: null, jackpot: 500_000, minipot: null });
    expect((await pots('weekly')).data).toEqual({ draw_id: null, jackpot: 1_000_000, minipot: null });
  });

  it('grow with the open round\'s sales through the real purchase, by each pot\'s share', async () => {
    const round = await t.openRound('3h');
    expect((await pots('3h')).data).toEqual({ draw_id: round, jackpot: 100_000, minipot: 10_000 });
    expect((await t.buy(asha, ticket(round, '3h', [1, 2, 3, 4, 5]))).statusCode).toBe(201);
    // ₹100 of sales: 10% to the jackpot, 5% to the minipot.
    expect((await pots('3h')).data).toEqual({ draw_id: round, jackpot: 100_010, minipot: 10_005 });
    const many = { draw_id: round, period: '3h', tickets: Array.from({ length: 5 }, (_, i) => ({ num_1: i + 1, num_2: 10, num_3: 20, num_4: 30, num_5: 40 })) };
    const bought = await Promise.all([t.buy(asha, many), t.buy(ravi, many), t.buy(ravi, ticket(round, '3h', [7, 8, 9, 10, 11]))]);
    expect(bought.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    // 12 tickets, ₹1,200: +₹120 and +₹60. Every purchase counted, none waited for a shared row.
    expect((await pots('3h', ravi.token)).data).toEqual({ draw_id: round, jackpot: 100_120, minipot: 10_060 });
    // Other periods' pots do not move.
    expect((await pots('6h')).data).toEqual({ draw_id: null, jackpot: 200_000, minipot: 20_000 });
  });

  it('follow the configured share and base, in paise', async () => {
    await t.setJackpot('3h/sequence', { potShare: 12.5, jackpotAmount: 50_000.55 });
    // 12.5% of ₹1,200 = ₹150.
    expect((await pots('3h')).data).toMatchObject({ jackpot: 50_150.55, minipot: 10_060 });
    await t.setJackpot('3h/sequence', { potShare: 10, jackpotAmount: 100_000 });
  });

  it('weekly: the letter ticket counts like any other', async () => {
    const round = await t.openRound('weekly');
    expect((await t.buy(asha, ticket(round, 'weekly', [5, 15, 25, 35, 45], 'Q'))).statusCode).toBe(201);
    expect((await pots('weekly')).data).toEqual({ draw_id: round, jackpot: 1_000_050, minipot: null });
  });

  it('once sales close, no round is open: the pot as it closed, which rolls into the next round unless won (not the bare base)', async () => {
    const [{ round_id }] = await t.sql(`SELECT round_id FROM rounds WHERE period = 'weekly'`);
    await t.closeSales(round_id);
    expect((await pots('weekly')).data).toEqual({ draw_id: null, jackpot: 1_000_050, minipot: null });
  });

  it('prize stats: the real table with rupee amounts at the open round\'s price, and its return to player', async () => {
    const res = await stats('period=3h&mode=sequence');
    expect(res.json()).toEqual({
      success: true,
      message: 'Prize stats fetched successfully',
      data: {
        period: '3h', mode: 'sequence', price: 100,
        fiveN: 100_000, fiveNAmount: 10_000_000, fourN: 10_000, fourNAmount: 1_000_000, threeN: 300, threeNAmount: 30_000,
        twoN: 20, twoNAmount: 2000, oneN: 1, oneNAmount: 100,
        pot: 'jackpot', jackpotAmount: 100_000, potShare: 10, returnToPlayer: 20.67, periodReturnToPlayer: 53.72,
      },
    });
    expect((await stats('period=3h')).json().data).toMatchObject({ mode: 'any', pot: 'minipot', twoN: 4, twoNAmount: 400 });
    // The round's own price (fixed when it opened), not the setting's ₹200.
    await t.openRound('6h', 25_000);
    expect((await stats('period=6h&mode=sequence')).json().data).toMatchObject({ price: 250, oneNAmount: 250, twoNAmount: 5000 });
  });

  it('prize stats: weekly letter tiers; at the price the next round opens at when none is open', async () => {
    await t.request('POST', '/admin/settings/ticket-amount/weekly', { payload: { amount: 250.5 }, token: t.admin });
    await t.setJackpot('weekly/any', { onlyA: 1.5 });
    const data = (await stats('period=weekly&mode=any')).json().data;
    expect(data).toMatchObject({ price: 250.5, onlyA: 1.5, onlyAAmount: 375.75, fourNA: 20_000, fourNAAmount: 5_010_000, pot: 'jackpot' });
    // ₹250.50 × 0.33 = ₹82.665: the fraction of a paisa is not paid.
    await t.setJackpot('weekly/any', { oneNA: 0.33 });
    expect((await stats('period=weekly')).json().data.oneNAAmount).toBe(82.66);
  });

  it('refuses modes a period lacks (404), bad queries (400), and callers other than players', async () => {
    const lacking = await stats('period=24h&mode=sequence');
    expect([lacking.statusCode, lacking.json()]).toEqual([404, { success: false, message: 'The 24h draw has no sequence prize table', code: 'PRIZES.MODE_NOT_OFFERED' }]);
    for (const query of ['', 'period=2h', 'period=3h&mode=lucky', 'period=3h&mode=', 'period=3h&extra=1', 'period=3h&period=6h']) {
      const res = await stats(query);
      expect({ query, status: res.statusCode, success: res.json().success }).toEqual({ query, status: 400, success: false });
    }
    for (const query of ['', 'period=monthly', 'period=3h&x=1']) expect((await t.get(`/user/draws/pots?${query}`, asha.token)).statusCode).toBe(400);
    expect((await stats('period=3h', t.admin)).statusCode).toBe(403);
    expect((await t.get('/user/draws/pots?period=3h', t.auditor)).statusCode).toBe(403);
    expect((await t.request('GET', '/user/draws/pots?period=3h')).statusCode).toBe(401);
    expect((await t.request('GET', '/user/draws/prize-stats?period=3h')).statusCode).toBe(401);
  });
});
