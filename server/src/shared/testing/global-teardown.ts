import pg from 'pg';
import type { EmbeddedDatabase } from '../database/embedded-postgres.ts';

/**
 * Stops the test cluster this run started, unless another Jest run on this machine is
 * still using it (its test databases exist): that run stops it when it ends.
 */
export default async function globalTeardown(): Promise<void> {
  const db = (globalThis as { __fairdrawTestPg?: EmbeddedDatabase }).__fairdrawTestPg;
  if (!db) return;
  const client = new pg.Client({ connectionString: db.adminUrl });
  await client.connect();
  const { rows } = await client.query("SELECT count(*)::int AS n FROM pg_database WHERE datname LIKE 'fd\\_test\\_%'");
  await client.end();
  if (rows[0].n === 0) await db.stop();
}
