// Jest loads global setup outside its ESM module mapper, so these imports name the .ts files.
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../database/embedded-postgres.ts';
import { takeLease, withClusterLock } from './test-cluster-leases.ts';

/**
 * Jest global setup for database tests: the machine's PostgreSQL when DATABASE_URL is
 * set, otherwise an embedded one for the checkout's test runs (never the product's
 * DATA_DIR), shared by runs that overlap (test-cluster-leases.ts). Each test file then
 * creates and drops a database of its own (test-database.ts).
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) {
    process.env.FAIRDRAW_TEST_ADMIN_URL = process.env.DATABASE_URL;
    return;
  }
  // Under the system temp folder: the postgres user may not be able to enter the checkout.
  const dataDir = join(tmpdir(), `fairdraw-test-${createHash('sha256').update(process.cwd()).digest('hex').slice(0, 12)}`);
  const db = await withClusterLock(dataDir, async () => {
    takeLease(dataDir);
    return startEmbeddedPostgres({
      dataDir,
      database: 'postgres',
      log: () => undefined,
      // Durability is not under test here; speed is welcome.
      settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '300' },
    });
  });
  process.env.FAIRDRAW_TEST_ADMIN_URL = db.adminUrl;
  Object.assign(globalThis, { __fairdrawTestPg: db, __fairdrawTestPgDir: dataDir });
}

export type TestClusterGlobals = { __fairdrawTestPg?: EmbeddedDatabase; __fairdrawTestPgDir?: string };
