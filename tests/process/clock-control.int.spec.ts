import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { createTestDatabase, type TestDatabase } from '../../server/src/shared/testing/test-database.js';
import { assertBuilt, exited, freePort, startServer, stopAll, waitForHealth } from './server-process.js';

/**
 * CLOCK_START and CLOCK_RATE move the clock of the whole server as `npm start` runs it
 * (README, "Time control"); production refuses them before touching anything.
 */
describe('time control of a running server (CLOCK_START, CLOCK_RATE)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fd-clock-'));
  const children: ChildProcess[] = [];
  let db: TestDatabase;

  beforeAll(async () => {
    assertBuilt();
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await stopAll(children);
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts its clock at CLOCK_START and runs it CLOCK_RATE times real time', async () => {
    const start = Date.parse('2030-03-01T08:30:00.000Z');
    const rate = 3600;
    const port = await freePort();
    const server = startServer(port, { DATA_DIR: dataDir, DATABASE_URL: db.url, CLOCK_START: '2030-03-01T14:00:00+05:30', CLOCK_RATE: String(rate) });
    children.push(server.child);
    const spawnedAt = performance.now();
    await waitForHealth(port, server.child);
    expect(server.output()).toContain('Clock:');
    expect(server.output()).toContain('at 3600x real time (CLOCK_START / CLOCK_RATE)');

    const read = async () => {
      const sent = performance.now();
      const body = (await (await fetch(`http://127.0.0.1:${port}/health`)).json()) as { time: string };
      return { sent, received: performance.now(), time: Date.parse(body.time) };
    };
    const first = await read();
    await new Promise((r) => setTimeout(r, 300));
    const second = await read();

    // The server read its clock after it was spawned and before each answer arrived.
    expect(first.time).toBeGreaterThanOrEqual(start);
    expect(first.time).toBeLessThanOrEqual(start + (first.received - spawnedAt) * rate);
    // Between the two readings, at least the real time between the first answer and the
    // second request passed, and at most the time from the first request to the second answer.
    const slack = 2; // whole milliseconds on each side
    expect(second.time - first.time).toBeGreaterThanOrEqual((second.sent - first.received) * rate - slack);
    expect(second.time - first.time).toBeLessThanOrEqual((second.received - first.sent) * rate + slack);
  }, 90_000);

  it('refuses to start in production with either variable set, naming it', async () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'Str0ng!pass', DATA_DIR: dataDir, DATABASE_URL: db.url };
    for (const [name, value] of [['CLOCK_START', '2030-03-01T08:30:00Z'], ['CLOCK_RATE', '2']]) {
      const server = startServer(await freePort(), { ...production, [name]: value });
      children.push(server.child);
      expect(await exited(server.child)).toBe(1);
      expect(server.output()).toContain(`${name}: not allowed in production (time control is for development and tests)`);
    }
  }, 30_000);

  it('refuses a malformed CLOCK_RATE at start with a message naming it', async () => {
    const server = startServer(await freePort(), { DATA_DIR: dataDir, DATABASE_URL: db.url, CLOCK_RATE: '-5' });
    children.push(server.child);
    expect(await exited(server.child)).toBe(1);
    expect(server.output()).toContain('CLOCK_RATE: must be a positive number of clock seconds per real second, at most 10000');
  }, 30_000);
});
