import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import { createApp } from '../../server/src/bootstrap.js';
import { FixedClock } from '../../server/src/shared/clock/clock.js';
import { PG_POOL } from '../../server/src/shared/database/pg-pool.js';
import { createRootLogger } from '../../server/src/shared/logging/logger.js';
import { testConfig } from '../../server/src/shared/testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../server/src/shared/testing/test-database.js';
import { DatabaseProxy } from './database-proxy.js';

const UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';

/**
 * The database going away under a running server (found by the reliability suite,
 * tests/reliability/faults-database.rel.spec.ts): every request that needs it is answered
 * 503 in the product's JSON shape with a Retry-After, never 500 and never a request left
 * hanging, and the server serves again by itself once PostgreSQL is back.
 */
describe('HTTP while the database is unavailable', () => {
  let db: TestDatabase;
  let proxy: DatabaseProxy;
  let app: NestFastifyApplication;
  let base: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'fd-db-away-'));
  const connectTimeout = process.env.DATABASE_CONNECT_TIMEOUT_MS;
  /** The deadline only turns a hang into a failure. */
  const get = (path: string, init: RequestInit = {}) => fetch(base + path, { ...init, signal: AbortSignal.timeout(30_000) });
  const loginAttempt = () =>
    get('/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'asha@example.com', password: 'Not-her-password-1' }) });
  const eventually = async (ready: () => Promise<boolean>, what: string) => {
    for (const deadline = performance.now() + 30_000; !(await ready()); await new Promise((r) => setTimeout(r, 100))) {
      if (performance.now() > deadline) throw new Error(`not within 30 s: ${what}`);
    }
  };

  beforeAll(async () => {
    // The pool's bound on connecting, short for the frozen database below.
    process.env.DATABASE_CONNECT_TIMEOUT_MS = '1000';
    db = await createTestDatabase();
    const real = new URL(db.url);
    proxy = new DatabaseProxy({ host: real.hostname, port: Number(real.port) });
    await proxy.forward();
    const url = proxy.urlFor(db.url);
    app = await createApp({ config: testConfig(url, dataDir), databaseUrl: url, clock: new FixedClock(), logger: createRootLogger('silent') });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await proxy.forward();
    await app?.close();
    await proxy.close();
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    if (connectTimeout === undefined) delete process.env.DATABASE_CONNECT_TIMEOUT_MS;
    else process.env.DATABASE_CONNECT_TIMEOUT_MS = connectTimeout;
  });

  it('answers 503 while PostgreSQL refuses connections, in either envelope, and recovers by itself', async () => {
    expect((await get('/draws/results?period=3h')).status).toBe(200);
    await proxy.refuse();

    const results = await get('/draws/results?period=3h');
    expect(results.status).toBe(503);
    expect(results.headers.get('retry-after')).toBe('5');
    expect(await results.json()).toEqual({ success: false, message: UNAVAILABLE, code: 'SERVICE.UNAVAILABLE' });
    const login = await loginAttempt();
    expect(login.status).toBe(503);
    expect(await login.json()).toEqual({ err: 'Y', msg: UNAVAILABLE, code: 'SERVICE.UNAVAILABLE' });
    const health = await get('/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'unavailable', checks: { database: expect.stringMatching(/^failed: /) } });

    await proxy.forward();
    await eventually(async () => (await get('/draws/results?period=3h')).status === 200, 'results served again');
    expect((await get('/health')).status).toBe(200);
    expect((await loginAttempt()).status).toBe(401);
  });

  it('answers 503 when PostgreSQL accepts connections but never answers, rather than hanging', async () => {
    await proxy.blackhole();
    // Once the pool has dropped the connections the proxy cut, a query needs a new one.
    const pool = app.get<pg.Pool>(PG_POOL);
    await eventually(async () => pool.idleCount === 0, 'the cut connections dropped');
    const results = await get('/draws/results?period=3h');
    expect(results.status).toBe(503);
    expect(await results.json()).toEqual({ success: false, message: UNAVAILABLE, code: 'SERVICE.UNAVAILABLE' });

    await proxy.refuse();
    await proxy.forward();
    await eventually(async () => (await get('/draws/results?period=3h')).status === 200, 'results served again');
  });
});
