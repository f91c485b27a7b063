import { createTestDatabase, type TestDatabase } from '../shared/testing/test-database.js';
import type { RoundForSale } from '../draws/rounds/round.js';
import { startSettlementInstance, type SettlementInstance } from '../draws/settlement/testing/settlement-test-instance.js';
import { auditSettlements, readWinningTickets } from './settlement-checks.js';

const ist = (local: string) => new Date(`${local}+05:30`);

/**
 * The audit re-evaluates a settled round from its tickets read page by page, keeping only
 * the winners: the same verdicts as the whole round in memory, and tampering still named.
 */
describe("the audit's settlement checks on a round read in pages", () => {
  let db: TestDatabase;
  let a: SettlementInstance;
  let round: RoundForSale;
  const winners: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    a = await startSettlementInstance(db.url, ist('2026-01-05T10:00'), { RESULT_MODE: 'manual' });
    await a.scheduler.tick();
    round = await a.openRound('3h');
    const [p1, p2, p3] = [await a.player(), await a.player(), await a.player()];
    winners.push(await a.buy(p1, round, [1, 2, 3, 4, 6]));
    winners.push(await a.buy(p2, round, [5, 4, 3, 2, 1]));
    // Seven tickets that win nothing (no number in place, at most one in any order).
    for (let i = 0; i < 7; i++) await a.buy(p3, round, [20 + i, 30 + i, 40 + i, 50 + i, 60 + i]);
    a.clock.set(ist('2026-01-05T11:31'));
    await a.scheduler.tick();
    a.clock.set(ist('2026-01-05T11:35'));
    await a.postResult(round.roundId, [1, 2, 3, 4, 5]);
    a.clock.set(ist('2026-01-05T11:50'));
    await a.worker.pass();
  });
  afterAll(async () => {
    await a?.close();
    await db?.drop();
  });

  it('counts every ticket and sale across pages and keeps only the ones asked for', async () => {
    const read = await readWinningTickets(a.pool, round.roundId, (t) => winners.includes(t.ticketId), 2);
    expect({ count: read.count, sales: read.salesPaise }).toEqual({ count: 9, sales: 9 * round.pricePaise });
    expect(read.winners.map((t) => t.ticketId).sort()).toEqual([...winners].sort());
  });

  it('passes the settled round', async () => {
    const audit = await auditSettlements(a.pool);
    // Other periods' rounds closed empty are settled too; the 3h round holds every ticket.
    expect({ tickets: audit.tickets, prizes: audit.prizes, problems: audit.problems }).toEqual({ tickets: 9, prizes: 2, problems: [] });
  });

  it('names a losing ticket changed into a winner, and a ticket removed from the frozen set', async () => {
    const loser = (await a.pool.query<{ ticket_id: string; user_id: string }>(
      'SELECT ticket_id, user_id FROM tickets WHERE round_id = $1 AND num_1 = 20', [round.roundId])).rows[0]!;
    await a.pool.query('UPDATE tickets SET num_1 = 1, num_2 = 2, num_3 = 3, num_4 = 4, num_5 = 5 WHERE ticket_id = $1', [loser.ticket_id]);
    const changed = await auditSettlements(a.pool);
    expect(changed.problems.join('\n')).toContain(`${loser.user_id} won`);

    await a.pool.query('DELETE FROM tickets WHERE ticket_id = $1', [loser.ticket_id]);
    const removed = await auditSettlements(a.pool);
    expect(removed.problems.join('\n')).toContain(`the tickets (8, ${8 * round.pricePaise} paise) are not the frozen set (9, ${9 * round.pricePaise} paise)`);
  });
});
