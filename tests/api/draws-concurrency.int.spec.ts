import { startIdentityApp, type IdentityApp } from './identity-harness.js';
import { startDrawsApp, ticket, type DrawsApp } from './draws-harness.js';

/**
 * Purchases at once (DESIGN.md section 7): one wallet never overdrawn by 100 purchases
 * through two server instances, every success one event, the balance the replayed history;
 * an Idempotency-Key buys once, retried in turn, at once, or after the draw closed.
 */
describe('draws: purchases at once and retried', () => {
  let t: DrawsApp;
  let twin: IdentityApp;
  let round: string;
  beforeAll(async () => {
    t = await startDrawsApp();
    // A second instance on the same database: its own wallet queues and caches, so only the expected version decides.
    twin = await startIdentityApp({ shareWith: t });
    twin.clock.set(t.clock.now());
    round = await t.openRound('3h');
  });
  afterAll(async () => {
    await twin.close();
    await t.close();
  });

  it('100 purchases at once on one wallet that pays for 37: exactly 37 bought, the rest refused, never overdrawn', async () => {
    const maya = await t.player('maya_cc');
    await t.credit(maya, 3_750);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        (i % 2 ? twin : t).request('POST', '/user/tickets', { payload: ticket(round, '3h', [1 + (i % 70), 71, 72, 73, 74]), token: maya.token }),
      ),
    );
    const bought = answers.filter((a) => a.statusCode === 201).length;
    // Each refusal is the balance, or (across instances, after its retries) a busy wallet: never a 5xx.
    const refusals = answers.filter((a) => a.statusCode !== 201).map((a) => `${a.statusCode} ${a.json().code}`);
    for (const r of refusals) expect(['409 WALLET.INSUFFICIENT_FUNDS', '409 WALLET.CONCURRENCY_CONFLICT']).toContain(r);
    // Fewer than 37 only if busy-wallet refusals took their place: then the money never ran short.
    expect(bought).toBeLessThanOrEqual(37);
    if (bought < 37) expect(refusals).not.toContain('409 WALLET.INSUFFICIENT_FUNDS');
    expect(await t.walletEvents(maya, 'TicketPurchased')).toHaveLength(bought);
    expect(await t.ticketRows(maya)).toHaveLength(bought);
    expect(await t.balances(maya.id)).toEqual({ money: 3_750 - 100 * bought, referral: 0, held: 0 });
    expect((await t.audit()).failures).toEqual([]);
  });

  it('a retried Idempotency-Key buys once and answers the same tickets; another body under it is a 409', async () => {
    const nia = await t.player('nia_cc');
    await t.credit(nia, 1_000);
    const body = { draw_id: round, period: '3h', tickets: [{ num_1: 5, num_2: 6, num_3: 7, num_4: 8, num_5: 9 }, { num_1: 9, num_2: 8, num_3: 7, num_4: 6, num_5: 5 }] };
    const first = await t.buy(nia, body, 'buy-001');
    const again = await t.buy(nia, body, 'buy-001');
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().data.tickets).toEqual(first.json().data.tickets);
    expect(again.json().data.balances).toEqual({ current_balance: 800, referral_balance: 0 });
    const other = await t.buy(nia, { ...body, tickets: body.tickets.slice(0, 1) }, 'buy-001');
    expect({ status: other.statusCode, code: other.json().code }).toEqual({ status: 409, code: 'IDEMPOTENCY.KEY_REUSED' });
    const more = await t.buy(nia, { ...body, tickets: [...body.tickets, body.tickets[0]] }, 'buy-001');
    expect({ status: more.statusCode, code: more.json().code }).toEqual({ status: 409, code: 'IDEMPOTENCY.KEY_REUSED' });
    expect(await t.walletEvents(nia, 'TicketPurchased')).toHaveLength(2);
    expect(await t.balances(nia.id)).toEqual({ money: 800, referral: 0, held: 0 });
  });

  it('ten requests at once with one key, through both instances: one purchase, one answer for all', async () => {
    const omar = await t.player('omar_cc');
    await t.credit(omar, 150);
    const body = ticket(round, '3h', [11, 12, 13, 14, 15]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? twin : t).request('POST', '/user/tickets', { payload: body, token: omar.token, headers: { 'idempotency-key': 'double-click' } })),
    );
    for (const a of answers) expect(a.statusCode).toBe(201);
    expect(new Set(answers.map((a) => a.json().data.tickets[0]._id)).size).toBe(1);
    expect(await t.walletEvents(omar, 'TicketPurchased')).toHaveLength(1);
    expect(await t.balances(omar.id)).toEqual({ money: 50, referral: 0, held: 0 });
  });

  it('a key retried after the draw closed still answers the original purchase; a new key is refused', async () => {
    const pia = await t.player('pia_cc');
    await t.credit(pia, 500);
    const body = ticket(round, '3h', [21, 22, 23, 24, 25]);
    const first = await t.buy(pia, body, 'before-close');
    const at = t.clock.now();
    t.clock.set(new Date('2026-01-06T06:00:00.000Z'));
    try {
      const retried = await t.buy(pia, body, 'before-close');
      expect(retried.statusCode).toBe(201);
      expect(retried.json().data.tickets.map((x: any) => x._id)).toEqual(first.json().data.tickets.map((x: any) => x._id));
      const fresh = await t.buy(pia, body, 'after-close');
      expect({ status: fresh.statusCode, message: fresh.json().message }).toEqual({ status: 409, message: 'No open draw available for this period' });
    } finally {
      t.clock.set(at);
    }
    expect(await t.walletEvents(pia, 'TicketPurchased')).toHaveLength(1);
  });

  it('refuses a key of other characters before anything happens', async () => {
    const quinn = await t.player('quinn_cc');
    await t.credit(quinn, 500);
    const res = await t.buy(quinn, ticket(round, '3h'), 'not a key!');
    expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 400, code: 'IDEMPOTENCY.INVALID_KEY' });
    expect(await t.walletEvents(quinn, 'TicketPurchased')).toEqual([]);
  });

  it("an open-draw read in another instance sees a round open and close without waiting for its rounds' kept age", async () => {
    const rita = await t.player('rita_cc');
    const openIn = async (app: IdentityApp) =>
      (await app.get('/user/draws?period=6h&status=open&limit=1', rita.token)).json().data.map((d: { _id: string }) => d._id);
    /** The twin's answer once it differs from `before`, asking every 20 ms for up to 2 s (the kept rounds' age limit is 5 s). */
    const twinChangesFrom = async (before: string[]) => {
      for (let i = 0; i < 100; i++) {
        const now = await openIn(twin);
        if (JSON.stringify(now) !== JSON.stringify(before)) return now;
        await new Promise((r) => setTimeout(r, 20));
      }
      return before;
    };
    expect(await openIn(twin)).toEqual([]);
    expect(await openIn(twin)).toEqual([]);
    const sixHour = await t.openRound('6h');
    expect(await twinChangesFrom([])).toEqual([sixHour]);
    await t.closeSales(sixHour);
    expect(await twinChangesFrom([sixHour])).toEqual([]);
    expect(await openIn(t)).toEqual([]);
  });

  it('the audit agrees with every purchase', async () => {
    expect((await t.audit()).failures).toEqual([]);
  });
});
