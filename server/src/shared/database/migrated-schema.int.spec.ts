import { readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { dataSourceOptions } from './data-source.js';
import { dumpSchema } from './schema-dump.js';

/**
 * Landed migrations are frozen. Every migration applied to an empty database must give
 * exactly the schema of the committed snapshot (tables, columns, constraints, indexes,
 * sequences, triggers, full function bodies, seeded rows), so editing an old migration, or
 * letting one import text that changes elsewhere, fails here.
 *
 * After adding a NEW migration, rewrite the snapshot and commit it with the migration:
 *   UPDATE_SCHEMA_SNAPSHOT=1 npm run test:int -w server -- migrated-schema
 * The diff of the snapshot file is then the schema change to review.
 *
 * The dump reads the catalogs through pg_get_functiondef and friends; it came out byte for
 * byte the same on PostgreSQL 15 (the machine's, under DATABASE_URL) and 18 (embedded).
 */
describe('the migrated schema', () => {
  let db: TestDatabase;
  let client: pg.Client;

  beforeAll(async () => {
    db = await createTestDatabase();
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await db.drop();
  });

  it('equals the committed snapshot', async () => {
    const file = new URL('./migrated-schema.snapshot.sql', import.meta.url);
    const dump = await dumpSchema(client);
    if (process.env.UPDATE_SCHEMA_SNAPSHOT === '1') writeFileSync(file, dump);
    expect(dump).toBe(readFileSync(file, 'utf8'));
  });

  it('sees an edit as small as one space in a function body, a default or a seeded row', async () => {
    const before = await dumpSchema(client);
    const edits = [
      `CREATE OR REPLACE FUNCTION fd_chain_hash(p_previous text, p_canonical text)
       RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT encode(sha256(convert_to(p_previous || p_canonical, 'UTF8')),  'hex') $$`,
      `ALTER TABLE projection_checkpoints ALTER COLUMN updated_at SET DEFAULT clock_timestamp()`,
      `UPDATE wallet_posting_rules SET sign = -sign WHERE type = 'PrizeCredited'`,
    ];
    for (const edit of edits) {
      await client.query('BEGIN');
      try {
        await client.query(edit);
        expect({ edit, changed: (await dumpSchema(client)) !== before }).toEqual({ edit, changed: true });
      } finally {
        await client.query('ROLLBACK');
      }
    }
    expect(await dumpSchema(client)).toBe(before);
  });

  it('is taken down by the down() of every migration and built again to the same snapshot', async () => {
    const before = await dumpSchema(client);
    const source = new DataSource(dataSourceOptions(db.url));
    await source.initialize();
    try {
      while ((await source.query('SELECT count(*)::int AS n FROM schema_migrations'))[0].n > 0) {
        await source.undoLastMigration({ transaction: 'each' });
      }
      const { rows } = await client.query(
        `SELECT relname FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' ORDER BY relname`,
      );
      expect(rows.map((r) => r.relname)).toEqual(['schema_migrations']);
      const { rows: fns } = await client.query(`SELECT proname FROM pg_proc WHERE pronamespace = 'public'::regnamespace`);
      expect(fns).toEqual([]);
      await source.runMigrations({ transaction: 'each' });
    } finally {
      await source.destroy();
    }
    // schema_migrations ids move on (a serial): compare all but those rows.
    const withoutLog = (dump: string) => dump.replace(/^schema_migrations \(.*\n/gm, '');
    expect(withoutLog(await dumpSchema(client))).toBe(withoutLog(before));
  });
});
