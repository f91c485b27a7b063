import { randomUUID } from 'node:crypto';
import type { RoundForSale } from '../draws/rounds/round.js';
import { openTestRound } from '../draws/rounds/testing/open-test-round.js';
import { EventStore } from '../shared/event-store/event-store.port.js';
import { createTestDatabase, type TestDatabase } from '../shared/testing/test-database.js';
import { CreditAdjustment } from './commands/credit-adjustment/credit-adjustment.command.js';
import { CreditDeposit } from './commands/credit-deposit/credit-deposit.command.js';
import { CreditReferral } from './commands/credit-referral/credit-referral.command.js';
import { OpenWallet } from './commands/open-wallet/open-wallet.command.js';
import { PayForTicket } from './commands/pay-for-ticket/pay-for-ticket.command.js';
import { GetWalletBalances } from './queries/get-wallet-balances/get-wallet-balances.query.js';
import { GetWalletHistory } from './queries/get-wallet-history/get-wallet-history.query.js';
import { createWalletTestApp, type WalletTestApp } from './testing/wallet-test-app.js';

const meta = { actor: 'system:test', correlationId: 'wallet-int' };
const PRICE = 10_000;
const choice = (ticketId = randomUUID(), numbers = [1, 2, 3, 4, 5]) => ({ ticketId, numbers, letter: null });
const codeOf = (r: PromiseSettledResult<unknown>) => (r.status === 'rejected' ? (r.reason as { code?: string }).code : 'ok');

