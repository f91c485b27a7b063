import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../../server/src/shared/testing/test-app.js';

/** The HTTP platform every feature stands on: health, docs, envelopes, headers, client pages. */
describe('HTTP platform', () => {
  let t: TestApp;
  const publicDir = mkdtempSync(join(tmpdir(), 'fd-public-'));

  beforeAll(async () => {
    writeFileSync(join(publicDir, 'index.html'), '<!doctype html><title>Fairdraw</title><div id="root"></div>');
    writeFileSync(join(publicDir, 'app.js'), 'console.log(1)');
    process.env.PUBLIC_DIR = publicDir;
    t = await createTestApp();
  });
  afterAll(async () => {
    delete process.env.PUBLIC_DIR;
    await t.close();
    rmSync(publicDir, { recursive: true, force: true });
  });

  it('reports health: database, migrations and event store, and the server clock', async () => {
    const res = await t.request('GET', '/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', eventStore: 'ok' },
      time: t.clock.now().toISOString(),
    });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.request('GET', '/api/docs/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.info.title).toBe('Fairdraw API');
    expect(Object.keys(doc.paths)).toContain('/health');
    const ui = await t.request('GET', '/api/docs', { headers: { accept: 'text/html' } });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('answers an unknown API path with the error envelope and 404', async () => {
    const res = await t.request('GET', '/user/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ err: 'Y', msg: expect.any(String) });
  });

  it('uses the success envelope on the draw and ticket paths', async () => {
    const unknown = await t.request('GET', '/user/draws/no/such/thing');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: expect.any(String) });
    const signedOut = await t.request('GET', '/user/tickets');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('turns a malformed JSON body into a 400, not a 500', async () => {
    const res = await t.request('POST', '/admin/login', {
      headers: { 'content-type': 'application/json' },
      body: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ err: 'Y', msg: 'The request body is not valid JSON.' });
  });

  it('echoes a request id and sends security headers', async () => {
    const res = await t.request('GET', '/health', { headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers.get('x-request-id')).toBe('abc-123');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const generated = await t.request('GET', '/health', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends every security header on answers, refusals, unknown paths and the client pages', async () => {
    const expected = {
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    const answers = [
      await t.request('GET', '/health'),
      await t.request('GET', '/user/tickets'), // 401
      await t.request('GET', '/user/no/such/thing'), // 404
      await t.request('POST', '/admin/login', { headers: { 'content-type': 'application/json' }, body: '{' }), // 400
      await t.request('GET', '/dashboard', { headers: { accept: 'text/html' } }),
    ];
    for (const res of answers) {
      const sent = Object.fromEntries(Object.keys(expected).map((name) => [name, res.headers.get(name)]));
      expect({ status: res.statusCode, sent }).toEqual({ status: res.statusCode, sent: expected });
    }
  });

  it('serves the client with history fallback under a strict Content-Security-Policy', async () => {
    for (const url of ['/', '/dashboard', '/admin/users', '/some/unknown/page']) {
      const res = await t.request('GET', url, { headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      const csp = String(res.headers.get('content-security-policy'));
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    }
    const asset = await t.request('GET', '/app.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
  });
});
