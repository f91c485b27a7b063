import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { PostgresEventStore } from '../../../shared/event-store/postgres/postgres-event-store.js';
import type { NewEvent } from '../../../shared/event-store/event-store.port.js';
import { rebuildInlineProjections } from '../../../shared/event-store/projections/rebuild-inline-projections.js';
import { createTestDatabase, type TestDatabase } from '../../../shared/testing/test-database.js';
import { NoOpenDrawError } from '../../draws.errors.js';
import { currentRound } from '../round-calendar.js';
import { roundStreamId, type RoundEvent } from '../round.js';

const AT = new Date('2026-01-05T04:30:00.000Z');
const meta = (occurredAt = AT.toISOString()) => ({ actor: 'system:test', correlationId: 'rounds-projection', causationId: null, occurredAt });
const event = (e: RoundEvent | { type: string; data: Record<string, unknown> }, occurredAt?: string): NewEvent => ({
  id: randomUUID(),
  type: e.type,
  data: e.data as Record<string, unknown>,
  metadata: meta(occurredAt),
});

/** The rounds and tickets read models and the sales fence, on the raw event store. */
describe('rounds and tickets projections', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  const round = currentRound('3h', AT);

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 5 });
    store = new PostgresEventStore(pool);
  });
  afterAll(async () => {
    await store?.close();
    await pool?.end();
    await db?.drop();
  });

  const ticket = (ticketId: string = randomUUID(), roundId = round.roundId) =>
    event({
      type: 'TicketPurchased',
      data: { ticketId, roundId, period: '3h', numbers: [7, 1, 75, 3, 9], letter: null, pricePaise: 10_000, fromReferralPaise: 2_500, fromMoneyPaise: 7_500 },
    });
  async function wallet(): Promise<string> {
    const userId = randomUUID();
    await store.append(
      `wallet-${userId}`,
      [
        event({ type: 'WalletOpened', data: { userId } }), event({ type: 'AdjustmentCredited', data: { adjustmentId: userId, amountPaise: 100_000 } }),
        event({ type: 'ReferralCredited', data: { referredUserId: randomUUID(), amountPaise: 10_000 } }),
      ],
      0,
    );
    return userId;
  }
  const tables = async () => ({
    rounds: (await pool.query('SELECT * FROM rounds ORDER BY round_id')).rows,
    tickets: (await pool.query('SELECT * FROM tickets ORDER BY ticket_id')).rows,
  });

  it('sells into an open round only, refuses with NoOpenDrawError after SalesClosed, and rebuilds the same rows', async () => {
    const userId = await wallet();
    await expect(store.append(`wallet-${userId}`, [ticket()], 3)).rejects.toBeInstanceOf(NoOpenDrawError);

    await store.append(roundStreamId(round.roundId), [event({ type: 'RoundOpened', data: { ...round, pricePaise: 10_000, commitment: 'ab'.repeat(32) } })], 0);
    const sold = await store.append(`wallet-${userId}`, [ticket('t-1'), ticket('t-2')], 3);
    expect(sold.nextExpectedVersion).toBe(5);
    const { rows } = await pool.query('SELECT * FROM tickets WHERE ticket_id = $1', ['t-1']);
    expect(rows[0]).toMatchObject({ round_id: round.roundId, user_id: userId, num_1: 7, num_2: 1, num_3: 75, num_4: 3, num_5: 9, letter: null, price_paise: '10000', from_referral_paise: '2500', from_money_paise: '7500', bought_at: AT });

    await store.append(roundStreamId(round.roundId), [event({ type: 'SalesClosed', data: { roundId: round.roundId } }, round.closeAt)], 1);
    const late = store.append(`wallet-${userId}`, [ticket('t-3')], 5);
    await expect(late).rejects.toMatchObject({ code: 'DRAWS.NO_OPEN_DRAW', roundId: round.roundId, message: 'No open draw available for this period' });
    await store.append(roundStreamId(round.roundId), [event({ type: 'RoundClosed', data: { roundId: round.roundId, ticketCount: 2, salesPaise: 20_000, ticketRoot: 'cd'.repeat(32) } }, round.closeAt)], 2);

    const live = await tables();
    expect(live.rounds).toEqual([expect.objectContaining({ round_id: round.roundId, status: 'closed', ticket_count: 2, sales_paise: '20000', closed_at: new Date(round.closeAt), opened_at: AT, version: 3 })]);
    expect(live.tickets.map((t) => t.ticket_id)).toEqual(['t-1', 't-2']);
    const rebuilt = await rebuildInlineProjections(pool, ['rounds', 'tickets']);
    expect(rebuilt.map((r) => r.name)).toEqual(['rounds', 'tickets']);
    expect(await tables()).toEqual(live);
  });

  it('refuses a batch append into a closed round as a whole', async () => {
    const userId = await wallet();
    await expect(store.appendToMany([{ streamId: `wallet-${userId}`, expectedVersion: 3, event: ticket() }])).rejects.toBeInstanceOf(NoOpenDrawError);
    expect((await pool.query('SELECT count(*)::int AS n FROM tickets WHERE user_id = $1', [userId])).rows[0].n).toBe(0);
  });
});
