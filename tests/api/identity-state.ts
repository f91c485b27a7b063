import type { IdentityApp } from './identity-harness.js';

/**
 * A fingerprint of everything the database holds: one digest per table of the public
 * schema (rows in a fixed order). Equal fingerprints before and after a request mean the
 * request changed nothing; the differing tables name what it changed.
 */
export async function databaseState(t: IdentityApp): Promise<Record<string, string>> {
  const tables: { name: string }[] = await t.sql(
    `SELECT quote_ident(table_name) AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  // One statement for all tables: one connection, one snapshot.
  const digests = tables.map(({ name }) => `(SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM ${name} x) AS ${name}`);
  const [row] = await t.sql(`SELECT ${digests.join(', ')}`);
  return row as Record<string, string>;
}

/** The tables whose contents differ between two fingerprints. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((name) => before[name] !== after[name]).sort();
}
