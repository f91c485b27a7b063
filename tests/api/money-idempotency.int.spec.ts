import { samplePng } from '../../server/src/shared/uploads/testing/hostile-uploads.js';
import { BANK, startMoneyApp, type MoneyApp, type Player } from './money-harness.js';

/**
 * A player's deposit or withdrawal sent twice (a retry after a lost answer, a double click,
 * two tabs): with the same Idempotency-Key it is one request, answered alike each time,
 * whatever happened since; the same key with other details is a 409 that changes nothing.
 */
describe('money: repeated submissions with an Idempotency-Key', () => {
  let t: MoneyApp;
  let asha: Player;
  let ravi: Player;
  beforeAll(async () => {
    t = await startMoneyApp();
    asha = await t.player('asha_idem');
    ravi = await t.player('ravi_idem');
    await t.fund(asha, 1000);
  });
  afterAll(async () => {
    await t.close();
  });

  const bank = { deposit_option: 'bank', amount: '250', account_holder_name: 'Asha Rao', ...BANK };
  const upiWithdrawal = { withdraw_option: 'upi', account_holder_name: 'Asha Rao', amount: '400', upi_handle: 'asha@okaxis' };
  const scanner = async () => ({ bytes: await samplePng(), filename: 'qr.png', contentType: 'image/png' });
  const key = (name: string) => ({ 'idempotency-key': `${name}-${Math.random().toString(36).slice(2)}` });

  it('makes one deposit request of a retried submission, and answers the retry with its id and reference', async () => {
    const before = await t.requestCounts();
    const headers = key('dep');
    const first = await t.form('POST', '/user/deposit', asha.token, bank, undefined, headers);
    const again = await t.form('POST', '/user/deposit', asha.token, bank, undefined, headers);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().data).toEqual(first.json().data);
    expect((await t.requestCounts()).deposits).toBe(before.deposits + 1);
  });

  it('refuses the same key with other details (409), storing nothing', async () => {
    const headers = key('dep2');
    expect((await t.form('POST', '/user/deposit', asha.token, bank, undefined, headers)).statusCode).toBe(201);
    const before = await t.requestCounts();
    const other = await t.form('POST', '/user/deposit', asha.token, { ...bank, amount: '251' }, undefined, headers);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ err: 'Y', msg: expect.stringContaining('different details') });
    expect(await t.requestCounts()).toEqual(before);
  });

  it("keeps one player's key apart from another's", async () => {
    const headers = key('shared');
    const a = await t.form('POST', '/user/deposit', asha.token, bank, undefined, headers);
    const b = await t.form('POST', '/user/deposit', ravi.token, { ...bank, account_holder_name: 'Ravi' }, undefined, headers);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json().data._id).not.toBe(a.json().data._id);
  });

  it('holds a withdrawal once when it is sent five times at once, and answers each with the same request', async () => {
    const before = await t.balances(asha.id);
    const headers = key('wd');
    const file = await scanner();
    const replies = await Promise.all(Array.from({ length: 5 }, () => t.form('POST', '/user/withdraw', asha.token, upiWithdrawal, file, headers)));
    expect(replies.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(replies.map((r) => r.json().data._id)).size).toBe(1);
    const after = await t.balances(asha.id);
    expect(after).toEqual({ money: before.money - 400, referral: before.referral, held: before.held + 400 }); // rupees
    // Retried after the money is gone: still the first answer, not "insufficient balance".
    const spent = await t.form('POST', '/user/withdraw', asha.token, { ...upiWithdrawal, amount: String(after.money) }, file);
    expect(spent.statusCode).toBe(201);
    const late = await t.form('POST', '/user/withdraw', asha.token, upiWithdrawal, file, headers);
    expect(late.statusCode).toBe(201);
    expect(late.json().data._id).toBe(replies[0].json().data._id);
    expect((await t.balances(asha.id)).money).toBe(0);
    expect((await t.audit()).failures).toEqual([]);
  });

  it('refuses a malformed key before anything is read or written', async () => {
    const before = await t.requestCounts();
    for (const bad of ['', 'a'.repeat(101), 'key with spaces', 'k\u00e9y']) {
      const res = await t.form('POST', '/user/deposit', asha.token, bank, undefined, { 'idempotency-key': bad });
      expect({ bad, status: res.statusCode }).toEqual({ bad, status: 400 });
    }
    expect(await t.requestCounts()).toEqual(before);
  });
});
