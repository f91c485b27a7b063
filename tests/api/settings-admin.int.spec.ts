import { BANK, SOLANA, startSettingsApp, TRON, type SettingsApp } from './settings-harness.js';

/** The Settings page's routes (spec section 7) with the spec's shapes and messages (section 5). */
describe('settings: admin routes', () => {
  let s: SettingsApp;
  beforeAll(async () => {
    s = await startSettingsApp();
  });
  afterAll(async () => {
    await s.t.close();
  });
  const post = (path: string, body: object, token = s.admin, headers: Record<string, string> = {}) =>
    s.t.request('POST', `/admin/settings/${path}`, { payload: body, token, headers });
  const get = (path: string, token = s.admin) => s.t.get(`/admin/settings/${path}`, token);

  it('answers the defaults before any change: no news, no referral bonus, the draw table prices, no payment details, every result by the RNG', async () => {
    expect((await get('latest-news')).json()).toEqual({ err: 'N', msg: 'Latest news fetched successfully', data: { url: null } });
    expect((await get('referral-code-amount')).json()).toEqual({ err: 'N', msg: 'Referral amount fetched successfully', data: { amount: 0 } });
    const prices = await Promise.all(['3h', '6h', '12h', '24h', 'weekly'].map(async (p) => (await get(`ticket-amount/${p}`)).json().data));
    expect(prices).toEqual([
      { period: '3h', amount: 100 },
      { period: '6h', amount: 200 },
      { period: '12h', amount: 300 },
      { period: '24h', amount: 400 },
      { period: 'weekly', amount: 500 },
    ]);
    expect((await get('payment-details')).json().data).toEqual({ bank: null, upi_id: null, crypto: { TRC20: null, SOLANA: null } });
    expect((await s.t.get('/admin/settings', s.admin)).json()).toEqual({
      err: 'N',
      msg: 'Settings fetched successfully',
      data: {
        latest_news: null,
        referral_code_amount: 0,
        ticket_amounts: { '3h': 100, '6h': 200, '12h': 300, '24h': 400, weekly: 500 },
        payment_details: { bank: null, upi_id: null, crypto: { TRC20: null, SOLANA: null } },
        result_source: { '3h': 'rng', '6h': 'rng', '12h': 'rng', '24h': 'rng', weekly: 'rng' },
      },
    });
    expect(await s.settingsEvents()).toEqual([]);
  });

  it('sets the latest news and answers it', async () => {
    const res = await post('latest-news', { url: '  https://news.fairdraw.example/giant  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ err: 'N', msg: 'Latest news updated successfully', data: { url: 'https://news.fairdraw.example/giant' } });
    expect((await get('latest-news')).json().data).toEqual({ url: 'https://news.fairdraw.example/giant' });
    expect((await s.t.get('/user/news', s.player)).json()).toEqual({ err: 'N', msg: 'Latest news fetched successfully', data: 'https://news.fairdraw.example/giant' });
  });

  it('sets the referral amount in rupees, stored as exact paise', async () => {
    const res = await post('referral-code-amount', { amount: 50.29 });
    expect(res.json()).toEqual({ err: 'N', msg: 'Referral amount updated successfully', data: { amount: 50.29 } });
    expect((await s.settingsEvents()).at(-1)).toMatchObject({ type: 'ReferralAmountChanged', data: { amountPaise: 5029 } });
    // A form's text amount, and 0 (no bonus), are amounts too.
    expect((await post('referral-code-amount', { amount: '75.5' })).json().data).toEqual({ amount: 75.5 });
    expect((await post('referral-code-amount', { amount: 0 })).json().data).toEqual({ amount: 0 });
    expect((await post('referral-code-amount', { amount: 10_000 })).json().data).toEqual({ amount: 10_000 });
    expect((await get('referral-code-amount')).json().data).toEqual({ amount: 10_000 });
  });

  it('sets a ticket amount per period and leaves the others', async () => {
    const res = await post('ticket-amount/weekly', { amount: 1 });
    expect(res.json()).toEqual({ err: 'N', msg: 'Ticket amount updated successfully', data: { period: 'weekly', amount: 1 } });
    expect((await post('ticket-amount/3h', { amount: 149.99 })).json().data).toEqual({ period: '3h', amount: 149.99 });
    expect((await s.settingsEvents()).at(-1)).toMatchObject({ type: 'TicketPriceChanged', data: { period: '3h', pricePaise: 14_999 } });
    expect((await s.t.get('/admin/settings', s.admin)).json().data.ticket_amounts).toEqual({ '3h': 149.99, '6h': 200, '12h': 300, '24h': 400, weekly: 1 });
  });

  describe('refuses bad input with a clear 400 and stores nothing', () => {
    const cases: Array<[string, string, unknown, string]> = [
      ['latest-news', 'no url', {}, 'Please enter a valid URL'],
      ['latest-news', 'ftp', { url: 'ftp://files.example/x' }, 'Please enter a valid URL'],
      ['latest-news', 'javascript', { url: 'javascript:alert(1)' }, 'Please enter a valid URL'],
      ['latest-news', 'no scheme', { url: 'news.example.com' }, 'Please enter a valid URL'],
      ['latest-news', 'no host', { url: 'https://' }, 'Please enter a valid URL'],
      ['latest-news', 'a space inside', { url: 'https://news.example.com/a b' }, 'Please enter a valid URL'],
      ['latest-news', 'a number', { url: 42 }, 'Please enter a valid URL'],
      ['latest-news', 'too long', { url: `https://a.example/${'x'.repeat(2100)}` }, 'The URL may be at most 2048 characters'],
      ['latest-news', 'a NUL', { url: 'https://a.example/\u0000' }, 'url must not contain control characters'],
      ['latest-news', 'a line break', { url: 'https://a.example/\nx' }, 'url must not contain control characters'],
      ['latest-news', 'a direction override', { url: 'https://a.example/\u202Egnp.exe' }, 'url must not contain text-direction control characters'],
      ['latest-news', 'an unknown field', { url: 'https://a.example', html: '<b>' }, "Unknown field 'html'"],
      ['referral-code-amount', 'no amount', {}, 'Enter a valid amount'],
      ['referral-code-amount', 'negative', { amount: -1 }, 'Enter a valid amount'],
      ['referral-code-amount', 'three decimals', { amount: 10.001 }, 'Enter a valid amount'],
      ['referral-code-amount', 'text', { amount: 'ten' }, 'Enter a valid amount'],
      ['referral-code-amount', 'an exponent', { amount: '1e3' }, 'Enter a valid amount'],
      ['referral-code-amount', 'null', { amount: null }, 'Enter a valid amount'],
      ['referral-code-amount', 'a boolean', { amount: true }, 'Enter a valid amount'],
      ['referral-code-amount', 'an array', { amount: [5] }, 'Enter a valid amount'],
      ['referral-code-amount', 'huge', { amount: 1e308 }, 'Enter a valid amount'],
      ['referral-code-amount', 'over the cap', { amount: 10_000.01 }, 'The referral amount may be at most ₹10,000.00'],
      ['ticket-amount/3h', 'zero', { amount: 0 }, 'A ticket must cost at least ₹1.00'],
      ['ticket-amount/6h', 'under a rupee', { amount: 0.99 }, 'A ticket must cost at least ₹1.00'],
      ['ticket-amount/weekly', 'over the cap', { amount: 10_000.01 }, 'A ticket may cost at most ₹10,000.00'],
      ['ticket-amount/12h', 'negative', { amount: -100 }, 'Enter a valid amount'],
      ['ticket-amount/24h', 'a step below 0.01', { amount: 100.005 }, 'Enter a valid amount'],
      ['ticket-amount/2h', 'an unknown period', { amount: 100 }, 'The period must be one of 3h, 6h, 12h, 24h, weekly'],
      ['ticket-amount/3H', 'a period in capitals', { amount: 100 }, 'The period must be one of 3h, 6h, 12h, 24h, weekly'],
      ['ticket-amount/%00', 'a NUL period', { amount: 100 }, 'period must not contain control characters'],
    ];
    it.each(cases)('%s: %s', async (path, _what, body, message) => {
      const before = (await s.settingsEvents()).length;
      const res = await post(path, body as object);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { err: 'Y', msg: message, ...(res.json().code ? { code: res.json().code } : {}) } });
      expect((await s.settingsEvents()).length).toBe(before);
    });
  });

  it('stores a repeated POST of the same value once', async () => {
    const before = (await s.settingsEvents()).length;
    for (let i = 0; i < 3; i++) {
      expect((await post('ticket-amount/24h', { amount: 450 })).json().data).toEqual({ period: '24h', amount: 450 });
      expect((await post('latest-news', { url: 'https://news.fairdraw.example/once' })).statusCode).toBe(200);
    }
    // And the same value as text is the same value.
    expect((await post('ticket-amount/24h', { amount: '450.00' })).statusCode).toBe(200);
    expect((await s.settingsEvents()).length).toBe(before + 2);
  });

  it('stores one change when the same value is posted ten times at once', async () => {
    const before = (await s.settingsEvents()).length;
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('ticket-amount/12h', { amount: 333 })));
    expect(answers.map((r) => r.json())).toEqual(answers.map(() => ({ err: 'N', msg: 'Ticket amount updated successfully', data: { period: '12h', amount: 333 } })));
    expect((await s.settingsEvents()).length).toBe(before + 1);
  });

  it('documents every settings route in the OpenAPI document', async () => {
    const doc = (await s.t.get('/api/docs/openapi.json')).json();
    const methods = (path: string) => Object.keys(doc.paths[path] ?? {}).sort();
    expect(methods('/admin/settings')).toEqual(['get']);
    expect(methods('/admin/settings/history')).toEqual(['get']);
    for (const path of ['latest-news', 'referral-code-amount', 'ticket-amount/{period}', 'payment-details']) {
      expect({ path, methods: methods(`/admin/settings/${path}`) }).toEqual({ path, methods: ['get', 'post'] });
    }
    expect(methods('/user/news')).toEqual(['get']);
    expect(methods('/user/payment-details')).toEqual(['get']);
    const bank = doc.components.schemas.BankAccountRequest;
    expect(Object.keys(bank.properties).sort()).toEqual(['account_holder_name', 'account_number', 'bank_name', 'ifsc_code', 'type_of_account']);
    expect(doc.paths['/admin/settings/latest-news'].post.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Idempotency-Key', in: 'header' })]));
  });

  it('with an Idempotency-Key, a retry after another admin changed the setting changes nothing', async () => {
    const key = { 'idempotency-key': 'news-2026-01-05-1' };
    expect((await post('latest-news', { url: 'https://news.fairdraw.example/k1' }, s.admin, key)).statusCode).toBe(200);
    await post('latest-news', { url: 'https://news.fairdraw.example/by-asha' }, s.admin2);
    const before = (await s.settingsEvents()).length;
    const retry = await post('latest-news', { url: 'https://news.fairdraw.example/k1' }, s.admin, key);
    expect(retry.json()).toEqual({ err: 'N', msg: 'Latest news updated successfully', data: { url: 'https://news.fairdraw.example/by-asha' } });
    const reused = await post('latest-news', { url: 'https://news.fairdraw.example/other' }, s.admin, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ err: 'Y', code: 'IDEMPOTENCY.KEY_REUSED' });
    const bad = await post('latest-news', { url: 'https://news.fairdraw.example/other' }, s.admin, { 'idempotency-key': 'x'.repeat(101) });
    expect(bad.json()).toMatchObject({ err: 'Y', msg: 'The Idempotency-Key header must be 1 to 100 letters, digits or . _ : -' });
    expect(bad.statusCode).toBe(400);
    expect((await s.settingsEvents()).length).toBe(before);
  });

  it('lets auditors read every setting and change none (403), and keeps players and strangers out', async () => {
    for (const path of ['', 'latest-news', 'referral-code-amount', 'ticket-amount/3h', 'payment-details', 'history']) {
      const url = `/admin/settings${path ? `/${path}` : ''}`;
      expect({ url, status: (await s.t.get(url, s.auditor)).statusCode }).toEqual({ url, status: 200 });
      expect({ url, status: (await s.t.get(url, s.player)).statusCode }).toEqual({ url, status: 403 });
      expect({ url, status: (await s.t.get(url)).statusCode }).toEqual({ url, status: 401 });
    }
    const before = (await s.settingsEvents()).length;
    const writes: Array<[string, object]> = [
      ['latest-news', { url: 'https://auditor.example' }],
      ['referral-code-amount', { amount: 1 }],
      ['ticket-amount/3h', { amount: 999 }],
      ['payment-details', { upi_id: 'auditor@ybl' }],
    ];
    for (const [path, body] of writes) {
      const res = await post(path, body, s.auditor);
      expect({ path, status: res.statusCode, err: res.json().err }).toEqual({ path, status: 403, err: 'Y' });
      expect({ path, status: (await post(path, body, s.player)).statusCode }).toEqual({ path, status: 403 });
      expect({ path, status: (await s.t.post(`/admin/settings/${path}`, body)).statusCode }).toEqual({ path, status: 401 });
    }
    // Even a bad body from an auditor is refused for the role, not looked at.
    expect((await post('ticket-amount/3h', { amount: -1 }, s.auditor)).statusCode).toBe(403);
    expect((await s.settingsEvents()).length).toBe(before);
    expect((await s.t.get('/user/news', s.admin)).statusCode).toBe(403);
    expect((await s.t.get('/user/payment-details', s.auditor)).statusCode).toBe(403);
    expect((await s.t.get('/user/news')).statusCode).toBe(401);
  });

  it('never answers a hostile body with a 5xx, and stores nothing', async () => {
    const before = (await s.settingsEvents()).length;
    const raw = (path: string, body: string, type = 'application/json') =>
      fetch(`${s.t.baseUrl}/admin/settings/${path}`, { method: 'POST', headers: { 'content-type': type, authorization: `Bearer ${s.admin}` }, body });
    const bodies = ['[]', '"x"', 'null', '42', '{"__proto__":{"amount":5}}', '{"constructor":{"prototype":{"x":1}}}', `${'['.repeat(50)}${']'.repeat(50)}`, '{"amount":', '{"url":{"toString":"x"}}', '{"amount":{"valueOf":5}}'];
    const answers: Array<{ path: string; body: string; status: number; text: string }> = [];
    for (const path of ['latest-news', 'referral-code-amount', 'ticket-amount/3h', 'payment-details']) {
      for (const body of bodies) {
        const res = await raw(path, body);
        answers.push({ path, body, status: res.status, text: await res.text() });
      }
      const text = await raw(path, 'url=https://a.example', 'application/x-www-form-urlencoded');
      expect({ path, status: text.status }).toEqual({ path, status: 415 });
    }
    expect(answers.filter((a) => a.status < 400 || a.status >= 500)).toEqual([]);
    expect((await s.settingsEvents()).length).toBe(before);
  });
});
