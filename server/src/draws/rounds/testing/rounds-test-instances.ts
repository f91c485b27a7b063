import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type pg from 'pg';
import { createApp } from '../../../bootstrap.js';
import { FixedClock } from '../../../shared/clock/clock.js';
import { PG_POOL } from '../../../shared/database/pg-pool.js';
import { createRootLogger } from '../../../shared/logging/logger.js';
import { testConfig } from '../../../shared/testing/test-app.js';
import { DrawScheduler } from '../../scheduler/draw-scheduler.js';

/** A server instance as `npm start` builds it, on a shared test database, with a clock of its own, not listening. */
export interface RoundsInstance {
  app: INestApplication;
  clock: FixedClock;
  commands: CommandBus;
  queries: QueryBus;
  scheduler: DrawScheduler;
  pool: pg.Pool;
  close(): Promise<void>;
}

/** `env`: more configuration, e.g. RESULT_MODE, DRAND_URL and DRAND_CHAIN_INFO. */
export async function startRoundsInstance(databaseUrl: string, at: Date, env: Record<string, string> = {}): Promise<RoundsInstance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fd-rounds-'));
  const config = testConfig(databaseUrl, dataDir, env);
  const clock = new FixedClock(at);
  const app = await createApp({ config, databaseUrl, clock, logger: createRootLogger(config.LOG_LEVEL) });
  await app.init();
  return {
    app,
    clock,
    commands: app.get(CommandBus),
    queries: app.get(QueryBus),
    scheduler: app.get(DrawScheduler),
    pool: app.get<pg.Pool>(PG_POOL),
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
