import type { BatchResponse, MulticastMessage } from 'firebase-admin/messaging';
import { PUSH_MESSAGING, type PushMessaging } from '../../server/src/notifications/push/push-messaging.js';
import { BANK, startMoneyApp, type MoneyApp, type Player } from './money-harness.js';

/** firebase-admin's Messaging as the PushSender calls it, recording each multicast (every token accepted). */
class RecordingMessaging implements PushMessaging {
  readonly sent: MulticastMessage[] = [];
  async sendEachForMulticast(message: MulticastMessage): Promise<BatchResponse> {
    this.sent.push(message);
    const responses = message.tokens.map((token) => ({ success: true, messageId: `projects/p/messages/${token}` })) as BatchResponse['responses'];
    return { responses, successCount: responses.length, failureCount: 0 };
  }
}

/**
 * Money-request pushes end to end: the player's deposit and withdrawal through the real
 * routes, the admin's status changes, and the messages the push sender hands to FCM.
 */
describe('notifications: money requests', () => {
  const messaging = new RecordingMessaging();
  let t: MoneyApp;
  let pooja: Player;
  let ravi: Player;

  beforeAll(async () => {
    t = await startMoneyApp({ overrides: [{ provide: PUSH_MESSAGING, useValue: messaging }], env: { PUBLIC_URL: 'https://play.fairdraw.test' } });
    pooja = await t.player('pooja');
    ravi = await t.player('ravi');
    const save = async (url: string, token: string, fcmToken: string) => {
      const res = await t.post(url, { fcmToken }, token);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
    };
    await save('/notifications/token', pooja.token, 'tok-pooja');
    await save('/notifications/token', ravi.token, 'tok-ravi');
    await save('/admin/fcm-token', t.admin, 'tok-chief');
    await save('/admin/fcm-token', t.auditor, 'tok-watcher');
  });
  afterAll(async () => {
    await t.close();
  });

  /** The pushes sent from now on, once `count` of them have gone (the handlers run after the answer). */
  async function pushesAfter(action: () => Promise<unknown>, count = 1): Promise<MulticastMessage[]> {
    const from = messaging.sent.length;
    await action();
    for (let waited = 0; messaging.sent.length < from + count && waited < 5000; waited += 10) await new Promise((r) => setTimeout(r, 10));
    // A moment more, so that an extra, unexpected push would be caught too.
    await new Promise((r) => setTimeout(r, 50));
    return messaging.sent.slice(from);
  }
  const label = (id: string) => `#${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
  /** A bank deposit request; returns once its push to the admins has gone. */
  const deposit = async (player: Player, rupees: string) => {
    let id = '';
    await pushesAfter(async () => {
      const res = await t.form('POST', '/user/deposit', player.token, { deposit_option: 'bank', amount: rupees, account_holder_name: 'Pooja Rao', ...BANK });
      if (res.statusCode !== 201) throw new Error(`deposit: ${res.body}`);
      id = res.json().data._id;
    });
    return id;
  };

  it('tells every admin console (auditors too) of a new deposit, naming the player and the amount', async () => {
    let id = '';
    const [push, ...more] = await pushesAfter(async () => {
      const res = await t.form('POST', '/user/deposit', pooja.token, { deposit_option: 'bank', amount: '2500', account_holder_name: 'Pooja Rao', ...BANK });
      id = res.json().data._id;
    });
    expect(more).toEqual([]);
    expect([...push!.tokens].sort()).toEqual(['tok-chief', 'tok-watcher']);
    expect(push!.notification).toEqual({ title: 'New deposit request', body: `pooja asked to deposit ₹2,500.00 (request ${label(id)}).` });
    expect(push!.data).toEqual({ type: 'money-request-submitted', kind: 'deposit', requestId: id, amount: '2500' });
    expect(push!.webpush?.fcmOptions?.link).toBe('https://play.fairdraw.test/admin/deposit');
  });

  it("tells only the player each status change of their deposit, with the amount credited when done", async () => {
    const id = await deposit(pooja, '1200.50');
    const put = (body: object) => t.put(`/admin/deposits/${id}`, body, t.admin);
    const [progress, ...none] = await pushesAfter(() => put({ status: 'in_progress' }));
    expect(none).toEqual([]);
    expect(progress!.tokens).toEqual(['tok-pooja']);
    expect(progress!.notification).toEqual({ title: 'Deposit request in progress', body: `Your deposit request ${label(id)} of ₹1,200.50 is now In progress.` });
    expect(progress!.webpush?.fcmOptions?.link).toBe('https://play.fairdraw.test/deposit');
    // The admin corrects the amount: no status change, no push; then marks it done.
    const [done, ...extra] = await pushesAfter(async () => {
      expect((await put({ amount: 1000 })).statusCode).toBe(200);
      expect((await put({ status: 'done' })).statusCode).toBe(200);
    });
    expect(extra).toEqual([]);
    expect(done!.tokens).toEqual(['tok-pooja']);
    expect(done!.notification).toEqual({
      title: 'Deposit request done',
      body: `Your deposit request ${label(id)} of ₹1,000.00 is now Done. ₹1,000.00 has been added to your Money Balance.`,
    });
    expect(done!.data).toEqual({ type: 'money-request-status', kind: 'deposit', requestId: id, status: 'done', amount: '1000' });
    expect(await t.balances(pooja.id)).toMatchObject({ money: 1000 });
  });

  it('tells the player why a deposit was rejected', async () => {
    const id = await deposit(pooja, '300');
    const [push] = await pushesAfter(() => t.put(`/admin/deposits/${id}`, { status: 'rejected', reason: 'No payment with this account number' }, t.admin));
    expect(push!.notification).toEqual({
      title: 'Deposit request rejected',
      body: `Your deposit request ${label(id)} of ₹300.00 is now Rejected. Reason: No payment with this account number.`,
    });
    expect(push!.data).toMatchObject({ status: 'rejected', reason: 'No payment with this account number' });
  });

  it('tells admins of a withdrawal, and the player of its rejection, its reason and the hold given back', async () => {
    let id = '';
    const [submitted] = await pushesAfter(async () => {
      const res = await t.form('POST', '/user/withdraw', pooja.token, { withdraw_option: 'bank', account_holder_name: 'Pooja Rao', amount: '400', ...BANK });
      expect(res.statusCode).toBe(201);
      id = res.json().data._id;
    });
    expect([...submitted!.tokens].sort()).toEqual(['tok-chief', 'tok-watcher']);
    expect(submitted!.notification).toEqual({ title: 'New withdrawal request', body: `pooja asked to withdraw ₹400.00 (request ${label(id)}).` });
    expect(submitted!.webpush?.fcmOptions?.link).toBe('https://play.fairdraw.test/admin/withdraw');
    const [rejected] = await pushesAfter(() => t.put(`/admin/withdraws/${id}`, { status: 'rejected', reason: 'The account name does not match' }, t.admin));
    expect(rejected!.tokens).toEqual(['tok-pooja']);
    expect(rejected!.notification).toEqual({
      title: 'Withdrawal request rejected',
      body: `Your withdrawal request ${label(id)} of ₹400.00 is now Rejected. Reason: The account name does not match. The held ₹400.00 is back in your Money Balance.`,
    });
    expect(await t.balances(pooja.id)).toMatchObject({ money: 1000, held: 0 });
  });

  it('sends nothing to a player who logged out, and nothing to other players', async () => {
    const id = await deposit(ravi, '100');
    expect((await t.delete('/notifications/token', { isAdmin: false }, ravi.token)).statusCode).toBe(200);
    const pushes = await pushesAfter(() => t.put(`/admin/deposits/${id}`, { status: 'in_progress' }, t.admin), 0);
    expect(pushes).toEqual([]);
    expect(messaging.sent.some((m) => m.tokens.includes('tok-ravi'))).toBe(false);
  });
});
