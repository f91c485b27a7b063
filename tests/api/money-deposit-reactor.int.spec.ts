import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type pg from 'pg';
import { depositStreamId } from '../../server/src/money-requests/deposit-request.js';
import { CREDIT_WALLET_WHEN_DEPOSIT_IS_DONE, CreditWalletWhenDepositIsDone } from '../../server/src/money-requests/reactors/credit-wallet-when-deposit-is-done.js';
import { RequestStreams } from '../../server/src/money-requests/request-streams.js';
import { PG_POOL } from '../../server/src/shared/database/pg-pool.js';
import { EventStore } from '../../server/src/shared/event-store/event-store.port.js';
import { ReactorRunner, type RunningReactor } from '../../server/src/shared/event-store/reactors/reactor-runner.js';
import { Reactors } from '../../server/src/shared/event-store/reactors/reactors.js';
import { BANK, startMoneyApp, type MoneyApp, type Player } from './money-harness.js';

/**
 * A deposit's credit and its referral bonus come from the reactor on the log
 * (credit-wallet-when-deposit-is-done), not from the command: once per request, whatever
 * is reacted to twice, and the admin's answer waits for it.
 */
describe('money: deposits credited by their reactor on the log', () => {
  let t: MoneyApp;
  let asha: Player;
  const extra: RunningReactor[] = [];
  beforeAll(async () => {
    t = await startMoneyApp();
    asha = await t.player('asha_rx');
  });
  afterAll(async () => {
    await Promise.all(extra.map((r) => r.stop()));
    await t.close();
  });

  const bankDeposit = async (who: Player, amount: string) => {
    const res = await t.form('POST', '/user/deposit', who.token, { deposit_option: 'bank', account_holder_name: who.username, amount, ...BANK });
    expect(res.statusCode).toBe(201);
    return res.json().data._id as string;
  };
  const done = async (id: string) => expect((await t.put(`/admin/deposits/${id}`, { status: 'done' }, t.admin)).statusCode).toBe(200);
  const walletEvents = (userId: string, type: string) =>
    t.sql(`SELECT event_id, data, metadata FROM events WHERE stream_id = $1 AND type = $2 ORDER BY stream_version`, [`wallet-${userId}`, type]);
  const creditsOf = async (userId: string, requestId: string) => (await walletEvents(userId, 'DepositCredited')).filter((e) => e.data.requestId === requestId);
  /** The newest event's checkpoint; the reactor has seen the whole log once it is past it. */
  const endOfLog = async () =>
    (await t.sql(`SELECT tx_id::text || ':' || global_position AS checkpoint FROM events ORDER BY tx_id DESC, global_position DESC LIMIT 1`))[0].checkpoint as string;
  const reacted = async () => expect(await t.app.get(Reactors).passed(CREDIT_WALLET_WHEN_DEPOSIT_IS_DONE, await endOfLog(), 15_000)).toBe(true);

  it('credits a deposit marked done, and pays the referral bonus it recorded, before the admin is answered', async () => {
    const referrer = await t.player('ref_rx');
    const referred = await t.player('refd_rx', { referralCode: referrer.referralCode });
    expect((await t.post('/admin/settings/referral-code-amount', { amount: 25 }, t.admin)).statusCode).toBe(200);
    const id = await bankDeposit(referred, '100');
    await done(id);
    expect(await t.balances(referred.id)).toEqual({ money: 100, referral: 0, held: 0 });
    expect(await t.balances(referrer.id)).toEqual({ money: 0, referral: 25, held: 0 });

    const [change] = await t.sql(`SELECT event_id, metadata FROM events WHERE stream_id = $1 AND type = 'DepositUpdated'`, [depositStreamId(id)]);
    const [credit] = await creditsOf(referred.id, id);
    expect(credit.metadata).toMatchObject({ actor: change.metadata.actor, causationId: change.event_id, correlationId: change.metadata.correlationId });
    expect((await walletEvents(referrer.id, 'ReferralCredited')).map((e) => e.data)).toEqual([{ referredUserId: referred.id, amountPaise: 2_500 }]);
  });

  it('reacted to again (a crash between the credit and the checkpoint), credits and pays nothing more', async () => {
    const id = await bankDeposit(asha, '40');
    await done(id);
    const before = await t.balances(asha.id);
    const [change] = await t.app.get(EventStore).readStream(depositStreamId(id), { fromVersion: 2 });
    // The same change once more, as a runner restarted from an older checkpoint would react.
    await t.app.get(CreditWalletWhenDepositIsDone).react(change);
    // And the whole log again: the stored checkpoint lost, the running reactor starts over from the start.
    await t.sql(`UPDATE projection_checkpoints SET checkpoint = NULL WHERE name = $1`, [CREDIT_WALLET_WHEN_DEPOSIT_IS_DONE]);
    await done(await bankDeposit(asha, '1'));
    await reacted();
    expect(await t.balances(asha.id)).toEqual({ ...before, money: before.money + 1 });
    expect(await creditsOf(asha.id, id)).toHaveLength(1);
    const referrals = await t.sql(`SELECT count(*)::int AS n FROM events WHERE type = 'ReferralCredited'`);
    expect(referrals[0].n).toBe(1);
    expect((await t.audit()).failures).toEqual([]);
  });

  it('two runners of the reactor at once (a hand-over between leaders) credit each deposit once', async () => {
    const pool = t.app.get<symbol, pg.Pool>(PG_POOL);
    const second = new ReactorRunner(pool, t.app.get(EventStore), { warn: () => undefined });
    extra.push(await second.start(t.app.get(CreditWalletWhenDepositIsDone)));
    const before = await t.balances(asha.id);
    const ids = await Promise.all([10, 20, 30, 40, 50].map((rupees) => bankDeposit(asha, String(rupees))));
    await Promise.all(ids.map(done));
    await reacted();
    for (const id of ids) expect(await creditsOf(asha.id, id)).toHaveLength(1);
    expect(await t.balances(asha.id)).toEqual({ ...before, money: before.money + 150 });
  });

  it('a referrer without a wallet is logged and passed: the deposit is credited, and so are the ones after it', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    try {
      const referred = await t.player('orphan_rx');
      const id = await bankDeposit(referred, '70');
      const [adminRow] = await t.sql(`SELECT id FROM admins WHERE username = 'chief'`);
      const nobody = randomUUID();
      // A change to done recording a referrer whose wallet was never opened.
      await t.app.get(RequestStreams).append(
        depositStreamId(id),
        [{ type: 'DepositUpdated', data: { revision: 2, adminId: adminRow.id, status: 'done', amountPaise: 7_000, reason: null, referral: { referrerId: nobody, amountPaise: 2_500 } } }],
        1,
        { actor: `admin:${adminRow.id}`, correlationId: 'no-referrer-wallet' },
      );
      await reacted();
      expect(await t.balances(referred.id)).toEqual({ money: 70, referral: 0, held: 0 });
      expect(warn.mock.calls.map(([message]) => message)).toContainEqual(`The referrer ${nobody} of ${referred.id} has no wallet: no referral bonus`);

      const later = await bankDeposit(referred, '5');
      await done(later);
      expect(await t.balances(referred.id)).toEqual({ money: 75, referral: 0, held: 0 });
    } finally {
      warn.mockRestore();
    }
  });

  it('leaves a history that the audit passes', async () => {
    expect((await t.audit()).failures).toEqual([]);
  });
});
