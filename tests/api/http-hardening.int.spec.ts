import { request as httpRequest } from 'node:http';
import { createTestApp, type TestApp } from '../../server/src/shared/testing/test-app.js';
import { MAX_JSON_BYTES, nestsDeeperThan } from '../../server/src/shared/http/json-body.js';

/**
 * Issue 8, attack 1: a 5.2 MB body of arrays nested 2.6 million deep froze the whole
 * server for 20 s (and answered 500). JSON bodies are now refused past 64 KB or 8 levels
 * in milliseconds, and /health stays fast while such bodies arrive.
 */
describe('HTTP: hostile JSON bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A raw POST (fetch would buffer; this can also stream without a Content-Length). */
  function post(path: string, body: string, headers: Record<string, string> = {}, chunked = false): Promise<{ status: number; body: string; ms: number }> {
    const started = performance.now();
    const url = new URL(t.baseUrl + path);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        { host: url.hostname, port: url.port, path, method: 'POST', headers: { 'content-type': 'application/json', ...(chunked ? {} : { 'content-length': Buffer.byteLength(body) }), ...headers } },
        (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode!, body: text, ms: performance.now() - started }));
        },
      );
      // The server may answer and close before the whole body is sent.
      req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
      if (chunked) {
        for (let i = 0; i < body.length; i += 64 * 1024) req.write(body.slice(i, i + 64 * 1024));
      } else req.write(body);
      req.end();
    });
  }
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
  const health = async () => {
    const started = performance.now();
    const res = await t.request('GET', '/health');
    expect(res.statusCode).toBe(200);
    return performance.now() - started;
  };

  it('refuses a 5.2 MB body nested 2.6 million levels with 413, and /health stays fast meanwhile', async () => {
    const hostile = nested(2_600_000);
    const attacks = Array.from({ length: 4 }, (_, i) => post('/user/forgot-password', hostile, {}, i % 2 === 1));
    const probes: number[] = [];
    for (let i = 0; i < 10; i++) probes.push(await health());
    const answers = await Promise.all(attacks);
    for (const a of answers) {
      expect(a.status).toBe(413);
      expect(JSON.parse(a.body)).toMatchObject({ err: 'Y', msg: 'The request is too large.' });
    }
    // The defect froze the server for 20 s; these bounds catch that, not a busy machine's
    // scheduling (a 100 ms median failed under a load average of 15 on two cores).
    probes.sort((a, b) => a - b);
    expect(probes[Math.floor(probes.length / 2)]).toBeLessThan(2_000);
    expect(probes.at(-1)).toBeLessThan(5_000);
  });

  it('refuses ten 400 KB bodies with 413 each', async () => {
    const body = JSON.stringify({ email: `${'a'.repeat(400 * 1024)}@example.com` });
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('/user/forgot-password', body)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(413));
  });

  it('refuses a small body nested too deeply with 400 and a clear message', async () => {
    const deep = `{"email":${nested(20_000)}}`;
    expect(deep.length).toBeLessThan(MAX_JSON_BYTES);
    const a = await post('/user/forgot-password', deep);
    expect(a.status).toBe(400);
    expect(JSON.parse(a.body)).toMatchObject({ err: 'Y', msg: 'The request body nests deeper than 8 levels.' });
  });

  it('refuses prototype keys, text/plain and form bodies, and still takes a normal JSON body', async () => {
    expect((await post('/user/forgot-password', '{"email":"a@example.com","__proto__":{"admin":true}}')).status).toBe(400);
    expect((await post('/user/forgot-password', '{"email":"a@example.com","constructor":{"prototype":{"x":1}}}')).status).toBe(400);
    expect((await post('/user/forgot-password', '{"email":"a@example.com"}', { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await post('/user/forgot-password', 'email=a%40example.com', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await post('/user/forgot-password', '{"email":"a@example.com"}')).status).toBe(200);
  });
});

describe('HTTP: answers are never cached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('marks API answers no-store, refusals included (issue 8, item 11)', async () => {
    for (const [method, path] of [['GET', '/health'], ['GET', '/user/profile'], ['POST', '/user/login'], ['GET', '/user/no-such-thing']]) {
      const res = await t.request(method, path, method === 'POST' ? { body: { email: 'a@example.com', password: 'Wrong!pass1' } } : {});
      expect({ path, cacheControl: res.headers.get('cache-control') }).toEqual({ path, cacheControl: 'no-store' });
    }
  });
});

describe('nestsDeeperThan', () => {
  it('counts brackets outside strings only', () => {
    expect(nestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":"[[[[[[\\"[[[["}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":{"b":[1,{"c":2}]}}', 4)).toBe(false);
  });
});
