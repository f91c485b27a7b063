import { jest } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { CreditDeposit } from '../../server/src/wallet/commands/credit-deposit/credit-deposit.command.js';
import { CreditReferral } from '../../server/src/wallet/commands/credit-referral/credit-referral.command.js';
import { CaptureHold } from '../../server/src/wallet/commands/capture-hold/capture-hold.command.js';
import { HoldFunds } from '../../server/src/wallet/commands/hold-funds/hold-funds.command.js';
import { RequestStreams } from '../../server/src/money-requests/request-streams.js';
import { EventStore } from '../../server/src/shared/event-store/event-store.port.js';
import { PendingSettlements } from '../../server/src/money-requests/settlement/pending-settlements.js';
import { depositStreamId } from '../../server/src/money-requests/deposit-request.js';
import { withdrawalStreamId } from '../../server/src/money-requests/withdrawal-request.js';
import { BANK, startMoneyApp, type MoneyApp, type Player } from './money-harness.js';
import { startIdentityApp, type IdentityApp } from './identity-harness.js';

/**
 * One request, many admins at once (DESIGN.md section 4: one outcome), and crashes between
 * the request stream and the wallet (not one transaction): a deposit's credit is its
 * reactor's, tried again until it is done; a withdrawal's step is completed by a repeated
 * command or the sweep; either way with one wallet effect.
 */
