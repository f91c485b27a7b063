import { randomUUID } from 'node:crypto';
import { EventStore } from '../../shared/event-store/event-store.port.js';
import { rebuildInlineProjections } from '../../shared/event-store/projections/rebuild-inline-projections.js';
import { createTestDatabase, type TestDatabase } from '../../shared/testing/test-database.js';
import { CreditPrizes } from '../../wallet/commands/credit-prizes/credit-prizes.command.js';
import { GetLivePots } from '../pots/queries/get-live-pots/get-live-pots.query.js';
import { defaultPrizeTable } from '../prizes/prize-tables.defaults.js';
import type { RoundForSale } from '../rounds/round.js';
import type { RoundSettlement } from '../rounds/round-settlement.js';
import { SettleRound } from './commands/settle-round/settle-round.command.js';
import { evaluateRound, type PotStarts, type RoundTicket } from './round-evaluation.js';
import { SettlementProgress } from './settlement-progress.js';
import { roundPrizes } from './settlement-query.js';
import { startSettlementInstance, testMeta, type SettlementInstance } from './testing/settlement-test-instance.js';
import { SetResultSource } from '../../settings/commands/set-result-source/set-result-source.command.js';

const ist = (local: string) => new Date(`${local}+05:30`);
const tables3h = { sequence: defaultPrizeTable('3h', 'sequence'), any: defaultPrizeTable('3h', 'any') };
const JACKPOT_BASE = tables3h.sequence.jackpotPaise;
const MINIPOT_BASE = tables3h.any.jackpotPaise;

