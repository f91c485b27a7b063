import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { AppModule } from '../app.module.js';
import { ConfigError, loadConfig, type AppConfig } from '../shared/config/config.js';
import { runMigrations } from '../shared/database/data-source.js';
import { openDatabase } from '../shared/database/open-database.js';

/**
 * Runs a command-line tool against the product's database: the running server's
 * embedded PostgreSQL when the server is up, or one started (and stopped) for the tool
 * when it is not, or DATABASE_URL. Migrations are applied first; no background jobs run.
 * Exits the process with the code the work returns.
 */
export async function withCliContext(
  work: (app: INestApplicationContext, config: AppConfig) => Promise<number>,
): Promise<never> {
  let code = 1;
  try {
    const config = loadConfig();
    const db = await openDatabase(config, (m) => console.error(m));
    try {
      await runMigrations(db.url);
      const app = await NestFactory.createApplicationContext(
        AppModule.forRoot({ config, databaseUrl: db.url, background: false }),
        { logger: config.LOG_LEVEL === 'debug' ? undefined : false, abortOnError: false },
      );
      try {
        code = await work(app, config);
      } finally {
        await app.close();
      }
    } finally {
      await db.stop();
    }
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : `Error: ${(error as Error).message}`);
    code = 1;
  }
  process.exit(code);
}
