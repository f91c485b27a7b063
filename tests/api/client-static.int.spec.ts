import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { pickContentCoding } from '../../server/src/shared/http/static-files.js';
import { createTestApp, type TestApp } from '../../server/src/shared/testing/test-app.js';

/** Raw bytes and headers, as a browser's network layer sees them (fetch would decompress). */
function get(baseUrl: string, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = httpRequest(baseUrl + path, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const BUNDLE = `console.log(${JSON.stringify('fairdraw '.repeat(500))});`;
const INDEX = `<!doctype html><title>Fairdraw</title><div id="root"></div><!--${'x'.repeat(2000)}-->`;

/** The built client served with precompressed copies (client/vite-plugins/precompress.ts). */
describe('client files: encodings and cache lifetimes', () => {
  let t: TestApp;
  const publicDir = mkdtempSync(join(tmpdir(), 'fd-public-'));

  beforeAll(async () => {
    mkdirSync(join(publicDir, 'assets'));
    writeFileSync(join(publicDir, 'index.html'), INDEX);
    writeFileSync(join(publicDir, 'index.html.gz'), gzipSync(INDEX));
    writeFileSync(join(publicDir, 'assets/index-AbC123.js'), BUNDLE);
    writeFileSync(join(publicDir, 'assets/index-AbC123.js.br'), brotliCompressSync(BUNDLE));
    writeFileSync(join(publicDir, 'assets/index-AbC123.js.gz'), gzipSync(BUNDLE));
    writeFileSync(join(publicDir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
    process.env.PUBLIC_DIR = publicDir;
    t = await createTestApp();
  });
  afterAll(async () => {
    delete process.env.PUBLIC_DIR;
    await t.close();
    rmSync(publicDir, { recursive: true, force: true });
  });

  it('sends Brotli to a browser that accepts it, with the type, Vary and a year-long immutable lifetime', async () => {
    const res = await get(t.baseUrl, '/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(BUNDLE.length / 10);
    expect(brotliDecompressSync(res.body).toString()).toBe(BUNDLE);
  });

  it('sends gzip when Brotli is not accepted, and the file as it is when neither is', async () => {
    const gz = await get(t.baseUrl, '/assets/index-AbC123.js', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(BUNDLE);
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const plain = await get(t.baseUrl, '/assets/index-AbC123.js', accept ? { 'accept-encoding': accept } : {});
      expect([accept, plain.headers['content-encoding']]).toEqual([accept, undefined]);
      expect(plain.body.toString()).toBe(BUNDLE);
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('serves index.html compressed too, never cached without revalidation, under its CSP', async () => {
    for (const path of ['/', '/dashboard', '/admin/users']) {
      const res = await get(t.baseUrl, path, { accept: 'text/html', 'accept-encoding': 'gzip, br' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
      expect(gunzipSync(res.body).toString()).toBe(INDEX);
    }
  });

  it('serves the favicon, and no compressed copy under a URL of its own', async () => {
    const icon = await get(t.baseUrl, '/favicon.ico');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toBe('image/x-icon');
    expect(icon.headers['cache-control']).toBe('no-cache');
    expect(icon.headers.vary).toBeUndefined();
    for (const path of ['/assets/index-AbC123.js.br', '/assets/index-AbC123.js.gz', '/index.html.gz']) {
      expect([path, (await get(t.baseUrl, path)).status]).toEqual([path, 404]);
    }
  });

  it('answers HEAD with the headers of the encoding a GET would get', async () => {
    const res = await get(t.baseUrl, '/assets/index-AbC123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.length).toBe(0);
  });
});

describe('pickContentCoding', () => {
  const both = ['br', 'gzip'] as ('br' | 'gzip')[];
  it('prefers Brotli, then gzip, honouring q=0 and the wildcard', () => {
    expect(pickContentCoding('gzip, deflate, br', both)).toBe('br');
    expect(pickContentCoding('gzip;q=1.0, br;q=0.1', both)).toBe('br');
    expect(pickContentCoding('GZIP', both)).toBe('gzip');
    expect(pickContentCoding('x-gzip', both)).toBe('gzip');
    expect(pickContentCoding('*', both)).toBe('br');
    expect(pickContentCoding('*, br;q=0', both)).toBe('gzip');
    expect(pickContentCoding('br;q=0.000, gzip;q=0', both)).toBeNull();
    expect(pickContentCoding('br', ['gzip'])).toBeNull();
    expect(pickContentCoding(undefined, both)).toBeNull();
    expect(pickContentCoding('', both)).toBeNull();
  });

  it('ignores malformed parts instead of failing', () => {
    expect(pickContentCoding('br;q=abc, gzip', both)).toBe('gzip');
    expect(pickContentCoding(',,;;q=, br', both)).toBe('br');
  });
});