describe('settlement on PostgreSQL', () => {
  let db: TestDatabase;
  let a: SettlementInstance;
  let b: SettlementInstance;
  const bought: Record<string, RoundTicket[]> = {};

  beforeAll(async () => {
    db = await createTestDatabase();
    // Monday 5 January 2026, 10:00 IST: the 3h round of 09:00 sells. RESULT_MODE=manual:
    // results wait for an admin (the tests post them, or draw one by the RNG themselves),
    // and closed rounds without tickets are settled without a result.
    a = await startSettlementInstance(db.url, ist('2026-01-05T10:00'), { RESULT_MODE: 'manual' });
    b = await startSettlementInstance(db.url, ist('2026-01-05T10:00'), { RESULT_MODE: 'manual' });
    await a.scheduler.tick();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
  });

  const setClocks = (at: Date) => [a, b].forEach((i) => i.clock.set(at));
  const of3h = (r: { settled: Array<{ roundId: string }> }) => r.settled.map((s) => s.roundId).filter((id) => id.startsWith('3h-'));
  const money = async (userId: string) => Number((await a.pool.query('SELECT money FROM wallet_balances WHERE user_id = $1', [userId])).rows[0].money);
  const settlementOf = async (roundId: string): Promise<RoundSettlement | null> => {
    const events = await a.app.get(EventStore).readStream(`round-${roundId}`);
    return (events.find((e) => e.type === 'RoundSettled')?.data as unknown as RoundSettlement) ?? null;
  };
  const prizeEvents = async (roundId: string) =>
    (await a.pool.query(`SELECT stream_id, data FROM events WHERE type = 'PrizeCredited' AND data->>'roundId' = $1 ORDER BY stream_id`, [roundId])).rows;
  async function buy(round: RoundForSale, userId: string, numbers: number[]) {
    const ticketId = await a.buy(userId, round, numbers);
    (bought[round.roundId] ??= []).push({ ticketId, userId, numbers, letter: null, pricePaise: round.pricePaise });
  }
  const expectAuditPasses = async () => {
    const report = await a.audit.run();
    expect({ failures: report.failures, settlements: report.settlements.problems }).toEqual({ failures: [], settlements: [] });
    return report;
  };

  let r1: RoundForSale;
  let r2: RoundForSale;
  const players: string[] = [];

  it('settles a manual result from its result time on: every prize credited once, pots paid and carried, RoundSettled records it all', async () => {
    for (let i = 0; i < 4; i++) players.push(await a.player());
    r1 = await a.openRound('3h');
    const [p1, p2, p3, p4] = players;
    await buy(r1, p1!, [1, 2, 3, 4, 6]); // 4 in sequence, 4 in any order
    await buy(r1, p1!, [5, 4, 3, 2, 1]); // 1 in sequence (the 3), 5 in any order: the minipot
    await buy(r1, p2!, [1, 9, 10, 11, 12]); // 1 and 1
    await buy(r1, p3!, [20, 21, 22, 23, 24]); // nothing
    await buy(r1, p4!, [2, 1, 30, 31, 32]); // 0 in sequence, 2 in any order
    const before = await Promise.all(players.map(money));

    setClocks(ist('2026-01-05T11:31'));
    await a.scheduler.tick();
    a.clock.set(ist('2026-01-05T11:35'));
    await a.postResult(r1.roundId, [1, 2, 3, 4, 5]);
    // Posted before draw_at: players see it (and are paid) from 11:50.
    setClocks(ist('2026-01-05T11:45'));
    expect(of3h(await a.worker.pass())).toEqual([]);
    expect(await settlementOf(r1.roundId)).toBeNull();

    setClocks(ist('2026-01-05T11:50'));
    expect(of3h(await a.worker.pass())).toEqual([r1.roundId]);

    const sales = 5 * r1.pricePaise;
    const expected = evaluateRound('3h', bought[r1.roundId]!, { numbers: [1, 2, 3, 4, 5], letter: null }, tables3h, {}, sales);
    const price = r1.pricePaise;
    // By hand: p1 = seq fourN + any fourN, and seq oneN + any fiveN + the whole minipot.
    const minipot = MINIPOT_BASE + sales * 0.05;
    const p1Prize = price * (10_000 + 2000) + price * (1 + 20_000) + minipot;
    expect(expected.prizes.find((p) => p.userId === p1)!.amountPaise).toBe(p1Prize);
    for (const [i, userId] of players.entries()) {
      const prize = expected.prizes.find((p) => p.userId === userId)?.amountPaise ?? 0;
      expect(await money(userId)).toBe(before[i]! + prize);
    }
    expect(await prizeEvents(r1.roundId)).toEqual(
      expected.prizes.map((p) => ({ stream_id: `wallet-${p.userId}`, data: { roundId: r1.roundId, period: '3h', amountPaise: p.amountPaise, tickets: p.tickets } })).sort((x, y) => (x.stream_id < y.stream_id ? -1 : 1)),
    );
    const settled = await settlementOf(r1.roundId);
    const jackpotShare = sales / 10;
    expect(settled).toEqual({
      roundId: r1.roundId, period: '3h', resultSource: 'manual', ticketCount: 5, salesPaise: sales, tables: tables3h,
      pots: [
        { name: 'jackpot', mode: 'sequence', startPaise: JACKPOT_BASE, seedPaise: JACKPOT_BASE, sharePaise: jackpotShare, potPaise: JACKPOT_BASE + jackpotShare,
          winningTickets: 0, perTicketPaise: 0, paidPaise: 0, carriedPaise: JACKPOT_BASE + jackpotShare },
        { name: 'minipot', mode: 'any', startPaise: MINIPOT_BASE, seedPaise: MINIPOT_BASE, sharePaise: sales / 20, potPaise: minipot,
          winningTickets: 1, perTicketPaise: minipot, paidPaise: minipot, carriedPaise: 0 },
      ],
      fixedPrizesPaise: expected.fixedPrizesPaise, potPrizesPaise: minipot, prizesPaise: expected.fixedPrizesPaise + minipot,
      winners: 3, winningTickets: 4,
      houseSharePaise: sales - expected.fixedPrizesPaise - jackpotShare - sales / 20 - JACKPOT_BASE - MINIPOT_BASE,
    });
    const { rows: [row] } = await a.pool.query('SELECT status, settled_at FROM rounds WHERE round_id = $1', [r1.roundId]);
    expect(row.status).toBe('settled');
    // The round's ledger postings: the jackpot's liability holds what it carries; the minipot paid out whole.
    const { rows: postings } = await a.pool.query(`SELECT account, amount FROM ledger_postings WHERE stream_id = $1 ORDER BY account`, [`round-${r1.roundId}`]);
    expect(Object.fromEntries(postings.map((r) => [r.account, Number(r.amount)]))).toEqual({
      house_revenue: -(jackpotShare + sales / 20), pot_jackpot: JACKPOT_BASE + jackpotShare, pot_seed: -(JACKPOT_BASE + MINIPOT_BASE),
      prize_expense: -expected.fixedPrizesPaise, prize_pool: expected.fixedPrizesPaise + minipot,
    });
    // Across the round's events the prize pool is drawn back to zero by the credits.
    const { rows: [pool] } = await a.pool.query(`SELECT sum(amount)::bigint AS sum FROM ledger_postings WHERE account = 'prize_pool'`);
    expect(Number(pool.sum)).toBe(0);
    // The winners were told, by the instance that settled, once.
    expect(a.notices.filter((n) => n.winners.length > 0).map((n) => [n.roundId, n.winners.map((w) => w.userId).sort()])).toEqual([[r1.roundId, expected.prizes.map((p) => p.userId).sort()]]);
    await expectAuditPasses();
  });

  it('run again, by either instance, credits nobody twice', async () => {
    const balances = await Promise.all(players.map(money));
    expect(await b.commands.execute(new SettleRound(r1.roundId, testMeta))).toMatchObject({ outcome: 'already-settled', credited: 0 });
    expect(of3h(await b.worker.pass())).toEqual([]);
    expect(await Promise.all(players.map(money))).toEqual(balances);
    expect(b.notices.filter((n) => n.winners.length > 0)).toEqual([]);
  });

  it('the next round starts its pots from what rolled over: live pots show it, three jackpot winners split it, the remainder paisa rolls on', async () => {
    setClocks(ist('2026-01-05T12:00'));
    await a.scheduler.tick();
    r2 = await a.openRound('3h');
    const carried = (await settlementOf(r1.roundId))!.pots[0]!.carriedPaise;
    // No winner: the whole jackpot in place of the base; the minipot was won: the base again.
    expect(await a.queries.execute(new GetLivePots('3h', true))).toEqual({ drawId: r2.roundId, jackpotPaise: carried, minipotPaise: MINIPOT_BASE });
    const [p1, p2, p3, p4] = players;
    for (const p of [p1, p2, p3]) await buy(r2, p!, [7, 8, 9, 10, 11]);
    await buy(r2, p4!, [40, 41, 42, 43, 44]);
    expect(await a.queries.execute(new GetLivePots('3h', true))).toEqual({ drawId: r2.roundId, jackpotPaise: carried + 4_000, minipotPaise: MINIPOT_BASE + 2_000 });

    setClocks(ist('2026-01-05T14:31'));
    await a.scheduler.tick();
    await a.postResult(r2.roundId, [7, 8, 9, 10, 11]);
    setClocks(ist('2026-01-05T14:50'));
    const before = await Promise.all(players.map(money));
    expect(of3h(await a.worker.pass())).toEqual([r2.roundId]);

    const settled = (await settlementOf(r2.roundId))!;
    const jackpot = carried + 4 * 1_000;
    const per = Math.floor(jackpot / 3);
    expect(jackpot % 3).toBe(1);
    expect(settled.pots[0]).toEqual({
      name: 'jackpot', mode: 'sequence', startPaise: carried, seedPaise: 0, sharePaise: 4_000, potPaise: jackpot,
      winningTickets: 3, perTicketPaise: per, paidPaise: per * 3, carriedPaise: 1,
    });
    expect(settled.pots[1]).toMatchObject({ startPaise: MINIPOT_BASE, seedPaise: MINIPOT_BASE, winningTickets: 3, carriedPaise: (MINIPOT_BASE + 2_000) % 3 });
    const fixed = 10_000 * (100_000 + 20_000);
    for (const i of [0, 1, 2]) expect((await money(players[i]!)) - before[i]!).toBe(fixed + per + settled.pots[1]!.perTicketPaise);
    expect(await money(p4!)).toBe(before[3]);

    // The round after: the base again, plus the remainder paisa.
    setClocks(ist('2026-01-05T15:00'));
    await a.scheduler.tick();
    expect(await a.queries.execute(new GetLivePots('3h', true))).toMatchObject({ jackpotPaise: JACKPOT_BASE + 1 });
    await expectAuditPasses();
  });

  it('rounds settle in order: an RNG result waits for the round before it, whose result the admin posts late; an empty round settles without a result', async () => {
    const r3 = await a.openRound('3h'); // 15:00
    const [p1, p2] = players;
    await buy(r3, p1!, [31, 32, 33, 34, 35]);
    // The 3h draw switches to the RNG from its next round (r4); r3 stays a witnessed draw.
    await a.commands.execute(new SetResultSource('3h', 'rng', testMeta));
    setClocks(ist('2026-01-05T18:00'));
    await a.scheduler.tick();
    const r4 = await a.openRound('3h'); // 18:00
    await a.commands.execute(new SetResultSource('3h', 'manual', testMeta));
    await buy(r4, p1!, [1, 2, 3, 4, 5]);
    await buy(r4, p2!, [6, 7, 8, 9, 10]);

    // 20:50: r3's result has not come (a witnessed draw waits for its admins); r4 is drawn by the RNG.
    setClocks(ist('2026-01-05T20:50'));
    await a.scheduler.tick();
    const { rows: [secret] } = await a.pool.query(`SELECT encode(seed, 'hex') AS seed FROM round_secrets WHERE round_id = $1`, [r4.roundId]);
    await a.rounds.run(r4.roundId, { type: 'DrawResult', data: { roundId: r4.roundId, now: a.clock.now().toISOString(), draw: { seed: secret.seed, beacon: null, beaconStatus: 'none' } } }, testMeta);
    const waiting = await a.worker.pass();
    expect(of3h(waiting)).toEqual([]);
    expect(waiting.waiting.filter((w) => w.roundId.startsWith('3h-'))).toEqual([{ roundId: r4.roundId, error: expect.stringContaining(`waits for the draw before it (${r3.roundId})`) }]);

    // The admins post r3's result late (a manual round waits for it): r3 then r4 settle, in order.
    await a.postResult(r3.roundId, [31, 32, 33, 34, 36]);
    expect(of3h(await a.worker.pass())).toEqual([r3.roundId, r4.roundId]);
    const s3 = (await settlementOf(r3.roundId))!;
    expect(s3.pots[0]).toMatchObject({ startPaise: JACKPOT_BASE + 1, seedPaise: JACKPOT_BASE, winningTickets: 0, carriedPaise: JACKPOT_BASE + 1 + 1_000 });
    const s4 = (await settlementOf(r4.roundId))!;
    expect(s4.resultSource).toBe('rng');
    expect(s4.pots[0]).toMatchObject({ startPaise: JACKPOT_BASE + 1 + 1_000, seedPaise: 0 });
    const { rows: [drawn] } = await a.pool.query(`SELECT data FROM events WHERE stream_id = $1 AND type = 'ResultDrawn'`, [`round-${r4.roundId}`]);
    const expected = evaluateRound('3h', bought[r4.roundId]!, { numbers: drawn.data.numbers, letter: null }, tables3h,
      { jackpot: { startPaise: JACKPOT_BASE + 1 + 1_000, seedPaise: 0 }, minipot: { startPaise: s3.pots[1]!.carriedPaise, seedPaise: 0 } }, 2 * r4.pricePaise);
    expect(s4.prizesPaise).toBe(expected.fixedPrizesPaise + expected.potPrizesPaise);
    expect((await prizeEvents(r4.roundId)).map((r) => [r.stream_id.slice(7), r.data.amountPaise])).toEqual(expected.prizes.map((p) => [p.userId, p.amountPaise]));

    // An empty round (the 6h round of 10:00, closed 15:30, no result) is settled all the same: its pots roll over.
    const { rows: [six] } = await a.pool.query(`SELECT round_id, status, result_at, settlement FROM rounds WHERE round_id = '6h-2026-01-05T04:30:00.000Z'`);
    expect(six).toMatchObject({ status: 'settled', result_at: null });
    expect(six.settlement).toMatchObject({ resultSource: null, ticketCount: 0, prizesPaise: 0, winners: 0 });
    expect(six.settlement.pots[0].carriedPaise).toBe(six.settlement.pots[0].startPaise);
    await expectAuditPasses();
  });

  describe('a crash in the middle of crediting', () => {
    let round: RoundForSale;
    let winners: string[];
    const RESULT = [11, 22, 33, 44, 55];

    beforeAll(async () => {
      // The 24h round of Monday 14:00 (opened by a tick above); the Sunday one before it,
      // empty, was settled without a result.
      round = await a.openRound('24h');
      winners = [];
      for (let i = 0; i < 7; i++) {
        const userId = await a.player();
        winners.push(userId);
        await buy(round, userId, [11, 22, 33, 1 + i, 23 + i]); // 3 in any order each
      }
      // Tomorrow 13:31: the 24h round closed; 13:50: its result is due.
      setClocks(ist('2026-01-06T13:31'));
      await a.scheduler.tick();
      await a.postResult(round.roundId, RESULT);
      setClocks(ist('2026-01-06T13:50'));
    });

    it('then a rerun continues from the saved progress and credits each prize exactly once', async () => {
      const before = await Promise.all(winners.map(money));
      a.handler.chunkSize = 2;
      // Leadership lost after the first chunk (the worker passes the term's signal).
      let checks = 0;
      const signal = { get aborted() { return ++checks > 1; } } as AbortSignal;
      await expect(a.commands.execute(new SettleRound(round.roundId, testMeta, signal))).rejects.toThrow(/stopped leading/);
      expect(await a.app.get(SettlementProgress).credited(round.roundId, 7)).toBe(2);
      expect(await prizeEvents(round.roundId)).toHaveLength(2);
      expect(await settlementOf(round.roundId)).toBeNull();

      // Then a crash after a chunk's credits but before its progress was saved: credits of
      // the next two prizes are stored, the progress still says 2.
      const evaluated = await roundPrizes(a.pool, round.roundId, '24h', { numbers: RESULT, letter: null }, { any: defaultPrizeTable('24h', 'any') }, { jackpot: 0 });
      await a.commands.execute(new CreditPrizes(round.roundId, '24h', evaluated.prizes.slice(2, 4), testMeta));

      const rerun = await b.commands.execute(new SettleRound(round.roundId, testMeta));
      expect(rerun).toMatchObject({ outcome: 'settled', credited: 3, repeated: 2, winners: 7 });
      a.handler.chunkSize = 10_000;
      const threeN = round.pricePaise * defaultPrizeTable('24h', 'any').multipliers.threeN!;
      for (const [i, userId] of winners.entries()) expect((await money(userId)) - before[i]!).toBe(threeN);
      expect(await prizeEvents(round.roundId)).toHaveLength(7);
      expect(await settlementOf(round.roundId)).toMatchObject({ winners: 7, winningTickets: 7, fixedPrizesPaise: 7 * threeN });
      await expectAuditPasses();
    });
  });

  it('two instances settling at once: one RoundSettled, each prize credited once, winners told once', async () => {
    // The 12h round of Tuesday 11:00 (opened at 13:31).
    setClocks(ist('2026-01-06T14:00'));
    const round = await a.openRound('12h');
    const users = [];
    for (let i = 0; i < 20; i++) {
      const userId = await a.player();
      users.push(userId);
      await buy(round, userId, [1, 2, 3 + i, 40, 50]);
    }
    setClocks(new Date(Date.parse(round.closesAt) + 60_000));
    await a.scheduler.tick();
    // The empty 12h rounds before it settle without a result, then its result.
    await a.worker.pass();
    await a.postResult(round.roundId, [1, 2, 3, 4, 5]);
    setClocks(new Date(Date.parse(round.closesAt) + 20 * 60_000));
    a.notices.length = 0;
    b.notices.length = 0;
    const before = await Promise.all(users.map(money));
    const [ra, rb] = await Promise.all([a.commands.execute(new SettleRound(round.roundId, testMeta)), b.commands.execute(new SettleRound(round.roundId, { ...testMeta, correlationId: 'other' }))]);
    expect([ra.outcome, rb.outcome].filter((o) => o === 'settled').length).toBeGreaterThanOrEqual(1);
    const { rows } = await a.pool.query(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND type = 'RoundSettled'`, [`round-${round.roundId}`]);
    expect(rows[0].n).toBe(1);
    const events = await prizeEvents(round.roundId);
    expect(new Set(events.map((e) => e.stream_id)).size).toBe(events.length);
    const expected = evaluateRound('12h', bought[round.roundId]!, { numbers: [1, 2, 3, 4, 5], letter: null },
      { sequence: defaultPrizeTable('12h', 'sequence'), any: defaultPrizeTable('12h', 'any') }, await startsOf(round.roundId), 20 * round.pricePaise);
    expect(events).toHaveLength(expected.prizes.length);
    for (const [i, userId] of users.entries()) {
      expect((await money(userId)) - before[i]!).toBe(expected.prizes.find((p) => p.userId === userId)?.amountPaise ?? 0);
    }
    expect(a.notices.length + b.notices.length).toBe(1);
    await expectAuditPasses();
  });

  it('a projection rebuild gives back the same ledger: both projections that write ledger_postings refill it', async () => {
    const ledger = async () => (await a.pool.query('SELECT * FROM ledger_postings ORDER BY global_position, account')).rows;
    const live = await ledger();
    expect(live.filter((r) => r.event_type === 'RoundSettled').length).toBeGreaterThan(10);
    const all = await rebuildInlineProjections(a.pool);
    expect(all.find((r) => r.name === 'round_ledger_postings')).toEqual({ name: 'round_ledger_postings', events: 0, ms: 0, with: 'ledger_postings' });
    expect(await ledger()).toEqual(live);
    // Either one alone truncates the shared table and refills it with both.
    for (const name of ['round_ledger_postings', 'ledger_postings']) {
      await rebuildInlineProjections(a.pool, [name]);
      expect(await ledger()).toEqual(live);
    }
    await expectAuditPasses();
  });

  it('the audit catches a credit that is not the evaluation: an extra prize to a player who won nothing', async () => {
    const store = a.app.get(EventStore);
    const loser = players[2]!; // p3 won nothing in the first round
    const stream = `wallet-${loser}`;
    const version = (await store.readStream(stream)).length;
    const ticket = bought[r1.roundId]!.find((t) => t.userId === loser)!.ticketId;
    await store.append(stream, [{ id: randomUUID(), type: 'PrizeCredited', data: { roundId: r1.roundId, period: '3h', amountPaise: 500, tickets: [ticket] },
      metadata: { actor: 'system:forger', correlationId: 'forged', causationId: null, occurredAt: a.clock.now().toISOString() } }], version);
    const report = await a.audit.run();
    expect(report.ok).toBe(false);
    expect(report.failures).toContain('1 settlement checks fail (prizes credited that are not the evaluation of a round\'s tickets against its result)');
    expect(report.settlements.problems).toEqual([`draw ${r1.roundId}: ${loser} was credited 500 paise but won nothing`]);
    // The console links the problem to the draw and to the wallet.
    expect(report.problems).toContainEqual({ kind: 'settlement', message: report.settlements.problems[0], roundId: r1.roundId, userId: loser });
  });

  it('the audit recomputes every RNG result: a drawn result altered in the log is named', async () => {
    const r4 = '3h-2026-01-05T12:30:00.000Z'; // the 18:00 round, drawn by the RNG above
    const { rows: [drawn] } = await a.pool.query(`SELECT global_position, data FROM events WHERE stream_id = $1 AND type = 'ResultDrawn'`, [`round-${r4}`]);
    expect(drawn).toBeDefined();
    const [first, ...rest] = drawn.data.numbers as number[];
    const altered = [first === 75 ? 74 : 75, ...rest].map((n, i, all) => (i > 0 && n === all[0] ? first! : n));
    await a.pool.query(`UPDATE events SET data = jsonb_set(data, '{numbers}', $2::jsonb) WHERE global_position = $1`, [drawn.global_position, JSON.stringify(altered)]);
    try {
      const report = await a.audit.run();
      expect(report.ok).toBe(false);
      expect(report.settlements.problems).toContainEqual(expect.stringMatching(new RegExp(`^round ${r4.replace(/[.]/g, '\\.')}: the numbers ${altered.join(',')} do not follow from seed, beacon and ticket root`)));
      expect(report.problems).toContainEqual(expect.objectContaining({ kind: 'settlement', roundId: r4, message: expect.stringContaining('do not follow from seed') }));
    } finally {
      await a.pool.query(`UPDATE events SET data = $2 WHERE global_position = $1`, [drawn.global_position, drawn.data]);
    }
  });

  /** The pots' starts as settlement recorded them (checked against the rule in the tests above). */
  async function startsOf(roundId: string): Promise<PotStarts> {
    const s = (await settlementOf(roundId))!;
    return Object.fromEntries(s.pots.map((p) => [p.name, { startPaise: p.startPaise, seedPaise: p.seedPaise }]));
  }
});