describe('wallet commands on PostgreSQL', () => {
  let db: TestDatabase;
  let t: WalletTestApp;
  let round: RoundForSale;

  beforeAll(async () => {
    db = await createTestDatabase();
    t = await createWalletTestApp(db.url);
    round = await openTestRound(t.app.get(EventStore), '3h', t.clock.now(), PRICE);
  });
  afterAll(async () => {
    await t?.close();
    await db?.drop();
  });

  async function fundedWallet(paise: number): Promise<string> {
    const userId = randomUUID();
    await t.commands.execute(new OpenWallet(userId, meta));
    // An adjustment, not a deposit: the audit ties every deposit credit to a done deposit request.
    await t.commands.execute(new CreditAdjustment(userId, { adjustmentId: `fund-${userId}`, amountPaise: paise }, meta));
    return userId;
  }
  const buy = (userId: string, ticket = choice()) => new PayForTicket(userId, ticket, round, meta);
  const balances = async (userId: string) => (await t.queries.execute(new GetWalletBalances([userId]))).get(userId);
  const purchases = async (userId: string) =>
    (await t.app.get(EventStore).readStream(`wallet-${userId}`)).filter((e) => e.type === 'TicketPurchased');

  it('100 concurrent purchases on a wallet funded for 10: exactly 10 succeed and the audit passes', async () => {
    const userId = await fundedWallet(10 * PRICE);
    const results = await Promise.allSettled(Array.from({ length: 100 }, () => t.commands.execute(buy(userId))));
    const codes = results.map(codeOf);
    expect(codes.filter((c) => c === 'ok')).toHaveLength(10);
    expect(codes.filter((c) => c === 'WALLET.INSUFFICIENT_FUNDS')).toHaveLength(90);
    expect(await balances(userId)).toMatchObject({ moneyPaise: 0, referralPaise: 0, heldPaise: 0, version: 12 });
    expect(await purchases(userId)).toHaveLength(10);
    const report = await t.audit.run();
    expect(report.failures).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it('two server instances racing on one wallet never overdraw it (expected-version conflicts are retried)', async () => {
    const userId = await fundedWallet(10 * PRICE);
    const other = await createWalletTestApp(db.url);
    try {
      const results = await Promise.allSettled(
        Array.from({ length: 60 }, (_, i) => (i % 2 ? other : t).commands.execute(buy(userId))),
      );
      const codes = results.map(codeOf);
      expect(codes.filter((c) => c === 'ok')).toHaveLength(10);
      // A command that loses every retry says so; it never overdraws or fails otherwise.
      expect(codes.every((c) => ['ok', 'WALLET.INSUFFICIENT_FUNDS', 'WALLET.CONCURRENCY_CONFLICT'].includes(c!))).toBe(true);
      expect(await balances(userId)).toMatchObject({ moneyPaise: 0 });
      expect(await purchases(userId)).toHaveLength(10);
    } finally {
      await other.close();
    }
  });

  it('a purchase retried on another instance after the money is spent and the round closed answers the purchase', async () => {
    const userId = await fundedWallet(PRICE);
    const ticket = choice();
    const first = await t.commands.execute(buy(userId, ticket));
    const other = await createWalletTestApp(db.url);
    try {
      other.clock.set(new Date(round.closesAt));
      const again = await other.commands.execute(new PayForTicket(userId, ticket, round, meta));
      expect(again).toMatchObject({ duplicate: true, moneyPaise: 0 });
      expect(again.events.map((e) => e.id)).toEqual(first.events.map((e) => e.id));
      await expect(other.commands.execute(new PayForTicket(userId, { ...ticket, numbers: [5, 4, 3, 2, 1] }, round, meta))).rejects.toMatchObject({
        code: 'IDEMPOTENCY.KEY_REUSED',
      });
    } finally {
      await other.close();
    }
    expect(await purchases(userId)).toHaveLength(1);
  });

  it('a credit retried with the same key credits once, even after other appends and at once', async () => {
    const userId = await fundedWallet(PRICE);
    const credit = () => new CreditDeposit(userId, { requestId: 'req-7', amountPaise: 5_000 }, meta);
    const first = await t.commands.execute(credit());
    expect(first).toMatchObject({ duplicate: false, moneyPaise: PRICE + 5_000 });
    await t.commands.execute(buy(userId));
    const [again, concurrent] = await Promise.all([t.commands.execute(credit()), t.commands.execute(credit())]);
    expect(again).toMatchObject({ duplicate: true, moneyPaise: 5_000 });
    expect(concurrent.duplicate).toBe(true);
    expect(again.events.map((e) => e.id)).toEqual(first.events.map((e) => e.id));
    expect(await balances(userId)).toMatchObject({ moneyPaise: 5_000 });
    const stream = await t.app.get(EventStore).readStream(`wallet-${userId}`);
    // The funding (an adjustment) and this one credit.
    expect(stream.filter((e) => e.type === 'DepositCredited')).toHaveLength(1);
  });

  it('opening an open wallet writes nothing and answers the original opening', async () => {
    const userId = await fundedWallet(300);
    const result = await t.commands.execute(new OpenWallet(userId, meta));
    expect(result).toMatchObject({ version: 2, moneyPaise: 300, duplicate: true, events: [expect.objectContaining({ type: 'WalletOpened' })] });
    expect(await t.app.get(EventStore).readStream(`wallet-${userId}`)).toHaveLength(2);
  });

  it('pays referral first and shows the history with its metadata', async () => {
    const userId = await fundedWallet(PRICE);
    await t.commands.execute(new CreditReferral(userId, { referredUserId: 'referred-user', amountPaise: 2_500 }, meta));
    const paid = await t.commands.execute(new PayForTicket(userId, choice(), round, { ...meta, actor: `user:${userId}` }));
    expect(paid.events[0].data).toMatchObject({ roundId: round.roundId, period: '3h', pricePaise: PRICE, fromReferralPaise: 2_500, fromMoneyPaise: 7_500 });
    expect(await balances(userId)).toMatchObject({ moneyPaise: 2_500, referralPaise: 0, version: 4 });
    const history = await t.queries.execute(new GetWalletHistory(userId, 2, 2));
    expect(history.events.map((e) => [e.version, e.type])).toEqual([
      [2, 'AdjustmentCredited'],
      [3, 'ReferralCredited'],
    ]);
    expect(history.nextVersion).toBe(4);
    const last = await t.queries.execute(new GetWalletHistory(userId, 4));
    expect(last.events[0]).toMatchObject({ type: 'TicketPurchased', actor: `user:${userId}`, occurredAt: t.clock.now().toISOString() });
    expect(last.nextVersion).toBeNull();
  });

  it('refuses commands on a wallet that does not exist', async () => {
    await expect(t.commands.execute(new CreditDeposit(randomUUID(), { requestId: 'd', amountPaise: 100 }, meta))).rejects.toMatchObject({
      code: 'WALLET.NOT_OPEN',
    });
  });
});