describe('money: concurrent admins and crashes mid-way', () => {
  let t: MoneyApp;
  let twin: IdentityApp;
  let asha: Player;
  beforeAll(async () => {
    t = await startMoneyApp();
    // A second server instance on the same database: its own in-process queues, so only the expected version decides.
    twin = await startIdentityApp({ shareWith: t });
    asha = await t.player('asha_cc');
    await t.fund(asha, 10_000);
  });
  afterAll(async () => {
    await twin.close();
    await t.close();
  });

  const bankWithdrawal = async (amount: string) => {
    const res = await t.form('POST', '/user/withdraw', asha.token, { withdraw_option: 'bank', account_holder_name: 'Asha', amount, ...BANK });
    expect(res.statusCode).toBe(201);
    return res.json().data._id as string;
  };
  const bankDeposit = async (who: Player, amount: string) => {
    const res = await t.form('POST', '/user/deposit', who.token, { deposit_option: 'bank', account_holder_name: 'Asha', amount, ...BANK });
    expect(res.statusCode).toBe(201);
    return res.json().data._id as string;
  };
  const walletEvents = async (userId: string, type: string) => t.sql(`SELECT data FROM events WHERE stream_id = $1 AND type = $2`, [`wallet-${userId}`, type]);
  const holdOf = async (userId: string, holdId: string) =>
    (await t.sql(`SELECT type, data FROM events WHERE stream_id = $1 AND data->>'holdId' = $2 ORDER BY stream_version`, [`wallet-${userId}`, holdId])).map((e) => `${e.type}@${e.data.revision}`);
  /** Half of the calls through each instance. */
  const put = (i: number, url: string, body: object) => (i % 2 ? twin : t).put(url, body, t.admin);

  it('20 admins changing one withdrawal from the version they saw: one outcome, one wallet effect, 19 told to reload', async () => {
    const id = await bankWithdrawal('1000');
    const statuses = ['done', 'rejected', 'in_progress', 'on_hold'];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => put(i, `/admin/withdraws/${id}`, { status: statuses[i % 4], amount: 1000 + (i % 4 === 3 ? i : 0), version: 1 })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, ...Array(19).fill(409)]);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().code).toBe('MONEY_REQUEST.STALE');
    const winner = answers.find((a) => a.statusCode === 200)!.json().data;
    const events = await t.sql(`SELECT type FROM events WHERE stream_id = $1`, [withdrawalStreamId(id)]);
    expect(events).toHaveLength(2);
    const hold = await holdOf(asha.id, id);
    const expected: Record<string, string[]> = {
      done: ['FundsHeld@1', 'HoldCaptured@2'],
      rejected: ['FundsHeld@1', 'HoldReleased@2'],
      in_progress: ['FundsHeld@1'],
      on_hold: ['FundsHeld@1', 'HoldReleased@2', 'FundsHeld@2'],
    };
    expect(hold).toEqual(expected[winner.status]);
    expect((await t.audit()).failures).toEqual([]);
  });

  it('20 admins setting one deposit done at once, without a version: one credit, whatever each was told', async () => {
    const id = await bankDeposit(asha, '250');
    const before = await t.balances(asha.id);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => put(i, `/admin/deposits/${id}`, { status: 'done', amount: 250 })));
    // Each is told done (the first changed it; the rest asked for what it was), or, across instances, to reload.
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect((await walletEvents(asha.id, 'DepositCredited')).filter((e) => e.data.requestId === id)).toEqual([{ data: { requestId: id, amountPaise: 25_000 } }]);
    expect(await t.balances(asha.id)).toEqual({ ...before, money: before.money + 250 });
  });

  it('20 admins done and rejected at once, without a version: whatever comes last, the wallet agrees with the request', async () => {
    const id = await bankWithdrawal('500');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => put(i, `/admin/withdraws/${id}`, { status: i % 2 ? 'rejected' : 'done' })));
    // Each is applied in turn, refused once the request is done, or (across instances) told to reload.
    for (const a of answers) {
      if (a.statusCode !== 200) expect({ status: a.statusCode, code: a.json().code }).toEqual({ status: 409, code: expect.stringMatching(/^MONEY_REQUEST\.(FINAL|STALE)$/) });
    }
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    const [row] = await t.sql(`SELECT status FROM withdrawal_requests WHERE request_id = $1`, [id]);
    const hold = await holdOf(asha.id, id);
    const captures = hold.filter((h) => h.startsWith('HoldCaptured'));
    if (row.status === 'done') expect(captures).toHaveLength(1);
    else expect(captures).toHaveLength(0);
    expect((await t.audit()).failures).toEqual([]);
  });

  describe('a crash between the request and the wallet', () => {
    /** The next command of this type fails, in whichever instance runs it (the deposit's reactor runs in the leader). */
    const failOnce = (type: Function) => {
      let failed = false;
      const spies = [t, twin].map((app) => {
        const bus = app.app.get(CommandBus);
        const execute = bus.execute.bind(bus);
        return jest.spyOn(bus, 'execute').mockImplementation(((command: unknown) => {
          if (!failed && command instanceof type) {
            failed = true;
            return Promise.reject(new Error('the process died here'));
          }
          return execute(command as never);
        }) as never);
      });
      return { mockRestore: () => spies.forEach((spy) => spy.mockRestore()) };
    };
    afterEach(() => jest.restoreAllMocks());

    it('deposit done, its credit failing (the database away a moment): the reactor tries again and credits it, once, before the answer', async () => {
      const id = await bankDeposit(asha, '300');
      const before = await t.balances(asha.id);
      const spy = failOnce(CreditDeposit);
      const answered = await t.put(`/admin/deposits/${id}`, { status: 'done' }, t.admin);
      spy.mockRestore();
      expect(answered.statusCode).toBe(200);
      expect(await t.balances(asha.id)).toEqual({ ...before, money: before.money + 300 });
      expect(await t.put(`/admin/deposits/${id}`, { status: 'done' }, t.admin)).toMatchObject({ statusCode: 200 });
      expect(await t.balances(asha.id)).toEqual({ ...before, money: before.money + 300 });
      expect((await walletEvents(asha.id, 'DepositCredited')).filter((e) => e.data.requestId === id)).toHaveLength(1);
      // Any later change of a done request is still final, and still credits nothing more.
      expect((await t.put(`/admin/deposits/${id}`, { status: 'rejected' }, t.admin)).statusCode).toBe(409);
      expect(await t.balances(asha.id)).toEqual({ ...before, money: before.money + 300 });
    });

    it('deposit credited, its referral bonus failing: the reactor tries again and pays the amount recorded at done, once', async () => {
      const referrer = await t.player('ref_cc');
      const referred = await t.player('refd_cc', { referralCode: referrer.referralCode });
      expect((await t.post('/admin/settings/referral-code-amount', { amount: 25 }, t.admin)).statusCode).toBe(200);
      const id = await bankDeposit(referred, '100');
      const spy = failOnce(CreditReferral);
      expect((await t.put(`/admin/deposits/${id}`, { status: 'done' }, t.admin)).statusCode).toBe(200);
      spy.mockRestore();
      expect(await t.balances(referred.id)).toEqual({ money: 100, referral: 0, held: 0 });
      expect(await t.balances(referrer.id)).toEqual({ money: 0, referral: 25, held: 0 });
      // A later setting changes nothing of it, nor do repeats.
      expect((await t.post('/admin/settings/referral-code-amount', { amount: 99 }, t.admin)).statusCode).toBe(200);
      expect((await t.put(`/admin/deposits/${id}`, { status: 'done' }, t.admin)).statusCode).toBe(200);
      expect((await t.put(`/admin/deposits/${id}`, { status: 'done' }, t.admin)).statusCode).toBe(200);
      expect(await t.balances(referrer.id)).toEqual({ money: 0, referral: 25, held: 0 });
      expect(await t.balances(referred.id)).toEqual({ money: 100, referral: 0, held: 0 });
    });

    it('deposit done written, the process dead before anything else: its reactor credits it, without any command repeated, once', async () => {
      const [adminRow] = await t.sql(`SELECT id FROM admins WHERE username = 'chief'`);
      const deposit = await bankDeposit(asha, '120');
      const before = await t.balances(asha.id);
      // Exactly what the handler appends for "done"; nothing after it ran.
      await t.app.get(RequestStreams).append(
        depositStreamId(deposit),
        [{ type: 'DepositUpdated', data: { revision: 2, adminId: adminRow.id, status: 'done', amountPaise: 12_000, reason: null, referral: null } }],
        1,
        { actor: `admin:${adminRow.id}`, correlationId: 'crash-test' },
      );
      const deadline = Date.now() + 15_000;
      while ((await t.balances(asha.id)).money === before.money && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(await t.balances(asha.id)).toEqual({ ...before, money: before.money + 120 });
      expect((await walletEvents(asha.id, 'DepositCredited')).filter((e) => e.data.requestId === deposit)).toHaveLength(1);
    });

    describe('where a change and its hold steps are written together (PostgreSQL: one transaction)', () => {
      /** The next insert of an event of this type fails, inside the transaction that writes it with the request. */
      const failInsertOf = async (type: string) => {
        await t.sql(`CREATE OR REPLACE FUNCTION test_the_process_dies() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN RAISE EXCEPTION 'the process died here'; END $$`);
        await t.sql(`CREATE TRIGGER test_the_process_dies BEFORE INSERT ON events FOR EACH ROW WHEN (NEW.type = '${type}') EXECUTE FUNCTION test_the_process_dies()`);
        return { remove: () => t.sql('DROP TRIGGER test_the_process_dies ON events') };
      };
      const requestEvents = async (id: string) =>
        (await t.sql(`SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version`, [withdrawalStreamId(id)])).map((e) => e.type);

      it('withdrawal done, dying at its capture: neither the change nor the capture stays; the repeated PUT does both, once', async () => {
        const id = await bankWithdrawal('400');
        const before = await t.balances(asha.id);
        const dies = await failInsertOf('HoldCaptured');
        expect((await t.put(`/admin/withdraws/${id}`, { status: 'done' }, t.admin)).statusCode).toBe(500);
        await dies.remove();
        expect(await requestEvents(id)).toEqual(['WithdrawalRequested']);
        expect(await holdOf(asha.id, id)).toEqual(['FundsHeld@1']);
        expect((await t.get('/user/withdraws', asha.token)).json().data.find((r: { _id: string }) => r._id === id)).toMatchObject({ status: 'on_hold' });
        expect((await t.put(`/admin/withdraws/${id}`, { status: 'done' }, t.admin)).statusCode).toBe(200);
        expect((await t.put(`/admin/withdraws/${id}`, { status: 'done' }, t.admin)).statusCode).toBe(200);
        expect(await holdOf(asha.id, id)).toEqual(['FundsHeld@1', 'HoldCaptured@2']);
        expect(await t.balances(asha.id)).toEqual({ ...before, held: before.held - 400 });
      });

      it('a two-step change dying at its second step: none of it stays; the repeat runs both steps, in order, once', async () => {
        const id = await bankWithdrawal('200');
        const before = await t.balances(asha.id);
        const dies = await failInsertOf('HoldCaptured');
        expect((await t.put(`/admin/withdraws/${id}`, { status: 'done', amount: 150 }, t.admin)).statusCode).toBe(500);
        await dies.remove();
        expect(await requestEvents(id)).toEqual(['WithdrawalRequested']);
        expect(await holdOf(asha.id, id)).toEqual(['FundsHeld@1']);
        expect(await t.balances(asha.id)).toEqual(before);
        expect((await t.put(`/admin/withdraws/${id}`, { status: 'done', amount: 150 }, t.admin)).statusCode).toBe(200);
        expect(await holdOf(asha.id, id)).toEqual(['FundsHeld@1', 'HoldReleased@2', 'FundsHeld@2', 'HoldCaptured@3']);
        expect(await t.balances(asha.id)).toEqual({ ...before, money: before.money + 50, held: before.held - 200 });
        expect((await t.put(`/admin/withdraws/${id}`, { status: 'done', amount: 150 }, t.admin)).statusCode).toBe(200);
        expect(await holdOf(asha.id, id)).toHaveLength(4);
      });

      it('a withdrawal dying at its hold leaves no request and holds nothing; sent again with its key, it is held once', async () => {
        const solo = await t.player('solo_cc');
        await t.fund(solo, 100);
        const send = () => t.form('POST', '/user/withdraw', solo.token, { withdraw_option: 'bank', account_holder_name: 'Solo', amount: '100', ...BANK }, undefined, { 'idempotency-key': 'solo-withdrawal-1' });
        const dies = await failInsertOf('FundsHeld');
        expect((await send()).statusCode).toBe(500);
        await dies.remove();
        expect(await t.sql(`SELECT request_id FROM withdrawal_requests WHERE user_id = $1`, [solo.id])).toEqual([]);
        expect(await t.balances(solo.id)).toEqual({ money: 100, referral: 0, held: 0 });
        const [first, again] = [await send(), await send()];
        expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
        expect(again.json().data._id).toBe(first.json().data._id);
        expect(await holdOf(solo.id, first.json().data._id)).toEqual(['FundsHeld@1']);
        expect(await t.balances(solo.id)).toEqual({ money: 0, referral: 0, held: 100 });
      });

      it('a hold the wallet refuses writes nothing: no request left behind, a reopened request stays rejected', async () => {
        const poor = await t.player('poor_tg');
        await t.fund(poor, 100);
        const id = (await t.form('POST', '/user/withdraw', poor.token, { withdraw_option: 'bank', account_holder_name: 'Poor', amount: '100', ...BANK })).json().data._id as string;
        expect((await t.put(`/admin/withdraws/${id}`, { status: 'rejected', reason: 'Wrong account' }, t.admin)).statusCode).toBe(200);
        // The money goes to another withdrawal before any admin reopens the first.
        expect((await t.form('POST', '/user/withdraw', poor.token, { withdraw_option: 'bank', account_holder_name: 'Poor', amount: '70', ...BANK })).statusCode).toBe(201);
        const reopened = await t.put(`/admin/withdraws/${id}`, { status: 'in_progress' }, t.admin);
        expect([reopened.statusCode, reopened.json().code]).toEqual([409, 'WALLET.INSUFFICIENT_FUNDS']);
        expect(await requestEvents(id)).toEqual(['WithdrawalRequested', 'WithdrawalUpdated']);
        const tooMuch = await t.form('POST', '/user/withdraw', poor.token, { withdraw_option: 'bank', account_holder_name: 'Poor', amount: '31', ...BANK });
        expect([tooMuch.statusCode, tooMuch.json().code]).toEqual([409, 'WALLET.INSUFFICIENT_FUNDS']);
        expect(await t.sql(`SELECT count(*)::int AS n FROM withdrawal_requests WHERE user_id = $1`, [poor.id])).toEqual([{ n: 2 }]);
        expect(await t.balances(poor.id)).toEqual({ money: 30, referral: 0, held: 70 });
      });
    });

    describe('on a store that writes a change and its hold steps apart (KurrentDB; made so here)', () => {
      const writeApart = (apart: boolean) => {
        for (const app of [t, twin]) (app.app.get(EventStore) as { appendsTogether: boolean }).appendsTogether = !apart;
      };
      beforeAll(() => writeApart(true));
      afterAll(() => writeApart(false));

      it('withdrawal done, capture lost: the repeated PUT captures it, once', async () => {
        const id = await bankWithdrawal('400');
        const before = await t.balances(asha.id);
        const spy = failOnce(CaptureHold);
        expect((await t.put(`/admin/withdraws/${id}`, { status: 'done' }, t.admin)).statusCode).toBe(500);
        spy.mockRestore();
        expect(await holdOf(asha.id, id)).toEqual(['FundsHeld@1']);
        expect((await t.put(`/admin/withdraws/${id}`, { status: 'done' }, t.admin)).statusCode).toBe(200);
        expect((await t.put(`/admin/withdraws/${id}`, { status: 'done' }, t.admin)).statusCode).toBe(200);
        expect(await holdOf(asha.id, id)).toEqual(['FundsHeld@1', 'HoldCaptured@2']);
        expect(await t.balances(asha.id)).toEqual({ ...before, held: before.held - 400 });
      });

      it('a two-step change written, neither step run (the process died): any next command runs both, in order, once', async () => {
        const id = await bankWithdrawal('200');
        const before = await t.balances(asha.id);
        const [adminRow] = await t.sql(`SELECT id FROM admins WHERE username = 'chief'`);
        // Exactly what the handler appends for "done at 150" before it runs the wallet steps.
        await t.app.get(RequestStreams).append(
          withdrawalStreamId(id),
          [
            { type: 'WithdrawalUpdated', data: { revision: 2, adminId: adminRow.id, status: 'on_hold', amountPaise: 15_000, reason: null, proof: null, hold: 'adjust' } },
            { type: 'WithdrawalUpdated', data: { revision: 3, adminId: adminRow.id, status: 'done', amountPaise: 15_000, reason: null, proof: null, hold: 'capture' } },
          ],
          1,
          { actor: `admin:${adminRow.id}`, correlationId: 'crash-test' },
        );
        expect(await holdOf(asha.id, id)).toEqual(['FundsHeld@1']);
        const repeated = await t.put(`/admin/withdraws/${id}`, { status: 'done', amount: 150 }, t.admin);
        expect([repeated.statusCode, repeated.json().msg]).toEqual([200, 'Nothing changed: the request is already so']);
        expect(await holdOf(asha.id, id)).toEqual(['FundsHeld@1', 'HoldReleased@2', 'FundsHeld@2', 'HoldCaptured@3']);
        expect(await t.balances(asha.id)).toEqual({ ...before, money: before.money + 50, held: before.held - 200 });
        expect((await t.put(`/admin/withdraws/${id}`, { status: 'done', amount: 150 }, t.admin)).statusCode).toBe(200);
        expect(await holdOf(asha.id, id)).toHaveLength(4);
      });

      it('a withdrawal written, its hold lost, the money spent meanwhile: the next command ends it rejected with the reason, holding nothing', async () => {
        const poor = await t.player('poor_cc');
        await t.fund(poor, 100);
        const spy = failOnce(HoldFunds);
        const sent = await t.form('POST', '/user/withdraw', poor.token, { withdraw_option: 'bank', account_holder_name: 'Poor', amount: '100', ...BANK });
        expect(sent.statusCode).toBe(500);
        spy.mockRestore();
        const [row] = await t.sql(`SELECT request_id FROM withdrawal_requests WHERE user_id = $1`, [poor.id]);
        expect(await t.balances(poor.id)).toEqual({ money: 100, referral: 0, held: 0 });
        // The money goes to another withdrawal before any admin looks at the first.
        const other = await t.form('POST', '/user/withdraw', poor.token, { withdraw_option: 'bank', account_holder_name: 'Poor', amount: '70', ...BANK });
        expect(other.statusCode).toBe(201);
        const later = await t.put(`/admin/withdraws/${row.request_id}`, { status: 'in_progress' }, t.admin);
        expect([later.statusCode, later.json().code]).toEqual([409, 'WALLET.INSUFFICIENT_FUNDS']);
        const after = (await t.get('/user/withdraws', poor.token)).json().data.find((r: { _id: string }) => r._id === row.request_id);
        expect(after).toMatchObject({ status: 'rejected', reason: 'Insufficient balance: ₹100.00 is needed and ₹30.00 is available.' });
        expect(await t.balances(poor.id)).toEqual({ money: 30, referral: 0, held: 70 });
        expect(await holdOf(poor.id, row.request_id)).toEqual([]);
        const events = await t.sql(`SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version`, [withdrawalStreamId(row.request_id)]);
        expect(events.map((e) => e.type)).toEqual(['WithdrawalRequested', 'WithdrawalUpdateRefused']);
      });

      it('is completed by the minutely sweep too, without anyone repeating the command, once', async () => {
        const streams = t.app.get(RequestStreams);
        const [adminRow] = await t.sql(`SELECT id FROM admins WHERE username = 'chief'`);
        const adminMeta = { actor: `admin:${adminRow.id}`, correlationId: 'crash-test' };
        const withdrawal = await bankWithdrawal('80');
        await streams.append(withdrawalStreamId(withdrawal), [{ type: 'WithdrawalUpdated', data: { revision: 2, adminId: adminRow.id, status: 'rejected', amountPaise: 8_000, reason: 'Closed account', proof: null, hold: 'release' } }], 1, adminMeta);
        const before = await t.balances(asha.id);
        const spy = failOnce(HoldFunds);
        const crashed = await t.form('POST', '/user/withdraw', asha.token, { withdraw_option: 'bank', account_holder_name: 'Asha', amount: '30', ...BANK });
        expect(crashed.statusCode).toBe(500);
        spy.mockRestore();
        expect((await t.audit()).moneyRequests.problemCount).toBe(2);

        const sweeper = t.app.get(PendingSettlements);
        expect(await sweeper.sweep()).toBeGreaterThanOrEqual(2);
        expect(await t.balances(asha.id)).toEqual({ money: before.money + 80 - 30, referral: 0, held: before.held - 80 + 30 });
        expect(await holdOf(asha.id, withdrawal)).toEqual(['FundsHeld@1', 'HoldReleased@2']);
        const walletVersion = async () => (await t.sql(`SELECT version FROM wallet_balances WHERE user_id = $1`, [asha.id]))[0].version;
        const version = await walletVersion();
        await sweeper.sweep();
        expect(await walletVersion()).toBe(version);
      });
    });

    it('leaves a history that the audit passes', async () => {
      expect((await t.audit()).failures).toEqual([]);
    });
  });

  it('keeps the stream ids the projections and the audit read', () => {
    expect(depositStreamId('x')).toBe('deposit-request-x');
    expect(withdrawalStreamId('x')).toBe('withdrawal-request-x');
  });
});
