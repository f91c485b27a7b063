import { startPrizesApp, type PrizesApp } from './prizes-harness.js';

const MULTIPLIER = (f: string) => `${f} must be a multiplier of the ticket price from 0 to 1000000 with at most 2 decimals`;
const JACKPOT = 'jackpotAmount must be an amount from ₹0 to ₹10,00,00,000.00 with at most 2 decimals';
const SHARE = 'potShare must be a percentage of ticket sales from 0 to 100 with at most 2 decimals';

/** Hostile and malformed bodies on the jackpot settings: a clear 400, never a 5xx, nothing stored. */
describe('prize tables: hostile input', () => {
  let t: PrizesApp;
  beforeAll(async () => {
    t = await startPrizesApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const cases: Array<[string, string, unknown, string | null]> = [
    ['negative', '3h/any', { twoN: -1 }, MULTIPLIER('twoN')],
    ['three decimals', '3h/any', { twoN: 1.005 }, MULTIPLIER('twoN')],
    ['above the cap', '3h/sequence', { fiveN: 1_000_000.01 }, MULTIPLIER('fiveN')],
    ['huge', '3h/any', { fiveN: 1e308 }, MULTIPLIER('fiveN')],
    ['exponent text', '3h/any', { twoN: '1e3' }, MULTIPLIER('twoN')],
    ['hex text', '3h/any', { twoN: '0x10' }, MULTIPLIER('twoN')],
    ['words', '3h/any', { twoN: 'five' }, MULTIPLIER('twoN')],
    ['blank', '3h/any', { twoN: '' }, MULTIPLIER('twoN')],
    ['null', '3h/any', { twoN: null }, MULTIPLIER('twoN')],
    ['true', '3h/any', { oneN: true }, MULTIPLIER('oneN')],
    ['an array', '3h/any', { twoN: [2] }, MULTIPLIER('twoN')],
    ['an object', '3h/any', { twoN: { value: 2 } }, MULTIPLIER('twoN')],
    ['letter prize outside weekly', '3h/any', { onlyA: 1 }, 'onlyA is a prize of the weekly draw only'],
    ['letter prize on 24h', '24h/any', { fourNA: 1 }, 'fourNA is a prize of the weekly draw only'],
    ['jackpot negative', '3h/any', { jackpotAmount: -5 }, JACKPOT],
    ['jackpot above the cap', '24h/any', { jackpotAmount: 100_000_000.01 }, JACKPOT],
    ['jackpot three decimals', '24h/any', { jackpotAmount: '10.001' }, JACKPOT],
    ['share above 100', 'weekly/any', { potShare: 100.5 }, SHARE],
    ['share negative', 'weekly/any', { potShare: -0.01 }, SHARE],
    ['unknown field', '3h/any', { sixN: 1 }, "Unknown field 'sixN'"],
    ['nothing to change', '3h/any', {}, 'Send at least one field of the prize table to change'],
    ['a control character', '3h/any', { twoN: '2\u0000' }, null],
    ['a direction override', '3h/any', { twoN: '\u202E2' }, null],
    ['prototype keys', '3h/any', JSON.parse('{"__proto__": {"twoN": 9}, "constructor": {"prototype": {"x": 1}}}'), null],
  ];

  it.each(cases)('%s: 400 with a clear message', async (_name, path, body, message) => {
    const res = await t.setJackpot(path, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().err).toBe('Y');
    if (message) expect(res.json().msg).toBe(message);
    else expect(res.json().msg.length).toBeGreaterThan(0);
  });

  it('refuses bodies that are not a JSON object, and other content types, without a 5xx', async () => {
    const raw = async (body: string, type = 'application/json') =>
      (await fetch(`${t.baseUrl}/admin/settings/jackpot/3h/any`, { method: 'POST', headers: { authorization: `Bearer ${t.admin}`, 'content-type': type }, body })).status;
    const statuses = await Promise.all([
      raw('null'), raw('[]'), raw('[{"twoN": 2}]'), raw('"twoN"'), raw('42'), raw('true'), raw('{"twoN": 2'), raw(''), raw('{"twoN": 2}', 'text/plain'),
      raw(`{"twoN": ${'['.repeat(50)}${']'.repeat(50)}}`), raw(JSON.stringify({ twoN: 'x'.repeat(70_000) })),
    ]);
    for (const status of statuses) expect(status >= 400 && status < 500).toBe(true);
  });

  it('stored nothing for any of them', async () => {
    expect(await t.tableEvents()).toEqual([]);
    expect((await t.jackpot('3h/any')).json().data.twoN).toBe(4);
  });
});
