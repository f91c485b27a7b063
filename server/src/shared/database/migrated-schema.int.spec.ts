import { readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { migrations } from '../../../../migrations/index.js';
import { dataSourceOptions } from './data-source.js';
import { dumpSchema } from './schema-dump.js';

/**
 * Landed migrations are frozen. Every migration applied to an empty database must give
 * exactly the schema of the committed snapshot (tables, columns, constraints, indexes,
 * sequences, triggers, full function bodies, seeded rows), so editing an old migration, or
 * letting one import text that changes elsewhere, fails here.
 *
 * After adding a NEW migration, rewrite the snapshot and commit it with the migration:
 *   UPDATE_SCHEMA_SNAPSHOT=1 npm run test:int -w server -- -- src/shared/database/migrated-schema
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

  it('sees an edit as small as one space in a function body, a default, a seeded row, a storage option or a volatility', async () => {
    const before = await dumpSchema(client);
    const edits = [
      `CREATE OR REPLACE FUNCTION fd_chain_hash(p_previous text, p_canonical text)
       RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT encode(sha256(convert_to(p_previous || p_canonical, 'UTF8')),  'hex') $$`,
      `ALTER TABLE projection_checkpoints ALTER COLUMN updated_at SET DEFAULT clock_timestamp()`,
      `UPDATE wallet_posting_rules SET sign = -sign WHERE type = 'PrizeCredited'`,
      `ALTER TABLE streams SET (fillfactor = 90)`,
      `ALTER FUNCTION fd_event_canonical(uuid, text, int, text, jsonb, jsonb) IMMUTABLE`,
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

  it('steps back through each down() to exactly the schema before that migration', async () => {
    const stepped = await createTestDatabase({ migrate: false });
    const steppedClient = new pg.Client({ connectionString: stepped.url });
    await steppedClient.connect();
    const withMigrations = async (list: Function[], work: (source: DataSource) => Promise<unknown>) => {
      const source = new DataSource({ ...dataSourceOptions(stepped.url), migrations: list });
      await source.initialize();
      try {
        await work(source);
      } finally {
        await source.destroy();
      }
      return dumpSchema(steppedClient);
    };
    try {
      // The migrations' own bookkeeping table is not part of any step.
      const plain = (dump: string) => dump.split('\n').filter((l) => l !== '' && !/schema_migrations|PK_62441bec32630ced9e4cccae336/.test(l)).join('\n');
      const after: string[] = [plain(await withMigrations([], async () => undefined))];
      for (let k = 1; k <= migrations.length; k++) {
        after.push(plain(await withMigrations(migrations.slice(0, k), (source) => source.runMigrations({ transaction: 'each' }))));
      }
      // Functions and triggers are left out here: the migrated database also runs the
      // repeatable .sql files, whose current text may differ from what the migrations last
      // declared, and which may declare more of them.
      const withoutFunctions = (dump: string) =>
        dump.replace(/\n-- functions\n[\s\S]*?\n-- comments\n/, '\n-- comments\n').replace(/\n-- triggers\n[\s\S]*?\n-- comments\n/, '\n-- triggers\n-- comments\n');
      expect(withoutFunctions(after[migrations.length])).toBe(withoutFunctions(plain(await dumpSchema(client))));
      for (let k = migrations.length; k >= 1; k--) {
        const dump = plain(await withMigrations(migrations, (source) => source.undoLastMigration({ transaction: 'each' })));
        expect({ undone: k, dump }).toEqual({ undone: k, dump: after[k - 1] });
      }
    } finally {
      await steppedClient.end();
      await stepped.drop();
    }
  });
});
