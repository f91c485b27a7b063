import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { hostileCorpus, pngWithPayload, SAMPLE_PDF, type HostileUpload } from '../../server/src/shared/uploads/testing/hostile-uploads.js';
import { BANK, startMoneyApp, type MoneyApp, type Player } from './money-harness.js';

/**
 * Hostile uploads and bodies on every money route (issue 9; DESIGN.md sections 6 and 7):
 * a clear 4xx, nothing stored, no request, no hold; and no caller ever sees another's data.
 */
describe('money: hostile uploads, bodies and callers', () => {
  let t: MoneyApp;
  let asha: Player;
  let ravi: Player;
  let corpus: HostileUpload[];
  beforeAll(async () => {
    t = await startMoneyApp();
    asha = await t.player('asha_up');
    ravi = await t.player('ravi_up');
    await t.fund(asha, 500);
    corpus = await hostileCorpus();
  });
  afterAll(async () => {
    await t.close();
  });

  const state = async () => ({ counts: await t.requestCounts(), files: t.storedFiles().sort(), balances: await t.balances(asha.id) });
  const expected: Record<string, [number, string, string]> = {
    // [status, deposit message, withdrawal message]
    'a PHP/HTML polyglot named .png': [400, 'The image could not be read: it is damaged or incomplete.', 'The image could not be read: it is damaged or incomplete.'],
    'an HTML page named .jpg': [400, 'Only image files are allowed', 'Only image or PDF files are allowed'],
    'an SVG with a script': [400, 'Only image files are allowed', 'Only image or PDF files are allowed'],
    'a 6 MB file': [413, 'The file is larger than 5 MB.', 'The file is larger than 5 MB.'],
    'a zero-byte file': [400, 'The file is empty.', 'The file is empty.'],
    'a truncated JPEG': [400, 'The image could not be read: it is damaged or incomplete.', 'The image could not be read: it is damaged or incomplete.'],
    'a decompression bomb': [400, 'The image is too large: at most 40 megapixels.', 'The image is too large: at most 40 megapixels.'],
  };

  it('refuses every file of the hostile corpus on the deposit, withdrawal and proof routes with a clear 4xx, storing nothing', async () => {
    expect(corpus.map((f) => f.name).sort()).toEqual(Object.keys(expected).sort());
    const before = await state();
    const pending = await t.form('POST', '/user/withdraw', asha.token, { withdraw_option: 'bank', account_holder_name: 'Asha', amount: '10', ...BANK });
    const withdrawalId = pending.json().data._id;
    const baseline = await state();
    const routes = [
      { label: 'deposit', send: (f: HostileUpload) => t.form('POST', '/user/deposit', asha.token, { deposit_option: 'upi', account_holder_name: 'Asha', amount: '100', upi_handle: 'asha@okaxis' }, f), message: 1 },
      { label: 'withdrawal', send: (f: HostileUpload) => t.form('POST', '/user/withdraw', asha.token, { withdraw_option: 'upi', account_holder_name: 'Asha', amount: '100', upi_handle: 'asha@okaxis' }, f), message: 2 },
      { label: 'proof', send: (f: HostileUpload) => t.form('PUT', `/admin/withdraws/${withdrawalId}`, t.admin, { status: 'done' }, f), message: 2 },
    ] as const;
    for (const route of routes) {
      for (const file of corpus) {
        const res = await route.send(file);
        const [status] = expected[file.name];
        const msg = expected[file.name][route.message];
        expect({ route: route.label, file: file.name, status: res.statusCode, body: res.json() }).toEqual({
          route: route.label,
          file: file.name,
          status,
          body: { err: 'Y', msg, code: expect.stringMatching(/^UPLOAD\./) },
        });
      }
    }
    const pdf = await t.form('POST', '/user/deposit', asha.token, { deposit_option: 'crypto', account_holder_name: 'Asha', amount: '100', crypto: 'abcdef123456', network: 'TRC20' }, { bytes: SAMPLE_PDF, filename: 'screenshot.png', contentType: 'image/png' });
    expect([pdf.statusCode, pdf.json().msg]).toEqual([400, 'Only image files are allowed']);
    expect(await state()).toEqual(baseline);
    expect(baseline.counts.withdrawals).toBe(before.counts.withdrawals + 1);
    expect((await t.get('/admin/withdraws', t.admin)).json().data[0]).toMatchObject({ _id: withdrawalId, status: 'on_hold', version: 1, proof_path: null });
  }, 60_000);

  it('keeps the pixels of a real image that hides a PHP/HTML payload, and serves it without the payload, never sniffed', async () => {
    const sent = await t.form('POST', '/user/deposit', asha.token, { deposit_option: 'upi', account_holder_name: 'Asha', amount: '100', upi_handle: 'asha@okaxis' }, {
      bytes: await pngWithPayload('<?php system($_GET["c"]); ?><html><script>alert(document.cookie)</script></html>'),
      filename: 'shell.php.png',
      contentType: 'text/html',
    });
    expect(sent.statusCode).toBe(201);
    const row = (await t.get('/user/deposits', asha.token)).json().data.find((r: { _id: string }) => r._id === sent.json().data._id);
    const res = await fetch(t.baseUrl + row.image_path, { headers: { authorization: `Bearer ${asha.token}` } });
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(bytes.includes(Buffer.from('<?php'))).toBe(false);
    expect(bytes.includes(Buffer.from('<script'))).toBe(false);
  });

  it('answers hostile bodies on every money route with a 4xx in the error envelope, changing nothing', async () => {
    const [{ _id: depositId }] = (await t.get('/admin/deposits', t.admin)).json().data;
    const [{ _id: withdrawalId }] = (await t.get('/admin/withdraws', t.admin)).json().data;
    const routes: [string, string, string][] = [
      ['POST', '/user/deposit', asha.token],
      ['POST', '/user/withdraw', asha.token],
      ['PUT', `/admin/deposits/${depositId}`, t.admin],
      ['PUT', `/admin/withdraws/${withdrawalId}`, t.admin],
    ];
    const bodies: [string, string | undefined, string | undefined][] = [
      ['no body', undefined, undefined],
      ['empty JSON', 'application/json', ''],
      ['array', 'application/json', '[]'],
      ['string', 'application/json', '"done"'],
      ['null', 'application/json', 'null'],
      ['not JSON', 'application/json', '{"status": '],
      ['nested', 'application/json', JSON.stringify({ status: { $ne: 'x' }, amount: [1, 2] })],
      ['prototype pollution', 'application/json', '{"__proto__": {"polluted": true}, "status": "done"}'],
      ['huge field', 'application/json', JSON.stringify({ status: 'done', reason: 'r'.repeat(50_000) })],
      ['form urlencoded', 'application/x-www-form-urlencoded', 'status=done&amount=5'],
      ['text', 'text/plain', 'status=done'],
      ['multipart without boundary', 'multipart/form-data', '--x\r\n'],
      ['multipart cut short', 'multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="status"\r\n\r\ndo'],
    ];
    const before = await state();
    const outside4xx: string[] = [];
    for (const [method, url, token] of routes) {
      for (const [label, type, body] of bodies) {
        const res = await fetch(t.baseUrl + url, { method, headers: { authorization: `Bearer ${token}`, ...(type ? { 'content-type': type } : {}) }, body });
        const text = await res.text();
        if (res.status < 400 || res.status >= 500) outside4xx.push(`${method} ${url.split('/').slice(0, 3).join('/')} ${label}: ${res.status} ${text}`);
        else expect({ label, reply: JSON.parse(text) }).toMatchObject({ label, reply: { err: 'Y', msg: expect.any(String) } });
      }
    }
    expect(outside4xx).toEqual([]);
    expect(await state()).toEqual(before);
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
  }, 60_000);

  it('never lets a caller see or change what is not theirs: every route by every role', async () => {
    const deposit = (await t.get('/admin/deposits?deposit_option=upi', t.admin)).json().data[0];
    const [withdrawal] = (await t.get('/admin/withdraws', t.admin)).json().data;
    const file = deposit.image_path.split('/').pop();
    const tokens: Record<string, string | undefined> = { anonymous: undefined, owner: asha.token, other: ravi.token, admin: t.admin, auditor: t.auditor };
    const routes: [string, string, object | undefined, Record<string, number>][] = [
      ['GET', '/user/deposits', undefined, { anonymous: 401, owner: 200, other: 200, admin: 403, auditor: 403 }],
      ['GET', '/user/withdraws', undefined, { anonymous: 401, owner: 200, other: 200, admin: 403, auditor: 403 }],
      ['GET', '/user/deposit/upi-payment', undefined, { anonymous: 401, owner: 404, other: 404, admin: 403, auditor: 403 }],
      ['GET', `/user/uploads/${file}`, undefined, { anonymous: 401, owner: 200, other: 404, admin: 403, auditor: 403 }],
      ['GET', `/admin/uploads/${file}`, undefined, { anonymous: 401, owner: 403, other: 403, admin: 200, auditor: 200 }],
      ['GET', '/admin/deposits', undefined, { anonymous: 401, owner: 403, other: 403, admin: 200, auditor: 200 }],
      ['GET', '/admin/withdraws', undefined, { anonymous: 401, owner: 403, other: 403, admin: 200, auditor: 200 }],
      ['GET', '/admin/stats', undefined, { anonymous: 401, owner: 403, other: 403, admin: 200, auditor: 200 }],
      ['PUT', `/admin/deposits/${deposit._id}`, { status: 'in_progress' }, { anonymous: 401, owner: 403, other: 403, admin: 200, auditor: 403 }],
      ['PUT', `/admin/withdraws/${withdrawal._id}`, { status: 'in_progress' }, { anonymous: 401, owner: 403, other: 403, admin: 200, auditor: 403 }],
    ];
    const seen: Record<string, Record<string, number>> = {};
    for (const [method, url, body] of routes) {
      const key = `${method} ${url.replace(/[0-9a-f-]{36}|[0-9a-f]{32}\.\w+/, ':id')}`;
      seen[key] = {};
      for (const [role, token] of Object.entries(tokens)) {
        const res = await t.request(method, url, { payload: body, token });
        seen[key][role] = res.statusCode;
        if (role === 'other' && res.statusCode === 200) expect(res.body).not.toContain(asha.id);
      }
    }
    expect(seen).toEqual(Object.fromEntries(routes.map(([m, u, , want]) => [`${m} ${u.replace(/[0-9a-f-]{36}|[0-9a-f]{32}\.\w+/, ':id')}`, want])));
    // The other player's own lists hold none of the owner's requests.
    expect((await t.get('/user/deposits', ravi.token)).json().data).toEqual([]);
  });

  it('describes every money route in the OpenAPI document, the multipart ones with their fields', () => {
    const doc = SwaggerModule.createDocument(t.app, new DocumentBuilder().addBearerAuth().build());
    const routes = [
      ['post', '/user/deposit'],
      ['get', '/user/deposits'],
      ['get', '/user/deposit/upi-payment'],
      ['post', '/user/withdraw'],
      ['get', '/user/withdraws'],
      ['get', '/user/uploads/{name}'],
      ['get', '/admin/uploads/{name}'],
      ['get', '/admin/deposits'],
      ['put', '/admin/deposits/{id}'],
      ['get', '/admin/withdraws'],
      ['put', '/admin/withdraws/{id}'],
      ['get', '/admin/stats'],
    ] as const;
    for (const [method, path] of routes) expect({ path, method, documented: Boolean(doc.paths[path]?.[method]) }).toEqual({ path, method, documented: true });
    const form = (doc.paths['/user/deposit'].post!.requestBody as { content: Record<string, { schema: { properties: object } }> }).content['multipart/form-data'].schema;
    expect(Object.keys(form.properties)).toEqual(expect.arrayContaining(['deposit_option', 'amount', 'account_holder_name', 'upi_handle', 'crypto', 'network', 'payment_reference', 'image']));
  });
});
