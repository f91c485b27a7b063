import { randomUUID } from 'node:crypto';
import { EventStore } from '../shared/event-store/event-store.port.js';
import { createTestDatabase, type TestDatabase } from '../shared/testing/test-database.js';
import { CreditMoney } from './commands/credit-money/credit-money.command.js';
import { OpenWallet } from './commands/open-wallet/open-wallet.command.js';
import { PayForTicket } from './commands/pay-for-ticket/pay-for-ticket.command.js';
import { GetWalletBalances } from './queries/get-wallet-balances/get-wallet-balances.query.js';
import { GetWalletHistory } from './queries/get-wallet-history/get-wallet-history.query.js';
import { createWalletTestApp, type WalletTestApp } from './testing/wallet-test-app.js';
import type { TicketDetails } from './wallet.decide.js';

const meta = { actor: 'system:test', correlationId: 'wallet-int' };
const PRICE = 10_000;
const ticket = (): TicketDetails => ({
  ticketId: randomUUID(),
  drawId: '3h-2026-01-05T03:30:00.000Z',
  numbers: [1, 2, 3, 4, 5],
  letter: null,
  pricePaise: PRICE,
});
const codeOf = (r: PromiseSettledResult<unknown>) => (r.status === 'rejected' ? (r.reason as { code?: string }).code : 'ok');

describe('wallet commands on PostgreSQL', () => {
  let db: TestDatabase;
  let t: WalletTestApp;

  beforeAll(async () => {
    db = await createTestDatabase();
    t = await createWalletTestApp(db.url);
  });
  afterAll(async () => {
    await t?.close();
    await db?.drop();
  });

  async function fundedWallet(paise: number): Promise<string> {
    const userId = randomUUID();
    await t.commands.execute(new OpenWallet(userId, meta));
    await t.commands.execute(new CreditMoney(userId, paise, 'deposit', `dep-${userId}`, meta));
    return userId;
  }

  const balances = async (userId: string) => (await t.queries.execute(new GetWalletBalances([userId]))).get(userId);
  const purchases = async (userId: string) =>
    (await t.app.get(EventStore).readStream(`wallet-${userId}`)).filter((e) => e.type === 'TicketPurchased');

  it('100 concurrent purchases on a wallet funded for 10: exactly 10 succeed and the audit passes', async () => {
    const userId = await fundedWallet(10 * PRICE);
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () => t.commands.execute(new PayForTicket(userId, ticket(), meta))),
    );
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
        Array.from({ length: 60 }, (_, i) => (i % 2 ? other : t).commands.execute(new PayForTicket(userId, ticket(), meta))),
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

  it('a credit retried with the same idempotency key credits once, even after other appends', async () => {
    const userId = await fundedWallet(PRICE);
    const credit = () => new CreditMoney(userId, 5_000, 'deposit', 'req-7', meta, { idempotencyKey: 'deposit:req-7' });
    const first = await t.commands.execute(credit());
    expect(first).toMatchObject({ duplicate: false, moneyPaise: PRICE + 5_000 });
    await t.commands.execute(new PayForTicket(userId, ticket(), meta));
    const [again, concurrent] = await Promise.all([t.commands.execute(credit()), t.commands.execute(credit())]);
    expect(again).toMatchObject({ duplicate: true, moneyPaise: 5_000 });
    expect(concurrent.duplicate).toBe(true);
    expect(again.events.map((e) => e.id)).toEqual(first.events.map((e) => e.id));
    expect(await balances(userId)).toMatchObject({ moneyPaise: 5_000 });
    const stream = await t.app.get(EventStore).readStream(`wallet-${userId}`);
    expect(stream.filter((e) => e.type === 'DepositCredited')).toHaveLength(2);
  });

  it('opening an open wallet is a no-op', async () => {
    const userId = await fundedWallet(300);
    const result = await t.commands.execute(new OpenWallet(userId, meta));
    expect(result).toMatchObject({ version: 2, moneyPaise: 300, events: [], duplicate: false });
    expect(await t.app.get(EventStore).readStream(`wallet-${userId}`)).toHaveLength(2);
  });

  it('pays referral first and shows the history with its metadata', async () => {
    const userId = await fundedWallet(PRICE);
    const { CreditReferral } = await import('./commands/credit-referral/credit-referral.command.js');
    await t.commands.execute(new CreditReferral(userId, 2_500, 'referred-user', meta));
    const paid = await t.commands.execute(new PayForTicket(userId, ticket(), { ...meta, actor: `user:${userId}` }));
    expect(paid.events[0].data).toMatchObject({ fromReferralPaise: 2_500, fromMoneyPaise: 7_500 });
    expect(await balances(userId)).toMatchObject({ moneyPaise: 2_500, referralPaise: 0, version: 4 });
    const history = await t.queries.execute(new GetWalletHistory(userId, 2, 2));
    expect(history.events.map((e) => [e.version, e.type])).toEqual([
      [2, 'DepositCredited'],
      [3, 'ReferralCredited'],
    ]);
    expect(history.nextVersion).toBe(4);
    const last = await t.queries.execute(new GetWalletHistory(userId, 4));
    expect(last.events[0]).toMatchObject({ type: 'TicketPurchased', actor: `user:${userId}`, occurredAt: t.clock.now().toISOString() });
    expect(last.nextVersion).toBeNull();
  });

  it('refuses commands on a wallet that does not exist', async () => {
    await expect(t.commands.execute(new CreditMoney(randomUUID(), 100, 'deposit', 'd', meta))).rejects.toMatchObject({
      code: 'WALLET.NOT_OPEN',
    });
  });
});
