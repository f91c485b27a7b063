import fc from 'fast-check';
import { startMoneyApp, type MoneyApp, type Player } from './money-harness.js';
import { playView, walletStream } from './responsible-play-harness.js';

const RUNS = Number(process.env.FAST_CHECK_RUNS ?? 60);

/** Anything JSON can carry in a field. */
const anyValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.double(),
  fc.integer(),
  fc.constantFrom(null, true, false, 0, -0, 1e308, -1e308, 2 ** 53, 0.001, 10_000_000.01, '5000', '__proto__', 'cool_off', '24h', '6m', 30, 45),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

/**
 * DESIGN.md section 6 on the responsible-play routes: wrong types, huge or fractional
 * amounts, missing and unknown keys, prototype keys, bodies that are no object: a clear
 * 400 every time, never a 5xx, nothing written. Only the player's own: admins and
 * auditors are refused (403), anonymous callers 401.
 */
describe('responsible play: hostile bodies and roles', () => {
  let t: MoneyApp;
  let eve: Player;
  beforeAll(async () => {
    t = await startMoneyApp();
    eve = await t.player('eve_rp');
  });
  afterAll(() => t.close());

  const nothingWritten = async () => expect((await walletStream(t, eve)).map((e) => e.type)).toEqual(['WalletOpened']);
  const raw = async (method: string, path: string, text: string, contentType = 'application/json') => {
    const res = await fetch(`${t.baseUrl}/user/responsible-play/${path}`, { method, headers: { authorization: `Bearer ${eve.token}`, 'content-type': contentType }, body: text });
    return { statusCode: res.status, body: await res.text() };
  };

  it.each([
    ['no keys', {}, "Daily limit must be an amount in rupees above 0 with at most 2 decimals, at most 1,00,00,000, or null for no limit"],
    ['a key missing', { day: 5000, week: null }, 'Monthly limit must be'],
    ['an amount as text', { day: '5000', week: null, month: null }, 'Daily limit must be'],
    ['zero', { day: 0, week: null, month: null }, 'Daily limit must be'],
    ['a negative amount', { day: null, week: -1, month: null }, 'Weekly limit must be'],
    ['three decimals', { day: 10.005, week: null, month: null }, 'Daily limit must be'],
    ['above ₹1,00,00,000', { day: null, week: null, month: 10_000_000.01 }, 'Monthly limit must be'],
    ['a huge number', { day: 1e308, week: null, month: null }, 'Daily limit must be'],
    ['a boolean', { day: true, week: null, month: null }, 'Daily limit must be'],
    ['a list', { day: [5000], week: null, month: null }, 'Daily limit must be'],
    ['an object', { day: { rupees: 5000 }, week: null, month: null }, 'Daily limit must be'],
    ['an unknown key', { day: 5000, week: null, month: null, year: 1 }, "Unknown field 'year'"],
    ['a control character', { day: 5000, week: null, month: null, note: 'a\u0000' }, 'note must not contain control characters'],
  ])('PUT deposit-limits with %s: 400 and nothing written', async (_, body, message) => {
    const res = await t.put('/user/responsible-play/deposit-limits', body, eve.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ err: 'Y', msg: expect.stringContaining(message) });
    await nothingWritten();
  });

  it.each([
    ['reality-check', 'PUT', { minutes: 45 }, 'minutes must be 0 (off), 30 or 60'],
    ['reality-check', 'PUT', { minutes: '30' }, 'minutes must be 0 (off), 30 or 60'],
    ['reality-check', 'PUT', {}, 'minutes must be 0 (off), 30 or 60'],
    ['pause', 'POST', { kind: 'cool_off', duration: '6m' }, "duration must be '24h', '7d' or '30d' for a cool-off"],
    ['pause', 'POST', { kind: 'self_exclusion', duration: '24h' }, 'duration must be'],
    ['pause', 'POST', { kind: 'nap', duration: '24h' }, "kind must be 'cool_off' or 'self_exclusion'"],
    ['pause', 'POST', { kind: 'cool_off' }, 'duration must be'],
    ['pause', 'POST', { kind: 'cool_off', duration: '24h', until: '2020-01-01T00:00:00Z' }, "Unknown field 'until'"],
    ['pause', 'POST', { kind: ['cool_off'], duration: '24h' }, 'kind must be'],
  ])('%s %s %j: 400 and nothing written', async (path, method, body, message) => {
    const res = await t.request(method, `/user/responsible-play/${path}`, { payload: body, token: eve.token });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain(message);
    await nothingWritten();
  });

  it('bodies that are no object, not JSON, too deep or too large: a 4xx, never a 5xx', async () => {
    for (const path of ['deposit-limits', 'reality-check']) {
      for (const text of ['[]', 'null', '7', '"day"', '{"day":', '{"__proto__":{"day":1},"week":null,"month":null}', '['.repeat(50) + ']'.repeat(50), JSON.stringify({ day: 'x'.repeat(70_000) })]) {
        const res = await raw('PUT', path, text);
        expect({ path, text: text.slice(0, 40), status: res.statusCode < 500 && res.statusCode >= 400 }).toEqual({ path, text: text.slice(0, 40), status: true });
      }
      expect((await raw('PUT', path, 'day=5000', 'application/x-www-form-urlencoded')).statusCode).toBe(415);
    }
    expect((await raw('POST', 'pause', '{"kind":"cool_off","duration":"24h"', 'application/json')).statusCode).toBe(400);
    const badKey = await t.request('PUT', '/user/responsible-play/reality-check', { payload: { minutes: 30 }, token: eve.token, headers: { 'idempotency-key': 'no spaces allowed' } });
    expect(badKey.statusCode).toBe(400);
    await nothingWritten();
  });

  it('property: any values in the limit keys are a 2xx only for valid limits, never a 5xx', async () => {
    const fox = await t.player('fox_rp');
    await fc.assert(
      fc.asyncProperty(fc.record({ day: fc.oneof(anyValue, fc.constantFrom(null, 100, 2500.5)), week: anyValue, month: fc.oneof(anyValue, fc.constant(null)) }, { requiredKeys: [] }), async (body) => {
        const res = await t.put('/user/responsible-play/deposit-limits', body, fox.token);
        expect(res.statusCode).toBeLessThan(500);
        const valid = (v: unknown) => v === null || (typeof v === 'number' && v > 0 && v <= 10_000_000 && Math.round(v * 100) / 100 === v);
        expect(res.statusCode === 200).toBe(['day', 'week', 'month'].every((k) => k in body && valid((body as Record<string, unknown>)[k])));
      }),
      { numRuns: RUNS },
    );
  });

  it('property: any pause body is a 2xx only for a real kind and duration, never a 5xx', async () => {
    const kid = await t.player('kid_rp');
    await fc.assert(
      fc.asyncProperty(fc.record({ kind: anyValue, duration: anyValue }, { requiredKeys: [] }), async (body) => {
        const res = await t.post('/user/responsible-play/pause', body, kid.token);
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode === 200) expect(['cool_off', 'self_exclusion']).toContain(body.kind);
      }),
      { numRuns: RUNS },
    );
  });

  it('answers only players: admins and auditors 403 on every route, anonymous 401', async () => {
    const routes: [string, string, object | undefined][] = [
      ['GET', '/user/responsible-play', undefined],
      ['PUT', '/user/responsible-play/deposit-limits', { day: 100, week: null, month: null }],
      ['POST', '/user/responsible-play/deposit-limits/decline', {}],
      ['POST', '/user/responsible-play/review', {}],
      ['PUT', '/user/responsible-play/reality-check', { minutes: 30 }],
      ['GET', '/user/responsible-play/session', undefined],
      ['POST', '/user/responsible-play/pause', { kind: 'cool_off', duration: '24h' }],
    ];
    for (const [method, url, payload] of routes) {
      for (const [who, token, status] of [['admin', t.admin, 403], ['auditor', t.auditor, 403], ['anonymous', undefined, 401]] as const) {
        const res = await t.request(method, url, { payload, token });
        expect({ method, url, who, status: res.statusCode }).toEqual({ method, url, who, status });
      }
    }
    await nothingWritten();
    expect((await playView(t, eve)).prompt).toBe('unanswered');
  });

  it('no route lifts or shortens a pause', async () => {
    const ida = await t.player('ida_rp');
    expect((await t.post('/user/responsible-play/pause', { kind: 'cool_off', duration: '7d' }, ida.token)).statusCode).toBe(200);
    for (const [method, url] of [
      ['DELETE', '/user/responsible-play/pause'],
      ['PUT', '/user/responsible-play/pause'],
      ['PATCH', '/user/responsible-play/pause'],
      ['POST', '/user/responsible-play/pause/lift'],
      ['DELETE', '/user/responsible-play'],
    ]) {
      expect({ method, url, status: (await t.request(method, url, { payload: {}, token: ida.token })).statusCode }).toEqual({ method, url, status: 404 });
    }
    const shorter = await t.post('/user/responsible-play/pause', { kind: 'cool_off', duration: '24h' }, ida.token);
    expect(shorter.statusCode).toBe(409);
    expect(shorter.json()).toMatchObject({ err: 'Y', code: 'PLAY.PAUSE_RUNNING', msg: expect.stringMatching(/^You are on a cool-off until .* IST\. A new pause must end later than that: a pause cannot be shortened or lifted\.$/) });
    expect((await playView(t, ida)).pause).toMatchObject({ kind: 'cool_off' });
  });
});
