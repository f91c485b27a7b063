import sharp from 'sharp';
import { SAMPLE_PDF, sampleJpeg, samplePng } from '../../server/src/shared/uploads/testing/hostile-uploads.js';
import { BANK, startMoneyApp, type MoneyApp, type Player } from './money-harness.js';

/** Deposits (spec sections 2, 5, 7; DESIGN.md section 4): the player's form, the admin's processing, the wallet's credit. */
describe('money: deposits', () => {
  let t: MoneyApp;
  let asha: Player;
  let ravi: Player;
  beforeAll(async () => {
    t = await startMoneyApp();
    asha = await t.player('asha_dep');
    ravi = await t.player('ravi_dep');
    const set = await t.post('/admin/settings/payment-details', { upi_id: 'fairdraw@okhdfc' }, t.admin);
    expect(set.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  const upi = { deposit_option: 'upi', account_holder_name: 'Asha Rao', amount: '500', upi_handle: 'asha@okaxis' };
  const png = async () => ({ bytes: await samplePng(), filename: 'pay.png', contentType: 'image/png' });
  const deposit = async (who: Player, fields: Record<string, string>, withImage = false) => {
    const res = await t.form('POST', '/user/deposit', who.token, fields, withImage ? await png() : undefined);
    expect(res.statusCode).toBe(201);
    return res.json().data._id as string;
  };

  it('answers every message of the Deposit form (spec section 5) in order, as a 400 that writes and stores nothing', async () => {
    const crypto = { deposit_option: 'crypto', account_holder_name: 'Asha', amount: '10' };
    const bank = { deposit_option: 'bank', account_holder_name: 'Asha', amount: '10' };
    const cases: [Record<string, string>, boolean, string][] = [
      [{}, false, 'Select a deposit option: bank, upi or crypto'],
      [{ deposit_option: 'upi', amount: '5' }, true, 'Name is required'],
      [{ ...upi, account_holder_name: '   ' }, true, 'Name is required'],
      [{ ...upi, amount: '' }, true, 'Amount is required'],
      [{ ...upi, amount: '0' }, true, 'Enter a valid amount'],
      [{ ...upi, amount: '0.99' }, true, 'Enter a valid amount'],
      [{ ...upi, amount: '-10' }, true, 'Enter a valid amount'],
      [{ ...upi, amount: '10.555' }, true, 'Enter a valid amount'],
      [{ ...upi, amount: 'ten' }, true, 'Enter a valid amount'],
      [{ ...upi, amount: '100000.01' }, true, 'Amount must not be more than ₹1,00,000.00'],
      [{ ...upi, upi_handle: '' }, true, 'UPI handle is required'],
      [{ ...upi, upi_handle: 'asha' }, true, 'Enter a valid UPI handle (name@bank)'],
      [upi, false, 'Scanner image is required'],
      [{ ...crypto, network: 'TRC20' }, true, 'TNXT number is required'],
      [{ ...crypto, crypto: 'a1b2c3d4e5f6' }, true, 'Select the network: TRC20 or SOLANA'],
      [{ ...crypto, crypto: 'a1b2c3d4e5f6', network: 'TRC20' }, false, 'Scanner image is required'],
      [bank, false, 'Bank name is required'],
      [{ ...bank, bank_name: 'SBI' }, false, 'Account type is required'],
      [{ ...bank, bank_name: 'SBI', type_of_account: 'savings' }, false, 'Account number is required'],
      [{ ...bank, ...BANK, ifsc_code: '' }, false, 'IFSC code is required'],
      [{ ...bank, ...BANK, ifsc_code: 'SBIN000123' }, false, 'Enter a valid IFSC code (4 letters, 0, then 6 letters or digits)'],
      [{ ...bank, ...BANK, account_number: '12-34' }, false, 'Enter a valid account number (9 to 18 digits)'],
      [{ ...upi, payment_reference: 'NOT-OURS' }, true, 'Enter the payment reference as it was given'],
    ];
    for (const [fields, withImage, msg] of cases) {
      const res = await t.form('POST', '/user/deposit', asha.token, fields, withImage ? await png() : undefined);
      expect({ fields, status: res.statusCode, body: res.json() }).toEqual({ fields, status: 400, body: { err: 'Y', msg, code: 'MONEY_REQUEST.INVALID_FIELD' } });
    }
    const pdf = await t.form('POST', '/user/deposit', asha.token, upi, { bytes: SAMPLE_PDF, filename: 'pay.png', contentType: 'image/png' });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toMatchObject({ err: 'Y', msg: 'Only image files are allowed' });
    expect(await t.requestCounts()).toEqual({ events: 0, deposits: 0, withdrawals: 0 });
    expect(t.storedFiles()).toEqual([]);
  });

  it('refuses unknown or repeated fields, a second file, control characters in any field, and a broken body: 400, nothing written', async () => {
    const bodies: [Record<string, string>, string][] = [
      [{ ...upi, role: 'admin' }, "Unknown field 'role'"],
      [{ ...upi, account_holder_name: 'Asha\u0000Rao' }, 'account_holder_name must not contain control characters'],
      [{ ...upi, upi_handle: 'asha@okaxis\u202E' }, 'upi_handle must not contain text-direction control characters'],
      [{ ...upi, amount: '5\n' }, 'amount must not contain control characters'],
    ];
    for (const [fields, msg] of bodies) {
      const res = await t.form('POST', '/user/deposit', asha.token, fields, await png());
      expect({ status: res.statusCode, msg: res.json().msg }).toEqual({ status: 400, msg });
    }
    const twice = new FormData();
    for (const [k, v] of Object.entries(upi)) twice.append(k, v);
    twice.append('amount', '600');
    const repeated = await fetch(`${t.baseUrl}/user/deposit`, { method: 'POST', headers: { authorization: `Bearer ${asha.token}` }, body: twice });
    expect([repeated.status, ((await repeated.json()) as { msg: string }).msg]).toEqual([400, "The field 'amount' is sent twice"]);
    const two = new FormData();
    for (const [k, v] of Object.entries(upi)) two.append(k, v);
    two.append('image', new Blob([new Uint8Array(await samplePng())]), 'a.png');
    two.append('image', new Blob([new Uint8Array(await samplePng())]), 'b.png');
    const twoFiles = await fetch(`${t.baseUrl}/user/deposit`, { method: 'POST', headers: { authorization: `Bearer ${asha.token}` }, body: two });
    expect([twoFiles.status, ((await twoFiles.json()) as { msg: string }).msg]).toEqual([400, 'Attach one file only.']);
    const broken = await fetch(`${t.baseUrl}/user/deposit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${asha.token}`, 'content-type': 'multipart/form-data; boundary=XYZ' },
      body: '--XYZ\r\nContent-Disposition: form-data; name="amount"\r\n\r\n5\r\n--XYZ\r\nContent-Disposition: form-da',
    });
    expect(broken.status).toBe(400);
    expect(await t.requestCounts()).toEqual({ events: 0, deposits: 0, withdrawals: 0 });
    expect(t.storedFiles()).toEqual([]);
  });

  it('takes a UPI deposit paid with the link and QR code: the reference comes back, the screenshot is re-encoded, nothing is credited', async () => {
    const pay = await t.get('/user/deposit/upi-payment?amount=500', asha.token);
    expect(pay.statusCode).toBe(200);
    const { reference, link, qr_data_url: qr } = pay.json().data;
    expect(reference).toMatch(/^FD[A-Z2-9]{8}$/);
    expect(link).toBe(`upi://pay?pa=fairdraw@okhdfc&pn=Fairdraw&am=500.00&cu=INR&tn=${reference}`);
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await t.get('/user/deposit/upi-payment?amount=0', asha.token)).json().msg).toBe('Enter a valid amount');

    const photo = await sampleJpeg();
    const sent = await t.form('POST', '/user/deposit', asha.token, { ...upi, payment_reference: reference }, { bytes: photo, filename: 'IMG_2024.JPG', contentType: 'image/jpeg' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ err: 'N', msg: 'Deposit submitted successfully', data: { _id: expect.any(String), reference } });
    expect(await t.balances(asha.id)).toEqual({ money: 0, referral: 0, held: 0 });

    const history = await t.get('/user/deposits', asha.token);
    expect(history.json().data).toEqual([
      expect.objectContaining({ _id: sent.json().data._id, deposit_option: 'upi', deposite_type: 'upi', amount: 500, status: 'on_hold', reason: null, reference }),
    ]);
    const [file] = t.storedFiles();
    expect(file).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(history.json().data[0].image_path).toBe(`/user/uploads/${file}`);
    const image = await fetch(t.baseUrl + history.json().data[0].image_path, { headers: { authorization: `Bearer ${asha.token}` } });
    const stored = Buffer.from(await image.arrayBuffer());
    expect(stored.includes(Buffer.from('SecretCam'))).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 240 });

    const [event] = await t.sql(`SELECT type, data, metadata FROM events WHERE stream_id = $1`, [`deposit-request-${sent.json().data._id}`]);
    expect(event).toMatchObject({ type: 'DepositRequested', data: { userId: asha.id, amountPaise: 50_000, reference }, metadata: { actor: `user:${asha.id}` } });

    const again = await t.form('POST', '/user/deposit', ravi.token, { ...upi, payment_reference: reference }, await png());
    expect([again.statusCode, again.json().code]).toEqual([409, 'MONEY_REQUEST.REFERENCE_TAKEN']);
    expect(t.storedFiles()).toHaveLength(1);
  });

  it('serves a screenshot to its owner and to admins and auditors, as a 404 to another player', async () => {
    const [row] = (await t.get('/admin/deposits', t.admin)).json().data;
    const name = row.image_path.split('/').pop();
    const get = (path: string, token?: string) => fetch(t.baseUrl + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const own = await get(`/user/uploads/${name}`, asha.token);
    expect(own.status).toBe(200);
    expect(Object.fromEntries(['content-type', 'x-content-type-options', 'content-disposition'].map((h) => [h, own.headers.get(h)]))).toEqual({
      'content-type': 'image/jpeg',
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="${name}"`,
    });
    expect((await get(`/admin/uploads/${name}`, t.admin)).status).toBe(200);
    expect((await get(`/admin/uploads/${name}`, t.auditor)).status).toBe(200);
    expect((await get(`/user/uploads/${name}`, ravi.token)).status).toBe(404);
    expect((await get(`/admin/uploads/${name}`, ravi.token)).status).toBe(403);
    expect((await get(`/user/uploads/${name}`)).status).toBe(401);
    for (const bad of ['0'.repeat(32) + '.jpg', '..%2F..%2Fjwt.secret', 'jwt.secret', `${name}.part`]) {
      expect({ bad, status: (await get(`/admin/uploads/${bad}`, t.admin)).status }).toEqual({ bad, status: 404 });
    }
  });

  it('lists requests for admins, newest first, with paging, the option filter and the player', async () => {
    t.clock.advance(60_000);
    const bankId = await deposit(ravi, { deposit_option: 'bank', account_holder_name: 'Ravi K', amount: '1000', ...BANK });
    t.clock.advance(60_000);
    const cryptoId = await deposit(ravi, { deposit_option: 'crypto', account_holder_name: 'Ravi K', amount: '2500.50', crypto: 'ab12cd34ef56', network: 'SOLANA' }, true);
    const first = await t.get('/admin/deposits?page=1&limit=2', t.admin);
    expect(first.statusCode).toBe(200);
    expect(first.json().pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(first.json().data.map((r: { _id: string }) => r._id)).toEqual([cryptoId, bankId]);
    expect(first.json().data[0]).toMatchObject({
      deposit_option: 'crypto',
      amount: 2500.5,
      status: 'on_hold',
      crypto: 'ab12cd34ef56',
      network: 'SOLANA',
      account_holder_name: 'Ravi K',
      version: 1,
      user: { _id: ravi.id, username: 'ravi_dep', email: 'ravi_dep@example.com' },
      image_path: expect.stringMatching(/^\/admin\/uploads\/[0-9a-f]{32}\.png$/),
    });
    expect(first.json().data[1]).toMatchObject({ ...BANK, deposit_option: 'bank', image_path: null });
    const bank = await t.get('/admin/deposits?deposit_option=BANK', t.admin);
    expect(bank.json().data.map((r: { _id: string }) => r._id)).toEqual([bankId]);
    expect((await t.get('/admin/deposits?deposit_option=all', t.auditor)).json().pagination.total).toBe(3);
    expect((await t.get('/admin/deposits?page=9', t.admin)).json()).toMatchObject({ msg: 'No deposit requests', data: [] });
    const bad = await t.get('/admin/deposits?deposit_option=cash', t.admin);
    expect([bad.statusCode, bad.json().msg]).toEqual([400, 'deposit_option must be bank, upi or crypto']);
    expect((await t.get('/admin/deposits?limit=500', t.admin)).statusCode).toBe(400);
    expect((await t.get('/admin/deposits', ravi.token)).statusCode).toBe(403);
    // A player sees only their own.
    expect((await t.get('/user/deposits', ravi.token)).json().data.map((r: { _id: string }) => r._id)).toEqual([cryptoId, bankId]);
  });

  it('moves through every status; done credits the amount of that moment once, with the admin in the event, and is final', async () => {
    const id = await deposit(ravi, { deposit_option: 'bank', account_holder_name: 'Ravi K', amount: '1000', ...BANK });
    const put = (body: object, token = t.admin) => t.put(`/admin/deposits/${id}`, body, token);
    const progress = await put({ amount: 1000, status: 'in_progress' });
    expect(progress.statusCode).toBe(200);
    expect(progress.json()).toMatchObject({ err: 'N', msg: 'Deposit request updated', data: { status: 'in_progress', version: 2 } });
    const rejected = await put({ status: 'rejected', reason: 'No payment with this account number' });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', reason: 'No payment with this account number' });
    const mine = async () => (await t.get('/user/deposits', ravi.token)).json().data.find((r: { _id: string }) => r._id === id);
    expect(await mine()).toMatchObject({ status: 'rejected', reason: 'No payment with this account number' });
    expect((await put({ status: 'on_hold' })).json().data).toMatchObject({ status: 'on_hold', reason: null });
    expect(await t.balances(ravi.id)).toMatchObject({ money: 0 });

    const done = await put({ amount: '999.5', status: 'done' });
    expect(done.json().data).toMatchObject({ status: 'done', amount: 999.5, version: 5 });
    expect(await t.balances(ravi.id)).toEqual({ money: 999.5, referral: 0, held: 0 });
    const repeat = await put({ amount: 999.5, status: 'done' });
    expect(repeat.json()).toMatchObject({ err: 'N', msg: 'Nothing changed: the request is already so', data: { version: 5 } });
    for (const change of [{ status: 'rejected' }, { status: 'on_hold' }, { amount: 1000, status: 'done' }, { amount: 5 }]) {
      const final = await put(change);
      expect({ change, status: final.statusCode, body: final.json() }).toEqual({
        change,
        status: 409,
        body: { err: 'Y', msg: 'This request is done and can no longer be changed.', code: 'MONEY_REQUEST.FINAL' },
      });
    }
    expect(await t.balances(ravi.id)).toEqual({ money: 999.5, referral: 0, held: 0 });
    const credits = await t.sql(`SELECT data FROM events WHERE stream_id = $1 AND type = 'DepositCredited'`, [`wallet-${ravi.id}`]);
    expect(credits.map((c) => c.data)).toEqual([{ requestId: id, amountPaise: 99_950 }]);
    const [adminRow] = await t.sql(`SELECT id FROM admins WHERE username = 'chief'`);
    const updates = await t.sql(`SELECT data, metadata FROM events WHERE stream_id = $1 AND type = 'DepositUpdated' ORDER BY stream_version`, [`deposit-request-${id}`]);
    expect(updates.map((u) => [u.data.status, u.data.adminId, u.metadata.actor])).toEqual(
      ['in_progress', 'rejected', 'on_hold', 'done'].map((s) => [s, adminRow.id, `admin:${adminRow.id}`]),
    );
  });

  it('refuses a change from a stale version, by auditors, of unknown requests, and bad bodies', async () => {
    const id = await deposit(asha, { deposit_option: 'bank', account_holder_name: 'Asha', amount: '10', ...BANK });
    expect((await t.put(`/admin/deposits/${id}`, { status: 'in_progress', version: 1 }, t.admin)).statusCode).toBe(200);
    const stale = await t.put(`/admin/deposits/${id}`, { status: 'done', version: 1 }, t.admin);
    expect([stale.statusCode, stale.json().msg]).toEqual([409, 'Someone else changed this request meanwhile. Reload it and try again.']);
    const ifMatch = await t.request('PUT', `/admin/deposits/${id}`, { payload: { status: 'rejected' }, token: t.admin, headers: { 'if-match': '"1"' } });
    expect(ifMatch.statusCode).toBe(409);
    expect((await t.put(`/admin/deposits/${id}`, { status: 'done' }, t.auditor)).statusCode).toBe(403);
    expect((await t.put(`/admin/deposits/${id}`, { status: 'done' }, asha.token)).statusCode).toBe(403);
    for (const missing of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' OR '1'='1"]) {
      const res = await t.put(`/admin/deposits/${encodeURIComponent(missing)}`, { status: 'done' }, t.admin);
      expect({ missing, status: res.statusCode, msg: res.json().msg }).toEqual({ missing, status: 404, msg: 'Deposit request not found.' });
    }
    const bodies: [object, string][] = [
      [{ status: 'approved' }, 'Select a valid status: on_hold, in_progress, done or rejected'],
      [{ amount: -1 }, 'Enter a valid amount'],
      [{ amount: 0.1 + 0.2 }, 'Enter a valid amount'],
      [{ amount: 1e21 }, 'Enter a valid amount'],
      [{ amount: { $gt: 0 } }, 'amount must be text'],
      [{}, 'Send a status or an amount to change.'],
      [{ status: 'done', admin: true }, "Unknown field 'admin'"],
      [{ status: 'rejected', reason: 'x'.repeat(301) }, 'The reason must be at most 300 characters'],
      [{ status: 'rejected', reason: 'bad\u0007' }, 'reason must not contain control characters'],
    ];
    for (const [body, msg] of bodies) {
      const res = await t.put(`/admin/deposits/${id}`, body, t.admin);
      expect({ body, status: res.statusCode, msg: res.json().msg }).toEqual({ body, status: 400, msg });
    }
    expect((await t.get('/admin/deposits', t.admin)).json().data.find((r: { _id: string }) => r._id === id)).toMatchObject({ status: 'in_progress', version: 2 });
  });

  it('pays the referrer once, for the first done deposit of a referred player, at the referral amount of that moment', async () => {
    const referrer = await t.player('ref_maker');
    const first = await t.player('ref_first', { referralCode: referrer.referralCode });
    const second = await t.player('ref_second', { referralCode: referrer.referralCode });
    const setAmount = (amount: number) => t.post('/admin/settings/referral-code-amount', { amount }, t.admin);
    expect((await setAmount(50)).statusCode).toBe(200);
    const bankDeposit = (who: Player, amount: string) => deposit(who, { deposit_option: 'bank', account_holder_name: who.username, amount, ...BANK });

    // A rejected deposit earns nothing; the first done one does.
    const rejected = await bankDeposit(first, '100');
    await t.put(`/admin/deposits/${rejected}`, { status: 'rejected' }, t.admin);
    expect(await t.balances(referrer.id)).toEqual({ money: 0, referral: 0, held: 0 });
    const a = await bankDeposit(first, '200');
    const b = await bankDeposit(first, '300');
    await t.put(`/admin/deposits/${a}`, { status: 'done' }, t.admin);
    expect(await t.balances(referrer.id)).toEqual({ money: 0, referral: 50, held: 0 });
    expect(await t.balances(first.id)).toEqual({ money: 200, referral: 0, held: 0 });
    // Another done deposit of the same player, at another setting: no second bonus.
    expect((await setAmount(75)).statusCode).toBe(200);
    await t.put(`/admin/deposits/${b}`, { status: 'done' }, t.admin);
    expect(await t.balances(referrer.id)).toEqual({ money: 0, referral: 50, held: 0 });
    // Another referred player earns the setting of their moment.
    await t.put(`/admin/deposits/${await bankDeposit(second, '10')}`, { status: 'done' }, t.admin);
    expect(await t.balances(referrer.id)).toEqual({ money: 0, referral: 125, held: 0 });
    const bonuses = await t.sql(`SELECT data FROM events WHERE stream_id = $1 AND type = 'ReferralCredited' ORDER BY stream_version`, [`wallet-${referrer.id}`]);
    expect(bonuses.map((e) => e.data)).toEqual([
      { referredUserId: first.id, amountPaise: 5_000 },
      { referredUserId: second.id, amountPaise: 7_500 },
    ]);
    // A player nobody referred earns nobody anything.
    await t.put(`/admin/deposits/${await bankDeposit(referrer, '10')}`, { status: 'done' }, t.admin);
    expect(await t.balances(referrer.id)).toEqual({ money: 10, referral: 125, held: 0 });
  });

  it('takes a bank deposit from a form whose file input was left empty (no name, no bytes), storing no file', async () => {
    const files = t.storedFiles().length;
    const body = new FormData();
    for (const [k, v] of Object.entries({ deposit_option: 'bank', account_holder_name: 'Ravi K', amount: '15', ...BANK })) body.append(k, v);
    body.append('image', new Blob([], { type: 'application/octet-stream' }), '');
    const res = await fetch(`${t.baseUrl}/user/deposit`, { method: 'POST', headers: { authorization: `Bearer ${ravi.token}` }, body });
    expect(res.status).toBe(201);
    const id = ((await res.json()) as { data: { _id: string } }).data._id;
    expect((await t.get('/user/deposits', ravi.token)).json().data.find((r: { _id: string }) => r._id === id)).toMatchObject({ amount: 15, image_path: null });
    expect(t.storedFiles()).toHaveLength(files);
    // Still required where the option needs it.
    const upiBody = new FormData();
    for (const [k, v] of Object.entries(upi)) upiBody.append(k, v);
    upiBody.append('image', new Blob([]), '');
    const upiRes = await fetch(`${t.baseUrl}/user/deposit`, { method: 'POST', headers: { authorization: `Bearer ${ravi.token}` }, body: upiBody });
    expect([upiRes.status, ((await upiRes.json()) as { msg: string }).msg]).toEqual([400, 'Scanner image is required']);
  });

  it('counts done deposits in the admin stats, in rupees', async () => {
    const stats = await t.get('/admin/stats', t.admin);
    const [done] = await t.sql(`SELECT coalesce(sum(amount), 0)::bigint AS paise FROM deposit_requests WHERE status = 'done'`);
    const [players] = await t.sql('SELECT count(*)::int AS n FROM players');
    expect(stats.json()).toEqual({ err: 'N', msg: 'Stats fetched successfully', data: { totalUsers: players.n, totalWithdraw: 0, totalDeposit: Number(done.paise) / 100 } });
    expect(stats.json().data.totalDeposit).toBe(999.5 + 200 + 300 + 10 + 10);
    expect((await t.get('/admin/stats', t.auditor)).statusCode).toBe(200);
    expect((await t.get('/admin/stats', asha.token)).statusCode).toBe(403);
  });

  it('leaves a history that the audit passes', async () => {
    const report = await t.audit();
    expect(report.failures).toEqual([]);
    expect(report.ok).toBe(true);
  });
});
