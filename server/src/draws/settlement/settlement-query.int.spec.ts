import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../shared/testing/test-database.js';
import { DRAW_PERIODS, drawPeriod, LETTERS, type PeriodId } from '../draw-periods.js';
import type { PrizeTable } from '../prizes/prize-tables.js';
import { defaultPrizeTable } from '../prizes/prize-tables.defaults.js';
import { evaluateRound, type RoundTicket } from './round-evaluation.js';
import { roundPrizes } from './settlement-query.js';
import type { SettlementTables } from './ticket-evaluation.js';

/** Tickets straight into the read model (the query reads only it). */
async function insertTickets(pool: pg.Pool, roundId: string, period: PeriodId, tickets: RoundTicket[]) {
  await pool.query(
    `INSERT INTO tickets (ticket_id, round_id, period, user_id, num_1, num_2, num_3, num_4, num_5, letter, price_paise,
                          from_referral_paise, from_money_paise, bought_at, global_position)
     SELECT t.id, $2, $3, t.u, t.n[1], t.n[2], t.n[3], t.n[4], t.n[5], t.l, t.p, 0, t.p, now(), 0
     FROM jsonb_to_recordset($1::jsonb) AS t(id text, u text, n smallint[], l char(1), p bigint)`,
    [JSON.stringify(tickets.map((t) => ({ id: t.ticketId, u: t.userId, n: t.numbers, l: t.letter, p: t.pricePaise }))), roundId, period],
  );
}

const FIELDS = ['fiveN', 'fourN', 'threeN', 'twoN', 'oneN', 'fourNA', 'threeNA', 'twoNA', 'oneNA', 'onlyA'] as const;
const tableArb: fc.Arbitrary<PrizeTable> = fc.record({
  multipliers: fc.tuple(...FIELDS.map(() => fc.integer({ min: 0, max: 2_000_000 }))).map((hs) => Object.fromEntries(FIELDS.map((f, i) => [f, hs[i]! / 100]))),
  jackpotPaise: fc.integer({ min: 0, max: 1e9 }),
  potShareBps: fc.integer({ min: 0, max: 10_000 }),
});

describe('settlement SQL = evaluateTicket', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 2 });
  });
  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  it('on random rounds of every period: the same prizes per player, winning tickets, pots and totals', async () => {
    const scenario = fc.constantFrom(...DRAW_PERIODS.map((p) => p.id)).chain((period) => {
      const p = drawPeriod(period);
      const five = fc.uniqueArray(fc.integer({ min: 1, max: p.maxNumber }), { minLength: 5, maxLength: 5 });
      const letter = p.hasLetter ? fc.constantFrom(...LETTERS.slice(0, 3)) : fc.constant(null);
      return fc.record({ numbers: five, letter }).chain((result) => {
        const near = fc.oneof(five, fc.shuffledSubarray([...result.numbers], { minLength: 5, maxLength: 5 }), fc.constant([...result.numbers]),
          fc.tuple(fc.shuffledSubarray([...result.numbers], { minLength: 3, maxLength: 3 }), five).map(([a, b]) => [...new Set([...a, ...b])].slice(0, 5)));
        const ticket = fc.record({ ticketId: fc.uuid(), userId: fc.constantFrom('p1', 'p2', 'p3', 'P4', 'p5', 'u-6'), numbers: near, letter, pricePaise: fc.integer({ min: 1, max: 10_000_000 }) });
        return fc.record({
          period: fc.constant(period),
          result: fc.constant(result),
          tickets: fc.uniqueArray(ticket, { maxLength: 120, selector: (t) => t.ticketId }),
          tables: fc.record({ any: tableArb, sequence: tableArb }),
          starts: fc.record({ jackpot: fc.integer({ min: 0, max: 1e9 }), minipot: fc.integer({ min: 0, max: 1e9 }) }),
        });
      });
    });
    const seen = { winners: 0, potWinners: 0, splitPots: 0 };
    await fc.assert(
      fc.asyncProperty(scenario, async ({ period, result, tickets, tables, starts }) => {
        const valid = tickets.filter((t) => new Set(t.numbers).size === 5);
        const roundId = `r-${randomUUID()}`;
        await insertTickets(pool, roundId, period, valid);
        const sales = valid.reduce((n, t) => n + t.pricePaise, 0);
        const own: SettlementTables = Object.fromEntries(drawPeriod(period).modes.map((m) => [m, tables[m]]));
        const potStarts = { jackpot: { startPaise: starts.jackpot, seedPaise: 0 }, minipot: { startPaise: starts.minipot, seedPaise: 0 } };
        const expected = evaluateRound(period, valid, result, own, potStarts, sales);
        const potPaise = Object.fromEntries(expected.pots.map((p) => [p.name, p.potPaise]));
        const got = await roundPrizes(pool, roundId, period, result, own, potPaise);
        expect(got.prizes).toEqual(expected.prizes);
        seen.winners += got.prizes.length;
        seen.potWinners += expected.pots.reduce((n, p) => n + p.winningTickets, 0);
        seen.splitPots += expected.pots.filter((p) => p.winningTickets > 1).length;
        expect(got.fixedPrizesPaise).toBe(expected.fixedPrizesPaise);
        expect(got.potPrizesPaise).toBe(expected.potPrizesPaise);
        expect(got.winningTickets).toBe(expected.winningTickets);
        for (const pot of expected.pots) {
          expect(got.potWinners[pot.name]).toBe(pot.winningTickets);
          expect(got.perTicket[pot.name]).toBe(pot.perTicketPaise);
        }
      }),
      { numRuns: 60 },
    );
    // The scenarios reach what they are for: winners, pot winners, pots split.
    expect(seen.winners).toBeGreaterThan(100);
    expect(seen.potWinners).toBeGreaterThan(20);
    expect(seen.splitPots).toBeGreaterThan(5);
  });

  it('a round of the default weekly table: the letter alone pays, the jackpot needs the letter', async () => {
    const roundId = `r-${randomUUID()}`;
    const tickets: RoundTicket[] = [
      { ticketId: 'a', userId: 'x', numbers: [1, 2, 3, 4, 5], letter: 'C', pricePaise: 50_000 },
      { ticketId: 'b', userId: 'x', numbers: [6, 7, 8, 9, 10], letter: 'C', pricePaise: 50_000 },
      { ticketId: 'c', userId: 'y', numbers: [5, 4, 3, 2, 1], letter: 'D', pricePaise: 50_000 },
      { ticketId: 'd', userId: 'z', numbers: [6, 7, 8, 9, 10], letter: 'D', pricePaise: 50_000 },
    ];
    await insertTickets(pool, roundId, 'weekly', tickets);
    const table = defaultPrizeTable('weekly', 'any');
    const got = await roundPrizes(pool, roundId, 'weekly', { numbers: [1, 2, 3, 4, 5], letter: 'C' }, { any: table }, { jackpot: 1_000_001 });
    const m = table.multipliers;
    expect(got.potWinners).toEqual({ jackpot: 1 });
    expect(got.prizes).toEqual([
      { userId: 'x', amountPaise: 50_000 * m.fiveN! + 1_000_001 + 50_000 * m.onlyA!, tickets: ['a', 'b'] },
      { userId: 'y', amountPaise: 50_000 * m.fiveN!, tickets: ['c'] },
    ]);
  });
});
