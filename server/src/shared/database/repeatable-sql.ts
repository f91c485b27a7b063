import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * Code that runs in the database (functions, triggers) is not frozen schema: each object
 * lives in its current form in one .sql file beside the code it serves, and is applied
 * after the migrations whenever the file's sha256 differs from the one recorded in
 * `repeatable_sql`. Order: the event store's own files, then every `projections/` folder's
 * files, each group sorted by path (so a feature's files apply in name order).
 */
export interface RepeatableSqlFile {
  /** Path under server/src, with forward slashes: the key in `repeatable_sql`. */
  name: string;
  text: string;
  checksum: string;
}

export const EVENT_STORE_SQL_DIR = 'shared/event-store/postgres/sql';

/**
 * Instances that start together queue here (migrations and these files alike); the second
 * finds nothing left to do. Advisory locks stack within a session, so taking it twice is fine.
 */
export const MIGRATION_LOCK = 'SELECT pg_advisory_xact_lock(1795277, 1)';

/** Runs one statement (or several, without parameters) and returns its rows. */
export type SqlQuery = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[] | undefined>;

export function repeatableSqlFile(name: string, text: string): RepeatableSqlFile {
  return { name, text, checksum: createHash('sha256').update(text, 'utf8').digest('hex') };
}

/**
 * server/src, found by walking up to the repository root: the build (server/dist) does
 * not copy .sql files, so the built server reads them from the source tree as well.
 */
export function serverSourceDir(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'server', 'package.json'))) return join(dir, 'server', 'src');
  }
  throw new Error('The repeatable SQL files were not found: server/src is missing beside server/package.json');
}

/** Every repeatable .sql file under `root`, in the order they are applied. */
export function repeatableSqlFiles(root: string = serverSourceDir()): RepeatableSqlFile[] {
  const all = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.sql'))
    .map((path) => path.split(sep).join('/'))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const eventStore = all.filter((path) => path.startsWith(`${EVENT_STORE_SQL_DIR}/`));
  const projections = all.filter((path) => !eventStore.includes(path) && path.split('/').slice(0, -1).includes('projections'));
  return [...eventStore, ...projections].map((name) => repeatableSqlFile(name, readFileSync(join(root, name), 'utf8')));
}

/**
 * Applies each file whose checksum is not the recorded one, inside the caller's open
 * transaction, under the lock; returns the names applied now.
 */
export async function applyRepeatableSqlIn(query: SqlQuery, files: RepeatableSqlFile[] = repeatableSqlFiles()): Promise<string[]> {
  await query(MIGRATION_LOCK);
  const rows = ((await query('SELECT name, checksum FROM repeatable_sql')) ?? []) as { name: string; checksum: string }[];
  const recorded = new Map(rows.map((r) => [r.name, r.checksum]));
  const applied: string[] = [];
  for (const file of files) {
    if (recorded.get(file.name) === file.checksum) continue;
    try {
      await query(file.text);
    } catch (error) {
      throw new Error(`Repeatable SQL ${file.name} failed: ${(error as Error).message}`, { cause: error });
    }
    await query(
      `INSERT INTO repeatable_sql (name, checksum, applied_at) VALUES ($1, $2, now())
       ON CONFLICT (name) DO UPDATE SET checksum = EXCLUDED.checksum, applied_at = EXCLUDED.applied_at`,
      [file.name, file.checksum],
    );
    applied.push(file.name);
  }
  return applied;
}

/** The same on its own connection and transaction: a failing file rolls every one back. */
export async function applyRepeatableSql(url: string, files: RepeatableSqlFile[] = repeatableSqlFiles()): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    const applied = await applyRepeatableSqlIn(async (sql, params) => (await client.query(sql, params)).rows, files);
    await client.query('COMMIT');
    return applied;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
