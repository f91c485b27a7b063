import fc from 'fast-check';
import { startDrawsApp, ticket, type DrawsApp } from './draws-harness.js';
import type { Player } from './money-harness.js';

/** Runs per property; FAST_CHECK_RUNS raises it for a longer hunt. */
const RUNS = Number(process.env.FAST_CHECK_RUNS ?? 60);

/** Anything JSON can carry in a field. */
const anyValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.double(),
  fc.integer(),
  fc.constantFrom(null, true, false, 0, -0, 1e308, -1e308, 2 ** 53, 7.5, '7', '007', '٧', ' 7', '7e0', '0x7', 'A', 'a', '__proto__'),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);
const FIELDS = ['draw_id', 'period', 'num_1', 'num_2', 'num_3', 'num_4', 'num_5', 'num_6', 'tickets'];

/**
 * DESIGN.md section 6 on POST /user/tickets: wrong types, huge numbers, prototype keys,
 * arrays where numbers go, unknown fields: a 4xx every time, never a 5xx, nothing bought.
 */
describe('draws: hostile purchase bodies', () => {
  let t: DrawsApp;
  let eve: Player;
  let round: string;
  let weekly: string;
  beforeAll(async () => {
    t = await startDrawsApp();
    round = await t.openRound('3h');
    weekly = await t.openRound('weekly');
    eve = await t.player('eve_hx');
    await t.credit(eve, 1);
  });
  afterAll(() => t.close());

  /** Eve's ₹1 buys nothing, so any 2xx would be a hole; the wallet must stay untouched. */
  const nothingBought = async () => {
    expect(await t.walletEvents(eve, 'TicketPurchased')).toEqual([]);
    expect(await t.ticketRows()).toEqual([]);
    expect(await t.balances(eve.id)).toEqual({ money: 1, referral: 0, held: 0 });
  };
  const raw = async (text: string, contentType = 'application/json') => {
    const res = await fetch(`${t.baseUrl}/user/tickets`, { method: 'POST', headers: { authorization: `Bearer ${eve.token}`, 'content-type': contentType }, body: text });
    return { statusCode: res.status, body: await res.text() };
  };

  it.each([
    ['a list', [1, 2, 3]],
    ['a number', 7],
    ['an empty object', {}],
    ['numbers as lists', ticket('R', '3h', [[1], [2], [3], [4], [5]])],
    ['numbers as objects', ticket('R', '3h', [{ n: 1 }, 2, 3, 4, 5])],
    ['huge numbers', ticket('R', '3h', [1e308, 2 ** 63, 3, 4, 5])],
    ['fractions', ticket('R', '3h', [1.5, 2, 3, 4, 5])],
    ['negative numbers', ticket('R', '3h', [-1, 2, 3, 4, 5])],
    ['booleans', ticket('R', '3h', [true, 2, 3, 4, 5])],
    ['text', ticket('R', '3h', ['one', 2, 3, 4, 5])],
    ['a letter as a list', ticket('W', 'weekly', [1, 2, 3, 4, 5], ['A'])],
    ['a draw id as a list', { ...ticket('R', '3h'), draw_id: ['x'] }],
    ['a draw id of 10 KB', { ...ticket('R', '3h'), draw_id: 'x'.repeat(10_000) }],
    ['a period as a number', { ...ticket('R', '3h'), period: 3 }],
    ['an unknown period', { ...ticket('R', '3h'), period: 'monthly' }],
    ['an unknown field', { ...ticket('R', '3h'), price: 1 }],
    ['a price of its own', { ...ticket('R', '3h'), round_amount: 0 }],
    ['a user of its own', { ...ticket('R', '3h'), user_id: 'someone' }],
    ['tickets as an object', { draw_id: 'R', period: '3h', tickets: { num_1: 1 } }],
    ['tickets of numbers', { draw_id: 'R', period: '3h', tickets: [1, 2] }],
    ['a ticket with an unknown field', { draw_id: 'R', period: '3h', tickets: [{ num_1: 1, num_2: 2, num_3: 3, num_4: 4, num_5: 5, num_7: 6 }] }],
    ['tickets and numbers both', { ...ticket('R', '3h'), tickets: [{ num_1: 1, num_2: 2, num_3: 3, num_4: 4, num_5: 5 }] }],
    ['1,000 tickets', { draw_id: 'R', period: '3h', tickets: Array.from({ length: 1000 }, () => ({ num_1: 1, num_2: 2, num_3: 3, num_4: 4, num_5: 5 })) }],
    ['a control character', { ...ticket('R', '3h'), num_6: 'A\u0000' }],
    ['a lone surrogate', { ...ticket('R', '3h'), draw_id: '3h-\ud800' }],
  ])('%s: a 4xx and nothing bought', async (_, body) => {
    const real = JSON.parse(JSON.stringify(body).replaceAll('"R"', JSON.stringify(round)).replaceAll('"W"', JSON.stringify(weekly)));
    const res = await t.buy(eve, real);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().success).toBe(false);
    await nothingBought();
  });

  it.each([
    ['__proto__', `{"draw_id":"R","period":"3h","num_1":1,"num_2":2,"num_3":3,"num_4":4,"num_5":5,"__proto__":{"admin":true}}`],
    ['constructor.prototype', `{"draw_id":"R","period":"3h","num_1":1,"num_2":2,"num_3":3,"num_4":4,"num_5":5,"constructor":{"prototype":{"x":1}}}`],
    ['broken JSON', `{"draw_id":"R","period":"3h","num_1":1,`],
    ['nesting 1,000 deep', '['.repeat(1000) + ']'.repeat(1000)],
    ['a 1 MB body', JSON.stringify({ draw_id: 'x'.repeat(1_000_000) })],
  ])('%s: a 4xx and nothing bought', async (_, text) => {
    const res = await raw(text.replaceAll('"R"', JSON.stringify(round)));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    await nothingBought();
  });

  it('form and text bodies are refused', async () => {
    expect((await raw('draw_id=x&period=3h', 'application/x-www-form-urlencoded')).statusCode).toBe(415);
    expect((await raw('{}', 'text/plain')).statusCode).toBe(415);
    await nothingBought();
  });

  it('any JSON value in any field: never a 5xx, nothing bought', async () => {
    const valid = { ...ticket(round, '3h'), num_6: undefined };
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...FIELDS), anyValue, async (field, value) => {
        const res = await t.buy(eve, { ...valid, [field]: value });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
    await nothingBought();
  });

  it('hostile queries on the read routes: a 4xx, never a 5xx', async () => {
    const urls = [
      '/user/draws?period=monthly',
      '/user/draws?limit=0',
      '/user/draws?limit=1e9',
      '/user/draws?limit=abc',
      '/user/draws?status=maybe',
      '/user/draws?period=3h&period=6h',
      '/user/draws?x=1',
      `/user/draws/${'x'.repeat(5000)}`,
      '/user/draws/%00',
      '/user/draws/last-result',
      '/user/tickets?page=0',
      '/user/tickets?limit=1000',
      '/user/tickets?page=99999999999',
      `/user/tickets/${'y'.repeat(5000)}`,
      '/user/tickets/%E2%80%AE',
    ];
    for (const url of urls) {
      const res = await t.get(url, eve.token);
      expect([url, res.statusCode >= 400 && res.statusCode < 500]).toEqual([url, true]);
    }
    for (const url of ['/admin/tickets/number-count', '/admin/tickets/number-count?period=3h&draw_id=%00', '/admin/draws/latest/%00']) {
      const res = await t.get(url, t.admin);
      expect([url, res.statusCode >= 400 && res.statusCode < 500]).toEqual([url, true]);
    }
  });
});
