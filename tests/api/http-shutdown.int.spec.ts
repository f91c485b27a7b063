import { connect, type Socket } from 'node:net';
import { SHUTDOWN_GRACE_MS } from '../../server/src/bootstrap.js';
import { createTestApp, type TestApp } from '../../server/src/shared/testing/test-app.js';

/** A stopping server never waits long on a connection that holds a request open. */
describe('HTTP shutdown', () => {
  let t: TestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    sockets.forEach((s) => s.destroy());
    await t.db.drop();
  });

  it('cuts a connection whose request never completes after the grace, not after the headers timeout', async () => {
    const { port } = new URL(t.baseUrl);
    // Headers begun and never finished: the socket is busy, so closing idle ones leaves it.
    const stuck = connect(Number(port), '127.0.0.1');
    sockets.push(stuck);
    await new Promise<void>((resolve) => stuck.once('connect', () => resolve()));
    stuck.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    const cut = new Promise<number>((resolve) => stuck.once('close', () => resolve(performance.now())));
    await new Promise((resolve) => setTimeout(resolve, 200));

    // Served normally up to the close.
    expect((await fetch(`${t.baseUrl}/health`)).status).toBe(200);
    const started = performance.now();
    await t.app.close();
    const closedAfter = performance.now() - started;

    expect(closedAfter).toBeLessThan(SHUTDOWN_GRACE_MS + 10_000);
    expect((await cut) - started).toBeGreaterThanOrEqual(SHUTDOWN_GRACE_MS - 100);
  });
});
