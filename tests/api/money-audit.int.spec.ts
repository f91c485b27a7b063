import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { RequestStreams } from '../../server/src/money-requests/request-streams.js';
import { depositStreamId } from '../../server/src/money-requests/deposit-request.js';
import { CREDIT_WALLET_WHEN_DEPOSIT_IS_DONE } from '../../server/src/money-requests/reactors/credit-wallet-when-deposit-is-done.js';
import { Reactors } from '../../server/src/shared/event-store/reactors/reactors.js';
import { samplePng } from '../../server/src/shared/uploads/testing/hostile-uploads.js';
import { CreditDeposit } from '../../server/src/wallet/commands/credit-deposit/credit-deposit.command.js';
import { CreditReferral } from '../../server/src/wallet/commands/credit-referral/credit-referral.command.js';
import { HoldFunds } from '../../server/src/wallet/commands/hold-funds/hold-funds.command.js';
import { BANK, startMoneyApp, type MoneyApp, type Player } from './money-harness.js';

/** `npm run audit` and `npm run projections:rebuild` as built (`npm test` builds first). */
const cli = (name: string) => new URL(`../../server/dist/server/src/cli/${name}.js`, import.meta.url).pathname;

/**
 * The audit ties every credited deposit and captured withdrawal to a done request of that
 * amount (and the other way round), holds to their withdrawals, bonuses to their referred
 * players' deposits, and the request lists to the request streams; the lists rebuild from
 * the events into tables equal to the live ones.
 */
