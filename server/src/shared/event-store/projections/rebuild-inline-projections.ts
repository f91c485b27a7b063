import type pg from 'pg';

export interface InlineRebuildResult {
  name: string;
  /** Events of the projection's streams that the rebuild went through (skipped types included). */
  events: number;
  ms: number;
  /** Rebuilt by this projection's rebuild (they share a table); events and ms are counted there. */
  with?: string;
}

/**
 * Rebuilds inline projections (those registered in `inline_projections`, updated inside
 * each append) from the event log, each in one transaction and one statement:
 * fd_rebuild_inline_projection truncates the projection's tables and refills them in SQL
 * (set-based in chunks when the projection has a set-based function), so no event crosses
 * the wire. Appends to the same streams wait on the truncated tables meanwhile, so nothing
 * slips between the rebuild and the live path.
 *
 * `events` in each result: the events of the projection's streams, those of types it
 * skips included.
 *
 * Projections that share a table (ledger_postings: the wallets' postings and the rounds'
 * settlement postings) are rebuilt together: truncating the table empties both, so the
 * rebuild of one refills all that write it (fd_rebuild_inline_projection), and the others
 * in the same call are not rebuilt again (their result says `with` which one did it).
 *
 * @param names projections to rebuild; all registered ones when omitted.
 */
export async function rebuildInlineProjections(pool: pg.Pool, names?: string[]): Promise<InlineRebuildResult[]> {
  const { rows } = await pool.query<{ name: string; tables: string[] }>(
    'SELECT name, tables FROM inline_projections WHERE $1::text[] IS NULL OR name = ANY($1) ORDER BY name',
    [names ?? null],
  );
  const missing = (names ?? []).filter((n) => !rows.some((r) => r.name === n));
  if (missing.length > 0) throw new Error(`No inline projection registered as: ${missing.join(', ')}`);

  const results: InlineRebuildResult[] = [];
  // Table -> the projection whose rebuild (in this call) truncated and refilled it.
  const refilled = new Map<string, string>();
  for (const { name, tables } of rows) {
    const by = tables.length > 0 && tables.every((t) => refilled.has(t)) ? refilled.get(tables[0]) : undefined;
    if (by) {
      results.push({ name, events: 0, ms: 0, with: by });
      continue;
    }
    for (const t of tables) refilled.set(t, name);
    const started = performance.now();
    const { rows: done } = await pool.query<{ events: string }>('SELECT fd_rebuild_inline_projection($1) AS events', [name]);
    results.push({ name, events: Number(done[0].events), ms: Math.round(performance.now() - started) });
  }
  return results;
}
