import { randomUUID } from 'node:crypto';
import { openTestRound } from '../draws/rounds/testing/open-test-round.js';
import { EventStore } from '../shared/event-store/event-store.port.js';
import { rebuildInlineProjections } from '../shared/event-store/projections/rebuild-inline-projections.js';
import { createTestDatabase, type TestDatabase } from '../shared/testing/test-database.js';
import { AdjustHold } from '../wallet/commands/adjust-hold/adjust-hold.command.js';
import { CaptureHold } from '../wallet/commands/capture-hold/capture-hold.command.js';
import { CreditAdjustment } from '../wallet/commands/credit-adjustment/credit-adjustment.command.js';
import { CreditDeposit } from '../wallet/commands/credit-deposit/credit-deposit.command.js';
import { CreditPrize } from '../wallet/commands/credit-prize/credit-prize.command.js';
import { CreditReferral } from '../wallet/commands/credit-referral/credit-referral.command.js';
import { HoldFunds } from '../wallet/commands/hold-funds/hold-funds.command.js';
import { OpenWallet } from '../wallet/commands/open-wallet/open-wallet.command.js';
import { PayForTicket } from '../wallet/commands/pay-for-ticket/pay-for-ticket.command.js';
import { ReleaseHold } from '../wallet/commands/release-hold/release-hold.command.js';
import { createWalletTestApp, type WalletTestApp } from '../wallet/testing/wallet-test-app.js';

const meta = { actor: 'system:test', correlationId: 'audit-int' };

