import { SAMPLE_PDF, samplePng } from '../../server/src/shared/uploads/testing/hostile-uploads.js';
import { BANK, startMoneyApp, type MoneyApp, type Player } from './money-harness.js';

/** Withdrawals (spec sections 2, 5, 7; DESIGN.md section 4): held at request time, captured, released, held again. */
describe('money: withdrawals', () => {
  let t: MoneyApp;
  let asha: Player;
  let ravi: Player;
  beforeAll(async () => {
    t = await startMoneyApp();
    asha = await t.player('asha_wd');
    ravi = await t.player('ravi_wd');
    await t.fund(asha, 1000);
  });
  afterAll(async () => {
    await t.close();
  });

  const upi = { withdraw_option: 'upi', account_holder_name: 'Asha Rao', amount: '300', upi_handle: 'asha@okaxis' };
  const scanner = async () => ({ bytes: await samplePng(), filename: 'qr.png', contentType: 'image/png' });
  const withdraw = async (who: Player, fields: Record<string, string>) => {
    const res = await t.form('POST', '/user/withdraw', who.token, fields, fields.withdraw_option === 'bank' ? undefined : await scanner());
    expect(res.statusCode).toBe(201);
    return res.json().data._id as string;
  };
  const holdEvents = async (userId: string, holdId: string) =>
    (await t.sql(`SELECT type, data FROM events WHERE stream_id = $1 AND data->>'holdId' = $2 ORDER BY stream_version`, [`wallet-${userId}`, holdId])).map(
      (e) => [e.type, e.data.revision, e.data.amountPaise / 100],
    );

  it('answers every message of the Withdraw form (spec section 5) in order, as a 400 that holds, writes and stores nothing', async () => {
    const before = await t.requestCounts();
    const files = t.storedFiles().length;
    const crypto = { withdraw_option: 'crypto', account_holder_name: 'Asha', amount: '10' };
    const bank = { withdraw_option: 'bank', account_holder_name: 'Asha', amount: '10' };
    const cases: [Record<string, string>, boolean, string][] = [
      [{}, false, 'Select a withdrawal option: bank, upi or crypto'],
      [{ ...upi, account_holder_name: '' }, true, 'Name is required'],
      [{ ...upi, amount: '' }, true, 'Amount is required and must be greater than 0'],
      [{ ...upi, amount: '0' }, true, 'Amount is required and must be greater than 0'],
      [{ ...upi, amount: '-20' }, true, 'Amount is required and must be greater than 0'],
      [{ ...upi, amount: '1e2' }, true, 'Amount is required and must be greater than 0'],
      [{ ...upi, amount: '10.005' }, true, 'Enter the amount in rupees with at most 2 decimals'],
      [{ ...upi, amount: '100001' }, true, 'Amount must not be more than ₹1,00,000.00'],
      [bank, false, 'Bank name is required'],
      [{ ...bank, bank_name: 'SBI' }, false, 'Account type is required'],
      [{ ...bank, bank_name: 'SBI', type_of_account: 'current' }, false, 'Account number is required'],
      [{ ...bank, ...BANK, ifsc_code: '' }, false, 'IFSC code is required'],
      [{ ...bank, ...BANK, ifsc_code: 'SBIN0ABC12!' }, false, 'Enter a valid IFSC code (4 letters, 0, then 6 letters or digits)'],
      [{ ...upi, upi_handle: '' }, true, 'UPI ID is required'],
      [{ ...upi, upi_handle: '@okaxis' }, true, 'Enter a valid UPI ID (name@bank)'],
      [upi, false, 'Scanner file is required'],
      [{ ...crypto, crypto_address: 'TJYeasTPa6gpEEfYqPdEEkwe6EyR5fRaNB' }, true, 'Select the network: TRC20 or SOLANA'],
      [{ ...crypto, crypto: 'TRC20' }, true, 'Wallet address is required'],
      [{ ...crypto, crypto: 'TRC20', crypto_address: '0x52908400098527886E0F7030069857D2E4169EE7' }, true, 'Enter a valid TRC20 address'],
      [{ ...crypto, crypto: 'SOLANA', crypto_address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' }, false, 'Scanner file is required'],
    ];
    for (const [fields, withFile, msg] of cases) {
      const res = await t.form('POST', '/user/withdraw', asha.token, fields, withFile ? await scanner() : undefined);
      expect({ fields, status: res.statusCode, body: res.json() }).toEqual({ fields, status: 400, body: { err: 'Y', msg, code: 'MONEY_REQUEST.INVALID_FIELD' } });
    }
    const svg = await t.form('POST', '/user/withdraw', asha.token, upi, { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), filename: 'qr.png', contentType: 'image/png' });
    expect([svg.statusCode, svg.json().msg]).toEqual([400, 'Only image or PDF files are allowed']);
    expect(await t.requestCounts()).toEqual(before);
    expect(t.storedFiles()).toHaveLength(files);
    expect(await t.balances(asha.id)).toEqual({ money: 1000, referral: 0, held: 0 });
  });

  it('holds the amount at request time, takes a PDF scanner, and shows the request in the history', async () => {
    const sent = await t.form('POST', '/user/withdraw', asha.token, upi, { bytes: SAMPLE_PDF, filename: 'qr.pdf', contentType: 'application/pdf' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ err: 'N', msg: 'Withdrawal request submitted successfully!', data: { _id: expect.any(String) } });
    const id = sent.json().data._id;
    expect(await t.balances(asha.id)).toEqual({ money: 700, referral: 0, held: 300 });
    expect(await holdEvents(asha.id, id)).toEqual([['FundsHeld', 1, 300]]);
    const history = (await t.get('/user/withdraws', asha.token)).json();
    expect(history).toEqual({
      err: 'N',
      msg: 'Withdrawals fetched successfully',
      data: [
        {
          _id: id,
          withdraw_option: 'upi',
          amount: 300,
          status: 'on_hold',
          reason: null,
          image_path: expect.stringMatching(/^\/user\/uploads\/[0-9a-f]{32}\.pdf$/),
          proof_path: null,
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
      ],
    });
    const pdf = await fetch(t.baseUrl + history.data[0].image_path, { headers: { authorization: `Bearer ${asha.token}` } });
    expect([pdf.status, pdf.headers.get('content-type'), pdf.headers.get('content-disposition')?.split(';')[0]]).toEqual([200, 'application/pdf', 'attachment']);
    expect(Buffer.from(await pdf.arrayBuffer())).toEqual(SAMPLE_PDF);
    expect((await t.get('/user/withdraws', ravi.token)).json()).toEqual({ err: 'N', msg: 'No withdrawal history found', data: [] });
  });

  it('refuses more than the available money balance with a 409 that changes nothing; the referral balance is never withdrawable', async () => {
    const before = await t.requestCounts();
    const files = t.storedFiles().length;
    const over = await t.form('POST', '/user/withdraw', asha.token, { ...upi, amount: '700.01' }, await scanner());
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ err: 'Y', msg: 'Insufficient balance: ₹700.01 is needed and ₹700.00 is available.', code: 'WALLET.INSUFFICIENT_FUNDS' });
    // Referral money only: a referrer with a bonus and no money.
    const referrer = await t.player('wd_referrer');
    const referred = await t.player('wd_referred', { referralCode: referrer.referralCode });
    expect((await t.post('/admin/settings/referral-code-amount', { amount: 40 }, t.admin)).statusCode).toBe(200);
    await t.fund(referred, 5);
    expect(await t.balances(referrer.id)).toEqual({ money: 0, referral: 40, held: 0 });
    const afterSetup = await t.requestCounts();
    const referral = await t.form('POST', '/user/withdraw', referrer.token, { ...upi, amount: '10' }, await scanner());
    expect([referral.statusCode, referral.json().msg]).toEqual([409, 'Insufficient balance: ₹10.00 is needed and ₹0.00 is available.']);
    expect(afterSetup.withdrawals).toBe(before.withdrawals);
    expect(await t.requestCounts()).toEqual(afterSetup);
    expect(t.storedFiles()).toHaveLength(files);
    expect(await t.balances(asha.id)).toEqual({ money: 700, referral: 0, held: 300 });
    expect(await t.balances(referrer.id)).toEqual({ money: 0, referral: 40, held: 0 });
  });

  it('follows the hold through every transition: an amount change adjusts it, rejected releases it, reopening holds again, done captures it and is final', async () => {
    const id = await withdraw(asha, { withdraw_option: 'bank', account_holder_name: 'Asha Rao', amount: '200', ...BANK });
    const put = (body: object) => t.put(`/admin/withdraws/${id}`, body, t.admin);
    expect(await t.balances(asha.id)).toEqual({ money: 500, referral: 0, held: 500 });
    expect((await put({ amount: 250, status: 'on_hold' })).json().data).toMatchObject({ amount: 250, status: 'on_hold', version: 2 });
    expect(await t.balances(asha.id)).toEqual({ money: 450, referral: 0, held: 550 });
    await put({ amount: 150 });
    expect(await t.balances(asha.id)).toEqual({ money: 550, referral: 0, held: 450 });
    const rejected = await put({ amount: 150, status: 'rejected', reason: 'The account number does not match the name' });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', reason: 'The account number does not match the name' });
    expect(await t.balances(asha.id)).toEqual({ money: 700, referral: 0, held: 300 });
    const mine = (await t.get('/user/withdraws', asha.token)).json().data.find((r: { _id: string }) => r._id === id);
    expect(mine).toMatchObject({ status: 'rejected', reason: 'The account number does not match the name' });
    expect((await put({ status: 'on_hold' })).json().data).toMatchObject({ status: 'on_hold', reason: null });
    expect(await t.balances(asha.id)).toEqual({ money: 550, referral: 0, held: 450 });
    await put({ status: 'in_progress' });
    expect(await t.balances(asha.id)).toEqual({ money: 550, referral: 0, held: 450 });
    const done = await put({ amount: 100, status: 'done' });
    expect(done.json().data).toMatchObject({ status: 'done', amount: 100, version: 8 });
    expect(await t.balances(asha.id)).toEqual({ money: 600, referral: 0, held: 300 });
    for (const change of [{ status: 'rejected' }, { status: 'in_progress' }, { amount: 50 }, { status: 'done', amount: 90 }]) {
      const final = await put(change);
      expect({ change, status: final.statusCode, msg: final.json().msg }).toEqual({ change, status: 409, msg: 'This request is done and can no longer be changed.' });
    }
    expect((await put({ status: 'done', amount: 100 })).json().msg).toBe('Nothing changed: the request is already so');
    expect(await t.balances(asha.id)).toEqual({ money: 600, referral: 0, held: 300 });
    expect(await holdEvents(asha.id, id)).toEqual([
      ['FundsHeld', 1, 200],
      ['HoldReleased', 2, 200],
      ['FundsHeld', 2, 250],
      ['HoldReleased', 3, 250],
      ['FundsHeld', 3, 150],
      ['HoldReleased', 4, 150],
      ['FundsHeld', 5, 150],
      ['HoldReleased', 7, 150],
      ['FundsHeld', 7, 100],
      ['HoldCaptured', 8, 100],
    ]);
    expect((await t.get('/admin/stats', t.admin)).json().data.totalWithdraw).toBe(100);
  });

  it('a reopening or a raise the money no longer covers is a 409 that leaves the request as it was', async () => {
    await t.fund(ravi, 100);
    const first = await withdraw(ravi, { ...upi, account_holder_name: 'Ravi', amount: '100' });
    await t.put(`/admin/withdraws/${first}`, { status: 'rejected', reason: 'Scanner unreadable' }, t.admin);
    const second = await withdraw(ravi, { ...upi, account_holder_name: 'Ravi', amount: '60' });
    expect(await t.balances(ravi.id)).toEqual({ money: 40, referral: 0, held: 60 });
    for (const change of [{ status: 'on_hold' }, { status: 'done' }, { status: 'in_progress', amount: 40.01 }]) {
      const reopen = await t.put(`/admin/withdraws/${first}`, change, t.admin);
      expect({ change, status: reopen.statusCode, code: reopen.json().code }).toEqual({ change, status: 409, code: 'WALLET.INSUFFICIENT_FUNDS' });
    }
    const raise = await t.put(`/admin/withdraws/${second}`, { amount: 100.01 }, t.admin);
    expect([raise.statusCode, raise.json().msg]).toEqual([409, 'Insufficient balance: ₹40.01 is needed and ₹40.00 is available.']);
    const rows = (await t.get('/admin/withdraws', t.admin)).json().data;
    expect(rows.find((r: { _id: string }) => r._id === first)).toMatchObject({ status: 'rejected', reason: 'Scanner unreadable', amount: 100, version: 2 });
    expect(rows.find((r: { _id: string }) => r._id === second)).toMatchObject({ status: 'on_hold', amount: 60, version: 1 });
    expect(await t.balances(ravi.id)).toEqual({ money: 40, referral: 0, held: 60 });
    // With the money back, a rejected request can go straight to done: held again, then paid.
    await t.put(`/admin/withdraws/${second}`, { status: 'rejected' }, t.admin);
    const done = await t.put(`/admin/withdraws/${first}`, { status: 'done' }, t.admin);
    expect(done.json().data).toMatchObject({ status: 'done', amount: 100, version: 4 });
    expect(await t.balances(ravi.id)).toEqual({ money: 0, referral: 0, held: 0 });
    expect(await holdEvents(ravi.id, first)).toEqual([
      ['FundsHeld', 1, 100],
      ['HoldReleased', 2, 100],
      ['FundsHeld', 3, 100],
      ['HoldCaptured', 4, 100],
    ]);
  });

  it('takes a proof of payment (image or PDF) with a change, readable by the player, never by another; a hostile one changes nothing', async () => {
    const id = await withdraw(asha, { withdraw_option: 'crypto', account_holder_name: 'Asha', amount: '50', crypto: 'trc20', crypto_address: 'TJYeasTPa6gpEEfYqPdEEkwe6EyR5fRaNB' });
    const row = (await t.get('/admin/withdraws?withdraw_option=crypto', t.admin)).json().data[0];
    expect(row).toMatchObject({ _id: id, withdraw_option: 'crypto', crypto: 'TRC20', network: 'TRC20', crypto_address: 'TJYeasTPa6gpEEfYqPdEEkwe6EyR5fRaNB', proof_path: null });
    const files = t.storedFiles().length;
    const hostile = await t.form('PUT', `/admin/withdraws/${id}`, t.admin, { amount: '50', status: 'done' }, { bytes: Buffer.from('<html><script>alert(1)</script></html>'), filename: 'proof.pdf', contentType: 'application/pdf' });
    expect([hostile.statusCode, hostile.json().msg]).toEqual([400, 'Only image or PDF files are allowed']);
    expect(t.storedFiles()).toHaveLength(files);
    expect((await t.get('/admin/withdraws?withdraw_option=crypto', t.admin)).json().data[0]).toMatchObject({ status: 'on_hold', version: 1 });

    const paid = await t.form('PUT', `/admin/withdraws/${id}`, t.admin, { amount: '50', status: 'done', version: '1' }, { bytes: await samplePng(), filename: 'proof.png', contentType: 'image/png' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'done', proof_path: expect.stringMatching(/^\/admin\/uploads\/[0-9a-f]{32}\.png$/), proof_type: 'image/png' });
    const mine = (await t.get('/user/withdraws', asha.token)).json().data.find((r: { _id: string }) => r._id === id);
    expect(mine.proof_path).toMatch(/^\/user\/uploads\/[0-9a-f]{32}\.png$/);
    const get = (path: string, token: string) => fetch(t.baseUrl + path, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);
    expect(await get(mine.proof_path, asha.token)).toBe(200);
    expect(await get(mine.proof_path, ravi.token)).toBe(404);
    expect(await get(paid.json().data.proof_path, t.auditor)).toBe(200);
  });

  it('leaves a history that the audit passes', async () => {
    const report = await t.audit();
    expect(report.failures).toEqual([]);
  });
});
