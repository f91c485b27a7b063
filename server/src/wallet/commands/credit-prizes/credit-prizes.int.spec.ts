import { randomUUID } from 'node:crypto';
import { openTestRound } from '../../../draws/rounds/testing/open-test-round.js';
import { EventStore } from '../../../shared/event-store/event-store.port.js';
import { createTestDatabase, type TestDatabase } from '../../../shared/testing/test-database.js';
import { createWalletTestApp, type WalletTestApp } from '../../testing/wallet-test-app.js';
import { CreditAdjustment } from '../credit-adjustment/credit-adjustment.command.js';
import { CreditPrize } from '../credit-prize/credit-prize.command.js';
import { OpenWallet } from '../open-wallet/open-wallet.command.js';
import { PayForTicket } from '../pay-for-ticket/pay-for-ticket.command.js';
import { CreditPrizes, type PlayerPrize } from './credit-prizes.command.js';

const meta = { actor: 'system:settlement', correlationId: 'credit-prizes-int' };
const ROUND = '3h-2026-01-05T03:30:00.000Z';

describe('settlement credits on PostgreSQL (batch append with the set-based projections)', () => {
  let db: TestDatabase;
  let t: WalletTestApp;
  const players = Array.from({ length: 300 }, () => randomUUID());
  const prizes: PlayerPrize[] = players.map((userId, i) => ({ userId, amountPaise: 1_000 + i, tickets: [`ticket-${i}`] }));
  const prizeEvents = async (userId: string) =>
    (await t.app.get(EventStore).readStream(`wallet-${userId}`)).filter((e) => e.type === 'PrizeCredited');

  beforeAll(async () => {
    db = await createTestDatabase();
    t = await createWalletTestApp(db.url);
    for (const userId of players) {
      await t.commands.execute(new OpenWallet(userId, meta));
      // An adjustment, not a deposit: the audit ties every deposit credit to a done deposit request.
      await t.commands.execute(new CreditAdjustment(userId, { adjustmentId: `fund-${userId}`, amountPaise: 50_000 }, meta));
    }
  });
  afterAll(async () => {
    await t?.close();
    await db?.drop();
  });

  it('credits every prize exactly once while players keep buying, and again after a rerun', async () => {
    const round = await openTestRound(t.app.get(EventStore), '3h', t.clock.now(), 10_000);
    expect(round.roundId).toBe(ROUND);
    // Purchases on a third of the wallets race the batch: their versions go stale under it.
    const racing = players.filter((_, i) => i % 3 === 0);
    const [credits] = await Promise.all([
      t.commands.execute(new CreditPrizes(ROUND, '3h', prizes, meta)),
      Promise.all(racing.map((userId) => t.commands.execute(new PayForTicket(userId, { ticketId: randomUUID(), numbers: [1, 2, 3, 4, 5] }, round, meta)))),
    ]);
    expect(credits).toEqual({ credited: 300, repeated: 0, failed: [] });

    const rerun = await t.commands.execute(new CreditPrizes(ROUND, '3h', prizes, meta));
    expect(rerun).toEqual({ credited: 0, repeated: 300, failed: [] });
    const single = await t.commands.execute(new CreditPrize(players[7], { roundId: ROUND, period: '3h', amountPaise: 1_007, tickets: ['ticket-7'] }, meta));
    expect(single.duplicate).toBe(true);

    for (const [i, userId] of players.entries()) {
      const events = await prizeEvents(userId);
      expect(events).toHaveLength(1);
      expect(events[0].data).toEqual({ roundId: ROUND, period: '3h', amountPaise: 1_000 + i, tickets: [`ticket-${i}`] });
    }
    const { rows } = await t.pool.query(`SELECT money FROM wallet_balances WHERE user_id = $1`, [players[3]]);
    expect(Number(rows[0].money)).toBe(50_000 - 10_000 + 1_003);
    const report = await t.audit.run();
    expect(report.failures).toEqual([]);
  });

  it('refuses a changed prize for a player already credited, and credits nothing for them', async () => {
    const changed = { ...prizes[5], amountPaise: 99_999 };
    const result = await t.commands.execute(new CreditPrizes(ROUND, '3h', [changed], meta));
    expect(result).toMatchObject({ credited: 0, failed: [{ userId: players[5], code: 'IDEMPOTENCY.KEY_REUSED' }] });
    expect(await prizeEvents(players[5])).toHaveLength(1);
  });
});
