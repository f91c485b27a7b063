import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../bootstrap.js';
import { FixedClock } from '../clock/clock.js';
import { createRootLogger } from '../logging/logger.js';
import { testConfig } from '../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { Leadership, NeverLeader } from './leadership.js';

async function eventually(ready: () => boolean, what: string, withinMs = 15_000): Promise<void> {
  const deadline = performance.now() + withinMs;
  while (!ready()) {
    if (performance.now() > deadline) throw new Error(`Not within ${withinMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Whole servers (createApp, as `npm start`) on one database: which of them lead. */
describe('Leadership in the application', () => {
  let db: TestDatabase;
  const dataDir = mkdtempSync(join(tmpdir(), 'fd-leadership-'));
  const open: NestFastifyApplication[] = [];

  const server = async (schedulerEnabled: boolean) => {
    const config = testConfig(db.url, dataDir, { SCHEDULER_ENABLED: String(schedulerEnabled) });
    const app = await createApp({ config, databaseUrl: db.url, clock: new FixedClock(), logger: createRootLogger('silent') });
    open.push(app);
    return app;
  };
  const close = async (app: NestFastifyApplication) => {
    open.splice(open.indexOf(app), 1);
    await app.close();
  };

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(open.map((app) => app.close()));
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('leads in an instance that runs background jobs; SCHEDULER_ENABLED=false never leads, even with the lock free', async () => {
    const off = await server(false);
    expect(off.get(Leadership)).toBeInstanceOf(NeverLeader);
    const first = await server(true);
    await eventually(() => first.get(Leadership).isLeader(), 'the scheduling instance leads');
    const term = first.get(Leadership).currentTerm()!;

    // The lock is free while the first stops; only an instance that competes takes it.
    await close(first);
    expect(term.aborted).toBe(true);
    const second = await server(true);
    await eventually(() => second.get(Leadership).isLeader(), 'the next scheduling instance leads');
    expect(off.get(Leadership).isLeader()).toBe(false);
    expect(off.get(Leadership).currentTerm()).toBeNull();
  });
});