describe('wallet audit and projection rebuild on PostgreSQL', () => {
  let db: TestDatabase;
  let t: WalletTestApp;
  const users = [randomUUID(), randomUUID(), randomUUID()];

  beforeAll(async () => {
    db = await createTestDatabase();
    t = await createWalletTestApp(db.url);
    const run = (c: object) => t.commands.execute(c as never);
    for (const [i, userId] of users.entries()) {
      await run(new OpenWallet(userId, meta));
      await run(new CreditDeposit(userId, { requestId: `dep-${i}`, amountPaise: 100_000 * (i + 1) }, meta));
      await run(new CreditReferral(userId, { referredUserId: `ref-${i}`, amountPaise: 2_500 }, meta));
      const round = await openTestRound(t.app.get(EventStore), '3h', t.clock.now(), 10_000);
      for (let n = 0; n < 3; n++) {
        await run(new PayForTicket(userId, { ticketId: randomUUID(), numbers: [1, 2, 3, 4, 5], letter: null }, round, meta));
      }
      await run(new HoldFunds(userId, { holdId: `w-${i}`, revision: 1, amountPaise: 20_000 }, meta));
      const step = { holdId: `w-${i}`, revision: 2 };
      await run(i % 2 ? new ReleaseHold(userId, step, meta) : new CaptureHold(userId, step, meta));
      await run(new HoldFunds(userId, { holdId: `w2-${i}`, revision: 1, amountPaise: 5_000 }, meta));
      await run(new AdjustHold(userId, { holdId: `w2-${i}`, revision: 2, amountPaise: 7_000 }, meta));
      await run(new CreditPrize(userId, { roundId: round.roundId, period: '3h', amountPaise: 45_000, tickets: ['t'] }, meta));
      await run(new CreditAdjustment(userId, { adjustmentId: 'admin-fix', amountPaise: 1 }, meta));
    }
  });
  afterAll(async () => {
    await t?.close();
    await db?.drop();
  });

  const snapshot = async () => ({
    balances: (await t.pool.query('SELECT * FROM wallet_balances ORDER BY user_id')).rows,
    postings: (await t.pool.query('SELECT * FROM ledger_postings ORDER BY global_position, account')).rows,
  });

  /**
   * These wallets were credited and held by wallet commands alone, with no deposit or
   * withdrawal request behind them: the money-request checks name exactly those, and only
   * those (tests/api/money-audit.int.spec.ts audits a history made through requests).
   */
  const withoutRequests = [
    ...users.flatMap((u, i) => [
      `deposit credit of ₹${(1000 * (i + 1)).toLocaleString('en-IN')}.00 to ${u} for dep-${i}: no such deposit request`,
    ]),
    ...users.flatMap((u, i) => [
      `hold w-${i} of ${u} (${i % 2 ? 'released' : 'captured'}, ₹200.00): no such withdrawal request`,
      `hold w2-${i} of ${u} (active, ₹70.00): no such withdrawal request`,
    ]),
    ...users.flatMap((u, i) => [
      `referral bonus of ₹25.00 to ${u} for ref-${i}: ${u} did not refer ref-${i}`,
      `referral bonus of ₹25.00 to ${u} for ref-${i}: the referred player has no done deposit`,
    ]),
  ];
  const onlyRequestFailures = [`${withoutRequests.length} money-request checks fail (a credit, hold or bonus without its done request, or a read model that disagrees)`];

  it('passes the wallet checks on an honest wallet history, with balanced postings for every money-moving event', async () => {
    const report = await t.audit.run();
    expect(report.failures).toEqual(onlyRequestFailures);
    expect(report.moneyRequests.problems.sort()).toEqual([...withoutRequests].sort());
    expect(report).toMatchObject({ ok: false, wallets: 3, events: 3 * 13 });
    expect(report.ledger).toMatchObject({ total: 0, unbalancedEventCount: 0, eventsWithPostings: 3 * 12 });
    const sums = Object.fromEntries(report.ledger.accounts.map((a) => [a.account, a.sum]));
    expect(sums).toMatchObject({ operator_cash_in: -600_000, house_revenue: 90_000, prize_pool: -135_000, operator_cash_out: 40_000 });
    const { rows } = await t.pool.query(`SELECT money, referral, held FROM wallet_balances WHERE user_id = $1`, [users[0]]);
    // 100,000 + 2,500 referral - 30,000 tickets (2,500 of it referral) - 20,000 captured - 7,000 held + 45,000 + 1
    expect(rows[0]).toEqual({ money: '90501', referral: '0', held: '7000' });
  });

  it('rebuilds both read models from the log into tables equal to the live ones', async () => {
    const live = await snapshot();
    const results = await rebuildInlineProjections(t.pool, ['wallet_balances', 'ledger_postings']);
    // ledger_postings' rebuild also refills round_ledger_postings (they share the table): the round stream's event counts there.
    expect(results.map((r) => r.events)).toEqual([40, 39]);
    expect(await snapshot()).toEqual(live);
    // Set-based batches (as a settlement would apply its prize credits) cut anywhere agree.
    const { rows } = await t.pool.query(`SELECT min(global_position) AS lo, max(global_position) AS hi FROM events`);
    const cut = Math.floor((Number(rows[0].lo) + Number(rows[0].hi)) / 2);
    await t.pool.query('TRUNCATE wallet_balances, ledger_postings');
    for (const [after, upto] of [[0, cut], [cut, Number(rows[0].hi)]]) {
      await t.pool.query('SELECT wallet_balances_apply_range($1, $2), ledger_postings_apply_range($1, $2)', [after, upto]);
    }
    expect(await snapshot()).toEqual(live);
    await t.pool.query('TRUNCATE wallet_balances');
    await expect(t.pool.query('SELECT wallet_balances_apply_range($1, $2)', [cut, rows[0].hi])).rejects.toThrow('no WalletOpened');
    // The per-event path (what each append runs) agrees with the set-based rebuild too.
    await t.pool.query('TRUNCATE wallet_balances, ledger_postings');
    await t.pool.query(`SELECT wallet_balances_apply(e), ledger_postings_apply(e)
                        FROM events e WHERE e.stream_id LIKE 'wallet-%' ORDER BY e.global_position`);
    expect(await snapshot()).toEqual(live);
  });

  it('fails when a stored event is altered, and passes again once it is put back', async () => {
    const { rows } = await t.pool.query(
      `SELECT global_position, data FROM events WHERE type = 'DepositCredited' AND stream_id = $1`,
      [`wallet-${users[1]}`],
    );
    const { global_position: position, data } = rows[0];
    await t.pool.query(`UPDATE events SET data = jsonb_set(data, '{amountPaise}', '9999999') WHERE global_position = $1`, [position]);
    const report = await t.audit.run();
    expect(report.ok).toBe(false);
    expect(report.chains.broken).toEqual([{ streamId: `wallet-${users[1]}`, problem: expect.stringContaining('does not match its hash'), brokenVersion: 2 }]);
    expect(report.balances.mismatches.map((m) => m.userId)).toContain(users[1]);
    // Each problem names the wallet it is about, for the console's links.
    expect(report.problems).toEqual(
      expect.arrayContaining([
        { kind: 'chain', message: expect.stringContaining(`wallet-${users[1]}: event at version 2`), userId: users[1], version: 2 },
        { kind: 'balance', message: expect.stringContaining(`${users[1]} (wallet_balances)`), userId: users[1] },
        { kind: 'balance', message: expect.stringContaining(`${users[1]} (ledger_postings)`), userId: users[1] },
      ]),
    );

    await t.pool.query('UPDATE events SET data = $2 WHERE global_position = $1', [position, data]);
    expect((await t.audit.run()).failures).toEqual(onlyRequestFailures);
  });

  it('fails when a stored event is removed', async () => {
    await t.pool.query(`DELETE FROM events WHERE stream_id = $1 AND stream_version = 4`, [`wallet-${users[2]}`]);
    const report = await t.audit.run();
    expect(report.ok).toBe(false);
    expect(report.chains.broken[0]).toMatchObject({ streamId: `wallet-${users[2]}`, problem: 'version 4 is missing' });
    expect(report.replayProblems).toContain(`wallet-${users[2]}: version 5 follows version 3`);
    expect(report.problems).toContainEqual({ kind: 'history', message: `wallet-${users[2]}: version 5 follows version 3`, userId: users[2], version: 5 });
    expect(report.problems).toContainEqual({ kind: 'chain', message: `wallet-${users[2]}: version 4 is missing`, userId: users[2], version: 4 });
    expect(report.ledger.orphanPostings).toBeGreaterThan(0);
    expect(report.balances.mismatchCount).toBeGreaterThan(0);
  });
});
