import fc from 'fast-check';
import { DEPOSIT_FIELDS } from '../../server/src/money-requests/forms/deposit-form.js';
import { WITHDRAWAL_FIELDS } from '../../server/src/money-requests/forms/withdrawal-form.js';
import { ADMIN_UPDATE_FIELDS } from '../../server/src/money-requests/forms/admin-update-form.js';
import { changedTables, databaseState } from './identity-state.js';
import { BANK, startMoneyApp, type MoneyApp, type Player } from './money-harness.js';

/** Runs per property; FAST_CHECK_RUNS raises it for a longer hunt. */
const RUNS = Number(process.env.FAST_CHECK_RUNS ?? 60);

const codePoint = (from: number, to: number) => fc.integer({ min: from, max: to }).map((c) => String.fromCodePoint(c));
/**
 * A character no field takes. (Lone surrogates cannot cross a multipart body: every
 * encoder sends them as U+FFFD; the JSON routes get them, escaped.)
 */
const forbidden = (json: boolean) =>
  fc.oneof(
    codePoint(0x00, 0x1f),
    fc.constant('\u007f'),
    codePoint(0x80, 0x9f),
    fc.constantFrom('\u2028', '\u2029', '\ufffe', '\uffff', '\u{10ffff}'),
    fc.constantFrom('\u202a', '\u202e', '\u2066', '\u2069', '\u200e', '\u200f', '\u061c'),
    ...(json ? [fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c))] : []),
  );
const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }), fc.string({ maxLength: 40 }));
const hostile = (json: boolean) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.tuple(anyText, forbidden(json), anyText).map(([a, bad, b]) => a + bad + b) },
    { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 2100, max: 9000 }), fc.constantFrom('x', 'é', '🎲', 'ब')).map(([n, c]) => c.repeat(n)) },
  );

/**
 * Generated strings in every text field of every money route (multipart and JSON): never
 * a 5xx; those no field takes get a 4xx and change nothing (no row, no event, no file).
 */
describe('money: generated text in every field', () => {
  let t: MoneyApp;
  let asha: Player;
  let depositId: string;
  let withdrawalId: string;
  beforeAll(async () => {
    t = await startMoneyApp();
    asha = await t.player('asha_prop');
    await t.fund(asha, 50_000);
    depositId = (await t.form('POST', '/user/deposit', asha.token, { deposit_option: 'bank', account_holder_name: 'Asha', amount: '10', ...BANK })).json().data._id;
    withdrawalId = (await t.form('POST', '/user/withdraw', asha.token, { withdraw_option: 'bank', account_holder_name: 'Asha', amount: '10', ...BANK })).json().data._id;
  });
  afterAll(async () => {
    await t.close();
  });

  const deposit = { deposit_option: 'bank', account_holder_name: 'Asha', amount: '10', ...BANK };
  const withdrawal = { withdraw_option: 'bank', account_holder_name: 'Asha', amount: '1', ...BANK };
  type Target = { label: string; json: boolean; send: (field: string, value: string) => Promise<{ statusCode: number }> };
  const targets = (): { target: Target; field: string }[] => {
    const routes: [Target, readonly string[]][] = [
      [{ label: 'POST /user/deposit', json: false, send: (f, v) => t.form('POST', '/user/deposit', asha.token, { ...deposit, [f]: v }) }, DEPOSIT_FIELDS],
      [{ label: 'POST /user/withdraw', json: false, send: (f, v) => t.form('POST', '/user/withdraw', asha.token, { ...withdrawal, [f]: v }) }, WITHDRAWAL_FIELDS],
      [{ label: 'PUT /admin/deposits (JSON)', json: true, send: (f, v) => t.put(`/admin/deposits/${depositId}`, { status: 'in_progress', [f]: v }, t.admin) }, ADMIN_UPDATE_FIELDS],
      [{ label: 'PUT /admin/withdraws (multipart)', json: false, send: (f, v) => t.form('PUT', `/admin/withdraws/${withdrawalId}`, t.admin, { status: 'in_progress', [f]: v }) }, ADMIN_UPDATE_FIELDS],
    ];
    return routes.flatMap(([target, fields]) => fields.map((field) => ({ target, field })));
  };

  it('answers text no field takes with a 4xx and changes nothing', async () => {
    const all = targets();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...all).chain((x) => hostile(x.target.json).map((value) => ({ ...x, value }))),
        async ({ target, field, value }) => {
          const before = await databaseState(t);
          const files = t.storedFiles().length;
          const res = await target.send(field, value);
          const seen = { route: target.label, field };
          expect({ ...seen, status: res.statusCode >= 400 && res.statusCode < 500 ? '4xx' : res.statusCode }).toEqual({ ...seen, status: '4xx' });
          expect({ ...seen, changed: changedTables(before, await databaseState(t)), files: t.storedFiles().length - files }).toEqual({ ...seen, changed: [], files: 0 });
        },
      ),
      { numRuns: RUNS * 2 },
    );
  }, 180_000);

  it('never answers any text with a 5xx', async () => {
    const all = targets();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...all), fc.oneof(anyText, hostile(false)), async ({ target, field }, value) => {
        const res = await target.send(field, value);
        const seen = { route: target.label, field };
        expect({ ...seen, serverError: res.statusCode >= 500 }).toEqual({ ...seen, serverError: false });
      }),
      { numRuns: RUNS * 2 },
    );
    expect((await t.audit()).failures).toEqual([]);
  }, 180_000);
});
