import 'reflect-metadata';
import { ConfigError, loadConfig, type AppConfig } from './shared/config/config.js';
import { openDatabase, type OpenDatabase } from './shared/database/open-database.js';
import { runMigrations } from './shared/database/data-source.js';
import { createRootLogger } from './shared/logging/logger.js';
import { createApp } from './bootstrap.js';
import { Clock } from './shared/clock/clock.js';
import { describeClock } from './shared/clock/scaled-clock.js';

/**
 * `npm start`: validate the configuration, open the database (embedded unless
 * DATABASE_URL is set), apply migrations, serve API and client on one port, and on
 * SIGINT/SIGTERM drain requests before stopping the database.
 */
async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createRootLogger(config.LOG_LEVEL);
  let db: OpenDatabase | undefined;
  try {
    db = await openDatabase(config, (message) => logger.info(message));
    const applied = await runMigrations(db.url);
    if (applied.length > 0) logger.info({ migrations: applied }, `Applied ${applied.length} migration(s)`);
    const app = await createApp({ config, databaseUrl: db.url, logger });
    await app.listen({ port: config.PORT, host: config.HOST });
    printBanner(config, db, describeClock(app.get(Clock)));
    onShutdown(async (signal) => {
      logger.info({ signal }, 'Shutting down: draining requests');
      await app.close();
      await db?.stop();
      logger.info('Stopped');
    });
  } catch (error) {
    logger.fatal({ err: error }, 'Fairdraw could not start');
    console.error(`\nFairdraw could not start: ${(error as Error).message}\n`);
    await db?.stop().catch(() => undefined);
    process.exit(1);
  }
}

function printBanner(config: AppConfig, db: OpenDatabase, movedClock: string | null): void {
  const admin = config.ADMIN_USERNAME
    ? `${config.ADMIN_USERNAME} (password from ADMIN_PASSWORD)`
    : 'admin / Admin@12345 (development default; set ADMIN_USERNAME and ADMIN_PASSWORD)';
  const auditor = config.AUDITOR_USERNAME
    ? `${config.AUDITOR_USERNAME} (password from AUDITOR_PASSWORD), read-only`
    : config.NODE_ENV === 'development'
      ? 'auditor / Auditor@12345, read-only (development default; set AUDITOR_USERNAME and AUDITOR_PASSWORD)'
      : null;
  const checker = config.NODE_ENV === 'development' && !config.ADMIN_PASSWORD
    ? 'checker / Checker@12345 (development default: approves results another admin entered)'
    : null;
  const beacon = config.drandUrls.length > 0
    ? `drand chain ${config.DRAND_CHAIN_INFO!.hash.slice(0, 12)}... via ${config.drandUrls.join(', ')}`
    : 'none: RNG results say the operator could have influenced them (set DRAND_URL and DRAND_CHAIN_INFO)';
  console.log(
    [
      '',
      `  Fairdraw is running at ${config.publicUrl}`,
      `  API documentation:    ${config.publicUrl}/api/docs`,
      `  Data:                 ${db.where}`,
      `  Mail outbox:          ${config.SMTP_URL ? 'SMTP' : config.mailOutboxDir}`,
      `  Admin sign-in:        ${config.publicUrl}/admin/login as ${admin}`,
      ...(checker ? [`  Second admin:         ${config.publicUrl}/admin/login as ${checker}`] : []),
      ...(auditor ? [`  Auditor sign-in:      ${config.publicUrl}/admin/login as ${auditor}`] : []),
      `  Randomness beacon:    ${beacon}`,
      ...(movedClock ? [`  Clock:                ${movedClock}`] : []),
      '',
    ].join('\n'),
  );
}

function onShutdown(stop: (signal: string) => Promise<void>): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      stop(signal).then(
        () => process.exit(0),
        (error) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}

void main();
