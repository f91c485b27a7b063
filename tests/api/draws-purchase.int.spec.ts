import { startDrawsApp, ticket, type DrawsApp } from './draws-harness.js';
import type { Player } from './money-harness.js';

/**
 * POST /user/tickets: the specification's checks in its order and words, the price of the
 * round paid referral balance first in one wallet append, several tickets all or nothing,
 * and nothing written by any refusal.
 */
describe('draws: buying tickets', () => {
  let t: DrawsApp;
  let asha: Player;
  const rounds: Record<string, string> = {};
  beforeAll(async () => {
    t = await startDrawsApp();
    for (const period of ['3h', '12h', 'weekly'] as const) rounds[period] = await t.openRound(period);
    asha = await t.player('asha_tk');
    await t.credit(asha, 5_000);
  });
  afterAll(() => t.close());

  /** Whatever is refused, the wallet and the tickets stay as they were. */
  const refused = async (body: object, status: number, message: string) => {
    const before = { events: (await t.walletEvents(asha)).length, tickets: (await t.ticketRows()).length };
    const res = await t.buy(asha, body);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: expect.objectContaining({ success: false, message }) });
    expect({ events: (await t.walletEvents(asha)).length, tickets: (await t.ticketRows()).length }).toEqual(before);
  };

  describe("the specification's checks, in order", () => {
    it("1. no open draw: a closed, unknown or missing draw, or another period's, whatever else is wrong", async () => {
      const past = '3h-2026-01-05T03:30:00.000Z';
      await refused(ticket(past, '3h', [0, 0, null, 99, 1]), 409, 'No open draw available for this period');
      await refused(ticket('3h-2030-01-01T03:30:00.000Z', '3h'), 409, 'No open draw available for this period');
      await refused(ticket('nonsense', '3h', []), 409, 'No open draw available for this period');
      await refused({ period: '3h', num_1: 1, num_2: 2, num_3: 3, num_4: 4, num_5: 5 }, 409, 'No open draw available for this period');
      await refused(ticket(rounds['3h'], '12h'), 409, 'No open draw available for this period');
    });
    it('2. any number empty (absent, null or empty text), before range and duplicates', async () => {
      await refused(ticket(rounds['3h'], '3h', [1, 2, 3, 4]), 400, 'Please select all 5 numbers');
      await refused(ticket(rounds['3h'], '3h', [1, null, 99, 99, 5]), 400, 'Please select all 5 numbers');
      await refused(ticket(rounds['3h'], '3h', [1, 2, '', 4, 0]), 400, 'Please select all 5 numbers');
      await refused(ticket(rounds['weekly'], 'weekly', [1, 2, 3, 4]), 400, 'Please select all 5 numbers');
    });
    it("3. out of the period's range, before duplicates", async () => {
      await refused(ticket(rounds['3h'], '3h', [0, 0, 3, 4, 5]), 400, 'All numbers must be between 1 and 75');
      await refused(ticket(rounds['3h'], '3h', [76, 2, 3, 4, 5]), 400, 'All numbers must be between 1 and 75');
      await refused(ticket(rounds['12h'], '12h', [61, 61, 3, 4, 5]), 400, 'All numbers must be between 1 and 60');
      await refused(ticket(rounds['weekly'], 'weekly', [1, 2, 3, 4, 61]), 400, 'All numbers must be between 1 and 60');
    });
    it('4. duplicates, before the letter', async () => {
      await refused(ticket(rounds['3h'], '3h', [7, 7, 3, 4, 5]), 400, 'Numbers must be unique - no duplicates allowed');
      await refused(ticket(rounds['weekly'], 'weekly', [60, 2, 3, 60, 5]), 400, 'Numbers must be unique - no duplicates allowed');
    });
    it('5. weekly without a letter', async () => {
      await refused(ticket(rounds['weekly'], 'weekly', [1, 2, 3, 4, 5]), 400, 'Please select an alphabet for weekly period');
      await refused(ticket(rounds['weekly'], 'weekly', [1, 2, 3, 4, 5], ''), 400, 'Please select an alphabet for weekly period');
    });
    it('and a letter only weekly, one of A to Z', async () => {
      await refused(ticket(rounds['3h'], '3h', [1, 2, 3, 4, 5], 'A'), 400, 'Only the weekly draw takes a letter');
      await refused(ticket(rounds['weekly'], 'weekly', [1, 2, 3, 4, 5], 'AB'), 400, 'The letter must be one of A to Z');
    });
  });

  it('buys a ticket at the round price: one TicketPurchased, its row, and the new balances in the answer', async () => {
    const res = await t.buy(asha, ticket(rounds['3h'], '3h', [75, 1, '07', 33, 2]));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Ticket created successfully!', data: { balances: { current_balance: 4_900, referral_balance: 0 } } });
    expect(body.data.tickets).toEqual([
      {
        _id: expect.any(String),
        draw_id: rounds['3h'],
        period: '3h',
        num_1: 75,
        num_2: 1,
        num_3: 7,
        num_4: 33,
        num_5: 2,
        num_6: null,
        round_amount: 100,
        status: 'open',
        createdAt: t.clock.now().toISOString(),
      },
    ]);
    const [event] = await t.walletEvents(asha, 'TicketPurchased');
    expect(event.data).toEqual({
      ticketId: body.data.tickets[0]._id,
      roundId: rounds['3h'],
      period: '3h',
      numbers: [75, 1, 7, 33, 2],
      letter: null,
      pricePaise: 10_000,
      fromReferralPaise: 0,
      fromMoneyPaise: 10_000,
    });
    expect(await t.ticketRows(asha)).toEqual([expect.objectContaining({ ticket_id: body.data.tickets[0]._id, round_id: rounds['3h'], num_1: 75, num_5: 2, letter: null })]);
    expect(await t.balances(asha.id)).toEqual({ money: 4_900, referral: 0, held: 0 });
  });

  it('buys a weekly ticket with its letter', async () => {
    const res = await t.buy(asha, ticket(rounds['weekly'], 'weekly', [60, 1, 17, 33, 2], 'Q'));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.tickets[0]).toMatchObject({ num_6: 'Q', round_amount: 500, period: 'weekly' });
  });

  it('buys several tickets in one append: one event each, in one transaction, each at the price', async () => {
    const before = await t.balances(asha.id);
    const tickets = [
      { num_1: 1, num_2: 2, num_3: 3, num_4: 4, num_5: 5 },
      { num_1: 60, num_2: 59, num_3: 58, num_4: 57, num_5: 56 },
      { num_1: 10, num_2: 20, num_3: 30, num_4: 40, num_5: 50 },
    ];
    const res = await t.buy(asha, { draw_id: rounds['12h'], period: '12h', tickets });
    expect(res.statusCode).toBe(201);
    const bought = res.json().data.tickets;
    expect(bought.map((x: any) => [x.num_1, x.round_amount])).toEqual([[1, 300], [60, 300], [10, 300]]);
    const events = (await t.walletEvents(asha, 'TicketPurchased')).filter((e) => e.data.roundId === rounds['12h']);
    expect(events.map((e) => e.data.ticketId)).toEqual(bought.map((x: any) => x._id));
    expect(new Set(events.map((e) => e.tx_id)).size).toBe(1);
    expect(res.json().data.balances.current_balance).toBe(before.money - 900);
  });

  it('buys none of several tickets when the balance covers only some (409, nothing written)', async () => {
    const bo = await t.player('bo_tk');
    await t.credit(bo, 250);
    const three = { draw_id: rounds['3h'], period: '3h', tickets: [1, 2, 3].map((n) => ({ num_1: n, num_2: 10, num_3: 11, num_4: 12, num_5: 13 })) };
    const res = await t.buy(bo, three);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'WALLET.INSUFFICIENT_FUNDS', message: 'Insufficient balance: ₹300.00 is needed and ₹250.00 is available.' });
    expect(await t.walletEvents(bo, 'TicketPurchased')).toEqual([]);
    expect(await t.balances(bo.id)).toEqual({ money: 250, referral: 0, held: 0 });
  });

  it('refuses a bad ticket among several with its message, buying none', async () => {
    const body = { draw_id: rounds['3h'], period: '3h', tickets: [{ num_1: 1, num_2: 2, num_3: 3, num_4: 4, num_5: 5 }, { num_1: 1, num_2: 1, num_3: 3, num_4: 4, num_5: 5 }] };
    await refused(body, 400, 'Numbers must be unique - no duplicates allowed');
    await refused({ ...body, tickets: Array.from({ length: 21 }, () => body.tickets[0]) }, 400, 'At most 20 tickets can be bought at once.');
    await refused({ ...body, tickets: [] }, 400, 'Choose at least one ticket.');
  });

  it('spends the referral balance first, then money', async () => {
    const referrer = await t.player('cara_tk');
    expect((await t.post('/admin/settings/referral-code-amount', { amount: 150 }, t.admin)).statusCode).toBe(200);
    const referred = await t.player('dev_tk', { referralCode: referrer.referralCode });
    await t.fund(referred, 100);
    await t.credit(referrer, 100);
    expect(await t.balances(referrer.id)).toEqual({ money: 100, referral: 150, held: 0 });
    const tickets = [1, 2].map((n) => ({ num_1: n, num_2: 10, num_3: 11, num_4: 12, num_5: 13 }));
    const res = await t.buy(referrer, { draw_id: rounds['3h'], period: '3h', tickets });
    expect(res.json().data.balances).toEqual({ current_balance: 50, referral_balance: 0 });
    const split = (await t.walletEvents(referrer, 'TicketPurchased')).map((e) => [e.data.fromReferralPaise, e.data.fromMoneyPaise]);
    expect(split).toEqual([[10_000, 0], [5_000, 5_000]]);
  });

  it('refuses a purchase once sales are closed: by the clock at close, and by the fence when the round closed first', async () => {
    const ravi = await t.player('ravi_tk');
    await t.credit(ravi, 1_000);
    const sixHour = await t.openRound('6h');
    await t.closeSales(sixHour);
    const fenced = await t.buy(ravi, ticket(sixHour, '6h'));
    expect({ status: fenced.statusCode, message: fenced.json().message }).toEqual({ status: 409, message: 'No open draw available for this period' });
    const at = t.clock.now();
    t.clock.set(new Date('2026-01-06T06:00:00.000Z')); // 11:30 IST: the 3h round's close
    try {
      const late = await t.buy(ravi, ticket(rounds['3h'], '3h'));
      expect({ status: late.statusCode, message: late.json().message }).toEqual({ status: 409, message: 'No open draw available for this period' });
    } finally {
      t.clock.set(at);
    }
    expect(await t.walletEvents(ravi, 'TicketPurchased')).toEqual([]);
    expect(await t.balances(ravi.id)).toEqual({ money: 1_000, referral: 0, held: 0 });
  });

  it('the audit agrees with every purchase', async () => {
    expect((await t.audit()).failures).toEqual([]);
  });
});
