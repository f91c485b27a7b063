import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { runMigrations } from '../database/data-source.js';

export interface TestDatabase {
  name: string;
  /** URL of the new, migrated database. */
  url: string;
  /** Drops the database (closing any connection left open to it). */
  drop(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.FAIRDRAW_TEST_ADMIN_URL;
  if (!url) throw new Error('Database tests need the int Jest project (its global setup provides PostgreSQL)');
  return url;
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database with every migration applied, for one test file. */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const name = `fd_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  if (options.migrate !== false) await runMigrations(url.toString());
  return {
    name,
    url: url.toString(),
    drop: () => withAdmin((c) => dropWhenIdle(c, name)),
  };
}

/**
 * A pool's end() returns once it has asked its connections to close, not once they have;
 * dropping at that moment would kill them mid-goodbye, and the pool would raise that as an
 * unhandled error. So wait (briefly) for the database's last connection to go, then drop,
 * forcing only what is still there.
 */
async function dropWhenIdle(client: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const { rows } = await client.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    if (rows[0].n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
