import { jest } from '@jest/globals';
import { EventStore } from '../../server/src/shared/event-store/event-store.port.js';
import { BANK } from './money-harness.js';
import { startDrawsApp, ticket, type DrawsApp } from './draws-harness.js';
import type { Player } from './money-harness.js';
import type { Reply } from './identity-harness.js';

/**
 * A withdrawal and a purchase of one player at once (two tabs), the money covering only
 * one of them. The check, the request and the hold run in the wallet's turn: the purchase
 * waits, and is the one refused, changing nothing.
 */
describe('money: a withdrawal and a purchase at once', () => {
  let t: DrawsApp;
  let asha: Player;
  let roundId: string;
  beforeAll(async () => {
    t = await startDrawsApp();
    asha = await t.player('asha_race');
    await t.fund(asha, 100);
    roundId = await t.openRound('3h', 10_000);
  });
  afterAll(async () => {
    await t.close();
  });

  it('holds the withdrawal and refuses the purchase that came in between, leaving no trace of it', async () => {
    const store = t.app.get(EventStore);
    const appendTogether = store.appendTogether.bind(store);
    let purchase: Promise<Reply> | null = null;
    // The purchase is sent just as the withdrawal request and its hold are about to be written, after the balance check.
    const spy = jest.spyOn(store, 'appendTogether').mockImplementation((async (appends: Parameters<EventStore['appendTogether']>[0]) => {
      if (appends.some((a) => a.streamId.startsWith('withdrawal-request-')) && !purchase) {
        purchase = t.buy(asha, ticket(roundId, '3h', [1, 2, 3, 4, 5]));
        await Promise.race([purchase, new Promise((resolve) => setTimeout(resolve, 2_000))]);
      }
      return appendTogether(appends);
    }) as EventStore['appendTogether']);
    const withdrawal = await t.form('POST', '/user/withdraw', asha.token, { withdraw_option: 'bank', account_holder_name: 'Asha', amount: '100', ...BANK });
    spy.mockRestore();
    const bought = await purchase!;

    expect(withdrawal.statusCode).toBe(201);
    expect([bought.statusCode, bought.json().code]).toEqual([409, 'WALLET.INSUFFICIENT_FUNDS']);
    const id = withdrawal.json().data._id as string;
    const events = await t.sql(`SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version`, [`withdrawal-request-${id}`]);
    expect(events.map((e) => e.type)).toEqual(['WithdrawalRequested']);
    expect(await t.walletEvents(asha, 'TicketPurchased')).toEqual([]);
    expect(await t.ticketRows(asha)).toEqual([]);
    expect(await t.balances(asha.id)).toEqual({ money: 0, referral: 0, held: 100 });
    expect((await t.get('/user/withdraws', asha.token)).json().data).toMatchObject([{ _id: id, status: 'on_hold' }]);
  });

  it('leaves a history that the audit passes', async () => {
    expect((await t.audit()).failures).toEqual([]);
  });
});
