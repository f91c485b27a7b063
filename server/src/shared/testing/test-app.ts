import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../bootstrap.js';
import { FixedClock } from '../clock/clock.js';
import { loadConfig, type AppConfig } from '../config/config.js';
import { createRootLogger } from '../logging/logger.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface HttpReply {
  statusCode: number;
  headers: Headers;
  body: string;
  json(): any;
}

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  clock: FixedClock;
  db: TestDatabase;
  /** DATA_DIR of this app: outbox, uploads. */
  dataDir: string;
  baseUrl: string;
  /** A real HTTP request to the listening app (light-my-request cannot load under Jest's ESM mode). */
  request(method: string, url: string, options?: { body?: string | object; headers?: Record<string, string> }): Promise<HttpReply>;
  close(): Promise<void>;
}

/** Configuration of a test server: quiet, no background jobs, its own database and data folder. */
export function testConfig(databaseUrl: string, dataDir: string, env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    SCHEDULER_ENABLED: 'false',
    ...env,
  });
}

/**
 * The whole server exactly as `npm start` builds it (createApp), on a database of its
 * own, a data folder of its own and a clock the test controls, listening on a free
 * loopback port. No background jobs run.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'fd-app-'));
  const config = testConfig(db.url, dataDir, env);
  const clock = new FixedClock();
  const app = await createApp({ config, databaseUrl: db.url, clock, logger: createRootLogger(config.LOG_LEVEL) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.getHttpServer().address() as { port: number };
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    app,
    config,
    clock,
    db,
    dataDir,
    baseUrl,
    async request(method, url, options = {}) {
      const headers = { ...options.headers };
      let body: string | undefined;
      if (typeof options.body === 'object') {
        body = JSON.stringify(options.body);
        headers['content-type'] ??= 'application/json';
      } else body = options.body;
      const res = await fetch(baseUrl + url, { method, headers, body });
      const text = await res.text();
      return { statusCode: res.status, headers: res.headers, body: text, json: () => JSON.parse(text) };
    },
    async close() {
      await app.close();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
