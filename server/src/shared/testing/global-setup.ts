// Jest loads global setup outside its ESM module mapper, so this import names the .ts file.
import { resolve } from 'node:path';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../database/embedded-postgres.ts';

/**
 * Jest global setup for database tests: the machine's PostgreSQL when DATABASE_URL is
 * set, otherwise an embedded one of the test run's own (never the product's DATA_DIR).
 * Each test file then creates and drops a database of its own (test-database.ts).
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) {
    process.env.FAIRDRAW_TEST_ADMIN_URL = process.env.DATABASE_URL;
    return;
  }
  const db = await startEmbeddedPostgres({
    dataDir: resolve(process.cwd(), '..', '.test-data'),
    database: 'postgres',
    log: () => undefined,
    // Durability is not under test here; speed is welcome.
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '300' },
  });
  process.env.FAIRDRAW_TEST_ADMIN_URL = db.adminUrl;
  (globalThis as { __fairdrawTestPg?: EmbeddedDatabase }).__fairdrawTestPg = db;
}
