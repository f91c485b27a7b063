import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { migrations } from '../../../../migrations/index.js';
import { runMigrations } from './data-source.js';
import { applyRepeatableSql, repeatableSqlFile, repeatableSqlFiles } from './repeatable-sql.js';

const probe = (answer: number) =>
  repeatableSqlFile('shared/event-store/postgres/sql/fd_test_probe.sql', `CREATE OR REPLACE FUNCTION fd_test_probe() RETURNS int LANGUAGE sql AS $$ SELECT ${answer} $$;`);

describe('repeatable SQL (functions and triggers applied after the migrations)', () => {
  let db: TestDatabase;
  let client: pg.Client;
  const recorded = async () =>
    (await client.query<{ name: string; checksum: string; at: string }>('SELECT name, checksum, applied_at::text AS at FROM repeatable_sql ORDER BY name')).rows;

  beforeAll(async () => {
    db = await createTestDatabase();
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await db.drop();
  });

  it('declares every function and trigger of the migrated schema in exactly one file', async () => {
    const files = repeatableSqlFiles();
    const declared = (pattern: RegExp) => files.flatMap((f) => [...f.text.matchAll(pattern)].map((m) => `${m[1]} in ${f.name}`));
    const functions = declared(/CREATE OR REPLACE FUNCTION public\.(\w+)\(/g);
    const triggers = declared(/CREATE OR REPLACE TRIGGER (\w+) /g);
    const { rows } = await client.query<{ name: string; kind: string }>(
      `SELECT p.proname AS name, 'function' AS kind FROM pg_proc p
       WHERE p.pronamespace = 'public'::regnamespace
         AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
       UNION ALL
       SELECT t.tgname, 'trigger' FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
       WHERE c.relnamespace = 'public'::regnamespace AND NOT t.tgisinternal`,
    );
    const names = (list: string[]) => list.map((d) => d.split(' in ')[0]).sort();
    expect(names(functions)).toEqual(rows.filter((r) => r.kind === 'function').map((r) => r.name).sort());
    expect(names(triggers)).toEqual(rows.filter((r) => r.kind === 'trigger').map((r) => r.name).sort());
    // A function's file is named after it, so it is found by its name.
    for (const d of functions) expect(d).toMatch(/^(\w+) in .*\/\1\.sql$/);
  });

  it('records every file when the database is migrated, and skips unchanged files after that', async () => {
    const files = repeatableSqlFiles();
    const before = await recorded();
    expect(before.map(({ name, checksum }) => ({ name, checksum }))).toEqual(
      files.map(({ name, checksum }) => ({ name, checksum })).sort((a, b) => (a.name < b.name ? -1 : 1)),
    );
    expect(await runMigrations(db.url)).toEqual([]);
    expect(await applyRepeatableSql(db.url)).toEqual([]);
    expect(await recorded()).toEqual(before);
  });

  it('re-applies a file whose checksum changed, and only that file', async () => {
    const files = repeatableSqlFiles();
    expect(await applyRepeatableSql(db.url, [...files, probe(1)])).toEqual([probe(1).name]);
    expect((await client.query('SELECT fd_test_probe() AS v')).rows[0].v).toBe(1);
    expect(await applyRepeatableSql(db.url, [...files, probe(1)])).toEqual([]);
    expect(await applyRepeatableSql(db.url, [...files, probe(2)])).toEqual([probe(2).name]);
    expect((await client.query('SELECT fd_test_probe() AS v')).rows[0].v).toBe(2);
    await client.query('DROP FUNCTION fd_test_probe()');
    await client.query('DELETE FROM repeatable_sql WHERE name = $1', [probe(1).name]);
  });

  it('rolls back every file of a run when one fails', async () => {
    const broken = repeatableSqlFile('wallet/projections/broken/broken.sql', 'CREATE OR REPLACE FUNCTION broken( RETURNS');
    await expect(applyRepeatableSql(db.url, [probe(3), broken])).rejects.toThrow(/wallet\/projections\/broken\/broken\.sql/);
    expect((await client.query(`SELECT count(*)::int AS n FROM pg_proc WHERE proname = 'fd_test_probe'`)).rows[0].n).toBe(0);
    expect((await recorded()).map((r) => r.name)).not.toContain(probe(3).name);
  });

  it('lets two instances migrate at once: one applies the files, the other waits and finds nothing to do', async () => {
    await client.query('DELETE FROM repeatable_sql');
    const runs = await Promise.all([applyRepeatableSql(db.url), applyRepeatableSql(db.url)]);
    const count = repeatableSqlFiles().length;
    expect(runs.map((names) => names.length).sort((a, b) => a - b)).toEqual([0, count]);
    await client.query('DELETE FROM repeatable_sql');
    await expect(Promise.all([runMigrations(db.url), runMigrations(db.url), runMigrations(db.url)])).resolves.toEqual([[], [], []]);
    expect(await recorded()).toHaveLength(count);
  });

  it('lets instances start together on a new database: one migrates, the others wait and find it done', async () => {
    const fresh = await createTestDatabase({ migrate: false });
    try {
      const runs = await Promise.all([runMigrations(fresh.url), runMigrations(fresh.url), runMigrations(fresh.url)]);
      expect(runs.map((names) => names.length).sort((a, b) => a - b)).toEqual([0, 0, migrations.length]);
    } finally {
      await fresh.drop();
    }
  });

  it('finds the event store files first, then each projections folder in path order, and nothing else', () => {
    const root = mkdtempSync(join(tmpdir(), 'fd-repeatable-'));
    try {
      for (const path of [
        'wallet/projections/b/z.sql',
        'admin/projections/a/y.sql',
        'shared/event-store/postgres/sql/x.sql',
        'shared/database/snapshot.sql',
        'wallet/projections/b/a.sql',
      ]) {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), `-- ${path}\n`);
      }
      expect(repeatableSqlFiles(root).map((f) => f.name)).toEqual([
        'shared/event-store/postgres/sql/x.sql',
        'admin/projections/a/y.sql',
        'wallet/projections/b/a.sql',
        'wallet/projections/b/z.sql',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
