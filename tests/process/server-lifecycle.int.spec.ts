import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { assertBuilt, exited, freePort, startServer, stopAll, waitForHealth } from './server-process.js';

/**
 * The server as `npm start` runs it (the built main.js; `npm test` builds first), on an
 * embedded database of its own: it serves /health, keeps data across a stop and start,
 * and starts again after a kill -9 that left its PostgreSQL running.
 */
describe('server lifecycle (npm start)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fd-lifecycle-'));
  chmodSync(dataDir, 0o755);
  let port: number;
  let output = () => '';
  const children: ChildProcess[] = [];

  const start = () => {
    const server = startServer(port, { DATA_DIR: dataDir });
    output = server.output;
    children.push(server.child);
    return server.child;
  };

  beforeAll(async () => {
    assertBuilt();
    port = await freePort();
  });
  afterAll(async () => {
    await stopAll(children);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts, prints where it runs, and stops cleanly with its database', async () => {
    const first = start();
    const health = await waitForHealth(port, first);
    expect(health).toMatchObject({ status: 'ok' });
    expect(output()).toContain(`Fairdraw is running at http://localhost:${port}`);
    expect(output()).toContain(`embedded PostgreSQL in ${dataDir}/pg`);
    expect(output()).toMatch(/Admin sign-in: .*\/admin\/login as admin/);
    expect(output()).toMatch(/Auditor sign-in: .*\/admin\/login as auditor \/ Auditor@12345, read-only/);
    expect(output()).toMatch(/Second admin: .*\/admin\/login as checker \/ Checker@12345/);
    expect(output()).toMatch(/Randomness beacon: +none: RNG results say the operator could have influenced them/);
    const docs = await fetch(`http://127.0.0.1:${port}/api/docs/openapi.json`);
    expect(docs.status).toBe(200);

    first.kill('SIGTERM');
    expect(await exited(first)).toBe(0);
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  }, 90_000);

  it('starts again after kill -9 left its PostgreSQL running', async () => {
    const second = start();
    await waitForHealth(port, second);
    second.kill('SIGKILL');
    await exited(second);
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(true);

    const third = start();
    expect(await waitForHealth(port, third)).toMatchObject({ status: 'ok' });
    third.kill('SIGTERM');
    expect(await exited(third)).toBe(0);
  }, 90_000);

  it('in production, refuses to start without a public beacon, naming the variables; with FAIRNESS_MODE=operator-trusted it starts', async () => {
    const production = { DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(40), ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'Owner@12345-prod' };
    const refused = startServer(port, production);
    children.push(refused.child);
    expect(await exited(refused.child)).toBe(1);
    expect(refused.output()).toMatch(/DRAND_URL: required in production \(a public randomness beacon\), unless FAIRNESS_MODE=operator-trusted/);
    expect(refused.output()).toMatch(/DRAND_CHAIN_INFO: required in production/);

    const trusted = startServer(port, { ...production, FAIRNESS_MODE: 'operator-trusted' });
    children.push(trusted.child);
    expect(await waitForHealth(port, trusted.child)).toMatchObject({ status: 'ok' });
    expect(trusted.output()).toMatch(/Randomness beacon: +none: RNG results say the operator could have influenced them/);
    trusted.child.kill('SIGTERM');
    expect(await exited(trusted.child)).toBe(0);
  }, 90_000);
});
