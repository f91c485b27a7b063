import { randomUUID } from 'node:crypto';
import { rebuildInlineProjections } from '../../shared/event-store/projections/rebuild-inline-projections.js';
import { createTestDatabase, type TestDatabase } from '../../shared/testing/test-database.js';
import { CreditAdjustment } from '../../wallet/commands/credit-adjustment/credit-adjustment.command.js';
import { OpenWallet } from '../../wallet/commands/open-wallet/open-wallet.command.js';
import { PayForTicket } from '../../wallet/commands/pay-for-ticket/pay-for-ticket.command.js';
import { createWalletTestApp, type WalletTestApp } from '../../wallet/testing/wallet-test-app.js';
import { CloseRound } from './commands/close-round/close-round.command.js';
import { OpenRound } from './commands/open-round/open-round.command.js';
import { GetOpenRound } from './queries/get-open-round/get-open-round.query.js';
import { currentRound } from './round-calendar.js';
import { startRoundsInstance, type RoundsInstance } from './testing/rounds-test-instances.js';
import { merkleRoot, ticketLeafHash } from './ticket-set/ticket-root.js';

const meta = { actor: 'system:test', correlationId: 'close-race' };
const round = currentRound('3h', new Date('2026-01-05T04:30:00.000Z'));
const WORKERS = 24;
const BOUGHT_BEFORE_CLOSE = 40;

/**
 * The frozen set (DESIGN.md section 3): purchases race the close from another instance
 * whose clock has reached it, while the buyers' clock still sells (the sales fence is then
 * the only thing between a late ticket and the round). Every purchase either is in the
 * closed round's set or was refused with NoOpenDrawError; none is lost.
 */
describe('the purchase race at close', () => {
  let db: TestDatabase;
  let closer: RoundsInstance;
  let buyers: WalletTestApp;

  beforeAll(async () => {
    db = await createTestDatabase();
    closer = await startRoundsInstance(db.url, new Date(round.startAt));
    buyers = await createWalletTestApp(db.url);
    buyers.clock.set(new Date(Date.parse(round.closeAt) - 60_000));
  });
  afterAll(async () => {
    await buyers?.close();
    await closer?.close();
    await db?.drop();
  });

  it('puts every ticket bought in the closed round\'s set (count, sales and root) and refuses every other with NoOpenDrawError', async () => {
    await closer.commands.execute(new OpenRound('3h', round.startAt, meta));
    const forSale = (await closer.queries.execute(new GetOpenRound('3h')))!;
    const wallets = Array.from({ length: WORKERS }, () => randomUUID());
    for (const userId of wallets) {
      await buyers.commands.execute(new OpenWallet(userId, meta));
      await buyers.commands.execute(new CreditAdjustment(userId, { adjustmentId: `fund-${userId}`, amountPaise: 10_000_000 }, meta));
    }

    const bought: { ticketId: string; numbers: number[]; letter: null }[] = [];
    const refused: string[] = [];
    let closed = false;
    let closing: Promise<unknown> | null = null;
    const buyOne = async (userId: string) => {
      const numbers = [1, 2, 3, 4, 5].map((n) => n + Math.floor(Math.random() * 14) * 5);
      const ticket = { ticketId: randomUUID(), numbers, letter: null };
      try {
        await buyers.commands.execute(new PayForTicket(userId, ticket, forSale, meta));
        bought.push(ticket);
      } catch (error) {
        refused.push((error as { code?: string }).code ?? String(error));
      }
      if (!closing && bought.length >= BOUGHT_BEFORE_CLOSE) {
        closer.clock.set(new Date(round.closeAt));
        closing = closer.commands.execute(new CloseRound(round.roundId, meta)).then(() => (closed = true));
      }
    };
    // Each buyer keeps buying until the close is recorded, then once more (that one must be refused).
    await Promise.all(
      wallets.map(async (userId) => {
        while (!closed) await buyOne(userId);
        await buyOne(userId);
      }),
    );
    await closing;

    expect(bought.length).toBeGreaterThanOrEqual(BOUGHT_BEFORE_CLOSE);
    expect(refused.length).toBeGreaterThanOrEqual(WORKERS);
    expect(new Set(refused)).toEqual(new Set(['DRAWS.NO_OPEN_DRAW']));

    const { rows: [row] } = await closer.pool.query('SELECT * FROM rounds WHERE round_id = $1', [round.roundId]);
    const sorted = [...bought].sort((x, y) => Buffer.compare(Buffer.from(x.ticketId), Buffer.from(y.ticketId)));
    const leaves = sorted.map((t) => ticketLeafHash(round.roundId, { ...t, pricePaise: forSale.pricePaise }));
    expect(row).toMatchObject({
      status: 'closed',
      ticket_count: bought.length,
      sales_paise: String(bought.length * forSale.pricePaise),
      ticket_root: merkleRoot(leaves),
    });
    // The read model and the log agree with what the buyers were told, ticket by ticket.
    const { rows: tickets } = await closer.pool.query('SELECT ticket_id FROM tickets WHERE round_id = $1', [round.roundId]);
    expect(tickets.map((t) => t.ticket_id).sort()).toEqual(bought.map((t) => t.ticketId).sort());
    const { rows: events } = await closer.pool.query(`SELECT data->>'ticketId' AS id FROM events WHERE type = 'TicketPurchased'`);
    expect(events.map((e) => e.id).sort()).toEqual(bought.map((t) => t.ticketId).sort());
    const report = await buyers.audit.run();
    expect(report.failures).toEqual([]);

    // npm run projections:rebuild gives back the same rounds and tickets.
    const tables = async () => ({
      rounds: (await closer.pool.query('SELECT * FROM rounds ORDER BY round_id')).rows,
      tickets: (await closer.pool.query('SELECT * FROM tickets ORDER BY ticket_id')).rows,
    });
    const live = await tables();
    await rebuildInlineProjections(closer.pool, ['rounds', 'tickets']);
    expect(await tables()).toEqual(live);
  });
});