describe('money: audit and projection rebuild', () => {
  let t: MoneyApp;
  let asha: Player;
  let ravi: Player;
  const meta = { actor: 'system:tamper', correlationId: 'audit-test' };
  beforeAll(async () => {
    t = await startMoneyApp();
    asha = await t.player('asha_au');
    ravi = await t.player('ravi_au', { referralCode: asha.referralCode });
    expect((await t.post('/admin/settings/referral-code-amount', { amount: 20 }, t.admin)).statusCode).toBe(200);
    await t.fund(asha, 3000);
    await t.fund(ravi, 800);
    const withdraw = async (who: Player, amount: string) =>
      (await t.form('POST', '/user/withdraw', who.token, { withdraw_option: 'upi', account_holder_name: who.username, amount, upi_handle: 'payee@okaxis' }, { bytes: await samplePng(), filename: 'qr.png' })).json().data._id;
    const w1 = await withdraw(asha, '500');
    const w2 = await withdraw(asha, '200');
    const w3 = await withdraw(ravi, '100');
    await t.put(`/admin/withdraws/${w1}`, { status: 'done', amount: 450 }, t.admin);
    await t.put(`/admin/withdraws/${w2}`, { status: 'rejected', reason: 'Wrong handle' }, t.admin);
    await t.put(`/admin/withdraws/${w2}`, { status: 'in_progress', amount: 250 }, t.admin);
    await t.put(`/admin/withdraws/${w3}`, { status: 'rejected' }, t.admin);
    const open = await t.form('POST', '/user/deposit', ravi.token, { deposit_option: 'bank', account_holder_name: 'Ravi', amount: '75', ...BANK });
    await t.put(`/admin/deposits/${open.json().data._id}`, { status: 'rejected', reason: 'No payment' }, t.admin);
  });
  afterAll(async () => {
    await t.close();
  });

  const run = (name: string, ...args: string[]) =>
    new Promise<{ code: number; out: string }>((done) => {
      execFile(
        process.execPath,
        [cli(name), ...args],
        { env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: t.db.url, DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', NODE_OPTIONS: '' } },
        (error, out, err) => done({ code: error ? Number(error.code ?? 1) : 0, out: out + err }),
      );
    });
  const lists = async () => ({
    deposits: await t.sql('SELECT * FROM deposit_requests ORDER BY request_id'),
    withdrawals: await t.sql('SELECT * FROM withdrawal_requests ORDER BY request_id'),
  });

  it('passes after deposits, withdrawals through every status and a referral bonus (npm run audit)', async () => {
    const report = await t.audit();
    expect(report.failures).toEqual([]);
    expect(report.moneyRequests).toMatchObject({ deposits: 3, withdrawals: 3, credits: 2, holds: 3, bonuses: 1, problemCount: 0 });
    const audit = await run('audit');
    expect(audit.out).toContain('Wallet audit: PASSED');
    expect(audit.out).toContain('money requests: 3 deposits, 3 withdrawals; 2 credits, 3 holds, 1 referral bonuses checked, 0 problems');
    expect(audit.code).toBe(0);
  }, 60_000);

  it('rebuilds the request lists from the events into tables equal to the live ones (npm run projections:rebuild)', async () => {
    const live = await lists();
    expect(live.deposits).toHaveLength(3);
    const rebuilt = await run('rebuild-projections', 'deposit_requests', 'withdrawal_requests');
    expect(rebuilt.code).toBe(0);
    expect(rebuilt.out).toMatch(/deposit_requests\s+\d+ events/);
    expect(rebuilt.out).toMatch(/withdrawal_requests\s+\d+ events/);
    expect(await lists()).toEqual(live);
    await t.sql('TRUNCATE deposit_requests, withdrawal_requests');
    expect((await run('rebuild-projections')).code).toBe(0);
    expect(await lists()).toEqual(live);
  }, 60_000);

  it('fails on a read-model row that disagrees with its stream, and passes once it is rebuilt', async () => {
    await t.sql(`UPDATE deposit_requests SET status = 'done' WHERE status = 'rejected'`);
    const report = await t.audit();
    expect(report.ok).toBe(false);
    expect(report.moneyRequests.problems).toEqual([expect.stringMatching(/^deposit .*: the read model says done ₹75\.00 v2, the events rejected ₹75\.00 v2$/)]);
    expect((await run('rebuild-projections', 'deposit_requests')).code).toBe(0);
    expect((await t.audit()).failures).toEqual([]);
  }, 60_000);

  it('fails on a done deposit not credited yet (its reactor failing meanwhile), until the reactor credits it', async () => {
    const sent = await t.form('POST', '/user/deposit', asha.token, { deposit_option: 'bank', account_holder_name: 'Asha', amount: '40', ...BANK });
    const id = sent.json().data._id;
    const [adminRow] = await t.sql(`SELECT id FROM admins WHERE username = 'chief'`);
    const bus = t.app.get(CommandBus);
    const execute = bus.execute.bind(bus);
    let tries = 0;
    const failing = jest.spyOn(bus, 'execute').mockImplementation(((command: unknown) => {
      if (!(command instanceof CreditDeposit) || command.request.requestId !== id) return execute(command as never);
      tries++;
      return Promise.reject(new Error('the database went away'));
    }) as never);
    try {
      await t.app.get(RequestStreams).append(depositStreamId(id), [{ type: 'DepositUpdated', data: { revision: 2, adminId: adminRow.id, status: 'done', amountPaise: 4_000, reason: null, referral: null } }], 1, meta);
      while (tries === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      expect((await t.audit()).moneyRequests.problems).toEqual([`deposit ${id} is done but not credited (yet: its reactor credits it when it runs)`]);
    } finally {
      failing.mockRestore();
    }
    const [change] = await t.sql(`SELECT tx_id::text || ':' || global_position AS checkpoint FROM events WHERE stream_id = $1 AND stream_version = 2`, [depositStreamId(id)]);
    expect(await t.app.get(Reactors).passed(CREDIT_WALLET_WHEN_DEPOSIT_IS_DONE, change.checkpoint, 15_000)).toBe(true);
    expect((await t.audit()).failures).toEqual([]);
  });

  it('fails on credits, holds and bonuses that no request explains, and on an altered request event', async () => {
    const bus = t.app.get(CommandBus);
    const stray = randomUUID();
    await bus.execute(new CreditDeposit(asha.id, { requestId: stray, amountPaise: 99_900 }, meta));
    await bus.execute(new HoldFunds(asha.id, { holdId: stray, revision: 1, amountPaise: 100 }, meta));
    await bus.execute(new CreditReferral(asha.id, { referredUserId: asha.id, amountPaise: 1 }, meta));
    const [first] = await t.sql(`SELECT global_position, stream_id FROM events WHERE type = 'DepositUpdated' AND data->>'status' = 'done' ORDER BY global_position LIMIT 1`);
    await t.sql(`UPDATE events SET data = jsonb_set(data, '{amountPaise}', '1') WHERE global_position = $1`, [first.global_position]);
    const report = await t.audit();
    expect(report.ok).toBe(false);
    expect(report.failures).toContain(`${report.moneyRequests.problemCount} money-request checks fail (a credit, hold or bonus without its done request, or a read model that disagrees)`);
    expect(report.moneyRequests.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${first.stream_id}: hash chain broken`)),
        `deposit credit of ₹999.00 to ${asha.id} for ${stray}: no such deposit request`,
        `hold ${stray} of ${asha.id} (active, ₹1.00): no such withdrawal request`,
        `referral bonus of ₹0.01 to ${asha.id} for ${asha.id}: paid to the referred player`,
        expect.stringMatching(/: the request is of ₹0\.01$/),
        expect.stringMatching(/: the read model says done ₹3,000\.00 v2, the events done ₹0\.01 v2$/),
      ]),
    );
    const audit = await run('audit');
    expect(audit.code).toBe(1);
    expect(audit.out).toContain('Wallet audit: FAILED');
    expect(audit.out).toContain(`money request: deposit credit of ₹999.00 to ${asha.id} for ${stray}: no such deposit request`);
  }, 60_000);
});
