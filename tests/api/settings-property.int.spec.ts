import fc from 'fast-check';
import { BANK, SOLANA, startSettingsApp, TRON, type SettingsApp } from './settings-harness.js';

/** Runs per property; FAST_CHECK_RUNS raises it for a longer hunt. */
const RUNS = Number(process.env.FAST_CHECK_RUNS ?? 60);

/** Every settings route that takes a body, with a valid body each; fields by their path. */
const ROUTES = [
  { url: '/admin/settings/latest-news', body: { url: 'https://news.fairdraw.example/p' }, fields: ['url'] },
  { url: '/admin/settings/referral-code-amount', body: { amount: 10 }, fields: ['amount'] },
  { url: '/admin/settings/ticket-amount/3h', body: { amount: 100 }, fields: ['amount'] },
  {
    url: '/admin/settings/payment-details',
    body: { bank: BANK, upi_id: 'fairdraw@okaxis', crypto: { TRC20: TRON, SOLANA } },
    fields: ['bank', 'bank.account_holder_name', 'bank.account_number', 'bank.bank_name', 'bank.ifsc_code', 'bank.type_of_account', 'upi_id', 'crypto', 'crypto.TRC20', 'crypto.SOLANA'],
  },
];
const FIELDS = ROUTES.flatMap((route) => route.fields.map((field) => ({ route, field })));

function withField(body: object, path: string, value: unknown): object {
  const copy = structuredClone(body) as Record<string, any>;
  const keys = path.split('.');
  let at = copy;
  for (const key of keys.slice(0, -1)) at = at[key];
  at[keys.at(-1)!] = value;
  return copy;
}

const codePoint = (from: number, to: number) => fc.integer({ min: from, max: to }).map((c) => String.fromCodePoint(c));
const forbidden = fc.oneof(
  codePoint(0x00, 0x1f),
  codePoint(0x7f, 0x9f),
  fc.constantFrom('\u2028', '\u2029', '\ufffe', '\uffff'),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
  fc.constantFrom('\u202a', '\u202e', '\u2066', '\u2069', '\u200e', '\u200f', '\u061c'),
);
const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }), fc.string({ maxLength: 40 }));
const hostile = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(anyText, forbidden, anyText).map(([a, bad, b]) => a + bad + b) },
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 3000, max: 60_000 }), fc.constantFrom('x', '9', '🎲', 'ब')).map(([n, c]) => c.repeat(n)) },
);
/** Anything JSON can carry in a field. */
const anyValue = fc.oneof(
  anyText,
  hostile,
  fc.double(),
  fc.integer(),
  fc.constantFrom(null, true, false, 0, -0, 1e308, -1e-7, 0.1 + 0.2, Number.MAX_SAFE_INTEGER),
  fc.array(anyText, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), anyText, { maxKeys: 3 }),
);

/**
 * DESIGN.md section 6 as properties on the settings routes: no value in any field gets a
 * 5xx; whatever is refused changes nothing; text no field takes is always refused.
 */
describe('settings: generated values in every field', () => {
  let s: SettingsApp;
  beforeAll(async () => {
    s = await startSettingsApp();
  });
  afterAll(async () => {
    await s.t.close();
  });
  const send = (target: (typeof FIELDS)[number], value: unknown) =>
    s.t.request('POST', target.route.url, { payload: withField(target.route.body, target.field, value), token: s.admin });
  const count = async () => (await s.settingsEvents()).length;

  it('never answers with a 5xx, and a refusal stores nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...FIELDS), anyValue, async (target, value) => {
        const before = await count();
        const res = await send(target, value);
        const seen = { url: target.route.url, field: target.field };
        expect({ ...seen, serverError: res.statusCode >= 500 }).toEqual({ ...seen, serverError: false });
        if (res.statusCode >= 400) expect({ ...seen, stored: (await count()) - before }).toEqual({ ...seen, stored: 0 });
        else expect({ ...seen, status: res.statusCode, err: res.json().err }).toEqual({ ...seen, status: 200, err: 'N' });
      }),
      { numRuns: RUNS * 3 },
    );
  }, 180_000);

  it('refuses text no field takes, and stores nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...FIELDS.filter((f) => !['bank', 'crypto', 'amount'].includes(f.field))), hostile, async (target, value) => {
        const before = await count();
        const res = await send(target, value);
        const seen = { url: target.route.url, field: target.field };
        // 400, or 413 for a body beyond the 64 KB every JSON body is held to.
        expect({ ...seen, refused: res.statusCode === 400 || res.statusCode === 413 }).toEqual({ ...seen, refused: true });
        expect({ ...seen, stored: (await count()) - before }).toEqual({ ...seen, stored: 0 });
      }),
      { numRuns: RUNS * 2 },
    );
  }, 180_000);

  it('keeps every amount exactly, to the paisa', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 100, max: 1_000_000 }), fc.boolean(), async (paise, asText) => {
        const amount = asText ? (paise / 100).toFixed(2) : paise / 100;
        const res = await s.t.request('POST', '/admin/settings/ticket-amount/6h', { payload: { amount }, token: s.admin });
        expect(res.json().data).toEqual({ period: '6h', amount: paise / 100 });
        expect((await s.settingsEvents()).filter((e) => e.data.period === '6h').at(-1)?.data.pricePaise ?? 20_000).toBe(paise);
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});
