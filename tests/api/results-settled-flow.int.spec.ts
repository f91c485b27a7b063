import { CommandBus } from '@nestjs/cqrs';
import { SettleRound } from '../../server/src/draws/settlement/commands/settle-round/settle-round.command.js';
import type { Player } from './money-harness.js';
import { ticket } from './draws-harness.js';
import { openLiveStream } from './live-stream.js';
import { startResultsApp, type ResultsApp } from './results-harness.js';

/**
 * The whole way through the API with the real settlement: tickets bought, the admin's
 * result posted, published at draw_at, the round settled (SettleRound: set-based prizes,
 * PrizeCredited per winner). What 'My tickets' shows per ticket adds up, per player, to
 * the prize credited to their wallet; the proof shows what RoundSettled recorded; the
 * live feed says `settled`.
 */
describe('results: My tickets and the proof agree with the real settlement', () => {
  let t: ResultsApp;
  const players: Player[] = [];

  beforeAll(async () => {
    t = await startResultsApp();
    await t.setSource('6h', 'manual');
    await t.setSource('weekly', 'manual');
  });
  afterAll(() => t.close());

  it('each player sees tickets whose prizes sum to their credited prize, and the feed says settled', async () => {
    const round = await t.openReal('6h');
    const picks: number[][][] = [
      [[1, 2, 3, 4, 5], [5, 4, 3, 2, 1], [1, 2, 3, 70, 71]],
      [[1, 2, 3, 4, 5], [1, 2, 60, 61, 62]],
      [[70, 71, 72, 73, 74]],
    ];
    for (const [i, tickets] of picks.entries()) {
      const p = await t.player(`flow_${i}`);
      players.push(p);
      await t.credit(p, 2_000);
      const body = { draw_id: round.roundId, period: '6h', tickets: tickets.map((n) => Object.fromEntries(n.map((x, j) => [`num_${j + 1}`, x]))) };
      expect((await t.buy(p, body)).statusCode).toBe(201);
    }
    expect((await t.buy(players[2], ticket(round.roundId, '6h', [3, 1, 2, 5, 4]))).statusCode).toBe(201);
    t.at(round.closeAt);
    await t.closeRound(round.roundId);
    t.at(new Date(Date.parse(round.closeAt) + 60_000));
    const posted = await t.postResult('6h', { num_1: 1, num_2: 2, num_3: 3, num_4: 4, num_5: 5 });
    expect(posted.statusCode).toBe(200);

    const stream = await openLiveStream(t.baseUrl);
    await stream.next((f) => f.event === 'clock');
    t.at(round.drawAt);
    const meta = { actor: 'system:test', correlationId: 'flow', causationId: null };
    const before = await Promise.all(players.map((p) => t.balances(p.id)));
    const settled = await t.app.get(CommandBus).execute(new SettleRound(round.roundId, meta));
    expect(settled.outcome).toBe('settled');
    expect((await stream.next((f) => f.event === 'settled')).data).toEqual({ period: '6h', draw_id: round.roundId });
    stream.close();
    await t.liveStreamsGone();

    let prizes = 0;
    for (const [i, p] of players.entries()) {
      const mine = (await t.get('/user/tickets?period=6h', p.token)).json().data;
      expect(mine.every((x: any) => x.outcome !== null)).toBe(true);
      const shown = Math.round(mine.reduce((s: number, x: any) => s + x.outcome.prize * 100, 0));
      const credited = (await t.walletEvents(p, 'PrizeCredited')).filter((e) => e.data.roundId === round.roundId);
      const creditedPaise = credited.reduce((s, e) => s + e.data.amountPaise, 0);
      expect([p.username, shown]).toEqual([p.username, creditedPaise]);
      // The credited event names exactly the tickets shown with a prize.
      const winning = mine.filter((x: any) => x.outcome.prize > 0).map((x: any) => x._id).sort();
      expect([...(credited[0]?.data.tickets ?? [])].sort()).toEqual(winning);
      const after = await t.balances(p.id);
      expect(Math.round((after.money - before[i].money) * 100)).toBe(creditedPaise);
      prizes += creditedPaise;
    }
    expect(prizes).toBeGreaterThan(0);
    const proof = (await t.get(`/draws/${round.roundId}/proof`)).json().data;
    expect(proof.stage).toBe('settled');
    expect(Math.round(proof.settlement.prizes * 100)).toBe(prizes);
    expect(proof.settlement.winners).toBe(3); // the third player won the minipot with 3-1-2-5-4
    const [row] = await t.sql('SELECT settlement FROM rounds WHERE round_id = $1', [round.roundId]);
    expect(proof.settlement.pots.map((x: any) => Math.round(x.per_ticket * 100))).toEqual(row.settlement.pots.map((x: any) => x.perTicketPaise));
    expect((await t.audit()).failures).toEqual([]);
  });

  it('weekly: the letter counts in the outcome as in the credit', async () => {
    const round = await t.openReal('weekly'); // the week's round that started on Monday (players' sessions last 7 days)
    const [p] = players;
    const picks: Array<[number[], string]> = [[[1, 2, 3, 4, 5], 'Q'], [[5, 4, 3, 2, 1], 'B'], [[1, 2, 40, 41, 42], 'Q'], [[50, 51, 52, 53, 54], 'Q']];
    const body = { draw_id: round.roundId, period: 'weekly', tickets: picks.map(([n, l]) => ({ ...Object.fromEntries(n.map((x, j) => [`num_${j + 1}`, x])), num_6: l })) };
    expect((await t.buy(p, body)).statusCode).toBe(201);
    t.at(round.closeAt);
    await t.closeRound(round.roundId);
    const posted = await t.postResult('weekly', { num_1: 3, num_2: 1, num_3: 5, num_4: 2, num_5: 4, num_6: 'Q' });
    expect(posted.statusCode).toBe(200);
    t.at(round.drawAt);
    await t.app.get(CommandBus).execute(new SettleRound(round.roundId, { actor: 'system:test', correlationId: 'flow-weekly', causationId: null }));
    const mine = (await t.get('/user/tickets?period=weekly', p.token)).json().data;
    const byLetter = (n: number, l: string) => mine.find((x: any) => x.num_3 === n && x.num_6 === l).outcome;
    expect(byLetter(3, 'Q')).toMatchObject({ matches: { any: 5, letter: true }, pots: ['jackpot'] });
    expect(byLetter(3, 'B')).toMatchObject({ matches: { any: 5, letter: false }, pots: [] });
    expect(byLetter(3, 'Q').prize).toBeGreaterThan(byLetter(3, 'B').prize);
    expect(byLetter(40, 'Q')).toMatchObject({ matches: { any: 2, letter: true }, pots: [] });
    expect(byLetter(52, 'Q')).toMatchObject({ matches: { any: 0, letter: true }, pots: [] });
    expect(mine.every((x: any) => !('sequence' in x.outcome.matches))).toBe(true);
    const credited = (await t.walletEvents(p, 'PrizeCredited')).filter((e) => e.data.roundId === round.roundId);
    expect(Math.round(mine.reduce((s: number, x: any) => s + x.outcome.prize * 100, 0))).toBe(credited.reduce((s, e) => s + e.data.amountPaise, 0));
    expect((await t.audit()).failures).toEqual([]);
  });
});
