import { DataSource, type DataSourceOptions } from 'typeorm';
import { migrations } from '../../../../migrations/index.js';

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

/** Applies every pending migration; returns the names of those applied now. */
export async function runMigrations(url: string): Promise<string[]> {
  const source = new DataSource(dataSourceOptions(url));
  await source.initialize();
  try {
    const applied = await source.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await source.destroy();
  }
}

/** True when no migration is waiting to be applied. */
export async function migrationsApplied(source: DataSource): Promise<boolean> {
  return !(await source.showMigrations());
}
