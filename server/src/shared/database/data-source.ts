import { DataSource, MigrationExecutor, type DataSourceOptions } from 'typeorm';
import { migrations } from '../../../../migrations/index.js';
import { applyRepeatableSqlIn, MIGRATION_LOCK } from './repeatable-sql.js';

/**
 * TypeORM options for every process (server, command-line tools, tests). Schema changes
 * happen only through the migrations in /migrations; `synchronize` stays off.
 */
export function dataSourceOptions(url: string, entities: DataSourceOptions['entities'] = []): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsTableName: 'schema_migrations',
    synchronize: false,
    logging: false,
    extra: {
      max: Number(process.env.DATABASE_POOL_SIZE ?? 20),
      // Bounds both a new connection and the wait for a free one: a database that is away or
      // frozen answers 503 after this (database-unavailable.ts), never a request that hangs.
      connectionTimeoutMillis: Number(process.env.DATABASE_CONNECT_TIMEOUT_MS ?? 10_000),
    },
  };
}

/**
 * Applies every pending migration, then every changed repeatable .sql file (functions and
 * triggers, repeatable-sql.ts), in one transaction under an advisory lock: instances that
 * start together on a new database would otherwise both create the same tables, and a
 * failure leaves the database as it was. Returns the names of the migrations applied now.
 */
export async function runMigrations(url: string): Promise<string[]> {
  const source = new DataSource(dataSourceOptions(url));
  await source.initialize();
  const runner = source.createQueryRunner();
  try {
    await runner.startTransaction();
    await runner.query(MIGRATION_LOCK);
    // Given a runner whose transaction is open, the executor runs every migration inside it.
    const executor = new MigrationExecutor(source, runner);
    executor.transaction = 'all';
    const applied = await executor.executePendingMigrations();
    await applyRepeatableSqlIn((sql, params) => runner.query(sql, params));
    await runner.commitTransaction();
    return applied.map((m) => m.name);
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    throw error;
  } finally {
    await runner.release();
    await source.destroy();
  }
}

/** True when no migration is waiting to be applied. */
export async function migrationsApplied(source: DataSource): Promise<boolean> {
  return !(await source.showMigrations());
}
