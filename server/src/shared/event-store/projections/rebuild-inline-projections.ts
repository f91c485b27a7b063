import type pg from 'pg';

export interface InlineRebuildResult {
  name: string;
  /** Events of the projection's streams that the rebuild went through (skipped types included). */
  events: number;
  ms: number;
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
 * @param names projections to rebuild; all registered ones when omitted.
 */
export async function rebuildInlineProjections(pool: pg.Pool, names?: string[]): Promise<InlineRebuildResult[]> {
  const { rows } = await pool.query<{ name: string }>(
    'SELECT name FROM inline_projections WHERE $1::text[] IS NULL OR name = ANY($1) ORDER BY name',
    [names ?? null],
  );
  const missing = (names ?? []).filter((n) => !rows.some((r) => r.name === n));
  if (missing.length > 0) throw new Error(`No inline projection registered as: ${missing.join(', ')}`);

  const results: InlineRebuildResult[] = [];
  for (const { name } of rows) {
    const started = performance.now();
    const { rows: done } = await pool.query<{ events: string }>('SELECT fd_rebuild_inline_projection($1) AS events', [name]);
    results.push({ name, events: Number(done[0].events), ms: Math.round(performance.now() - started) });
  }
  return results;
}
