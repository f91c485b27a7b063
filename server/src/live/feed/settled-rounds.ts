import type pg from 'pg';
import type { PeriodId } from '../../draws/draw-periods.js';

/** The `settled` event: a round's prizes are paid; clients read balances and tickets again. */
export interface SettledEvent {
  period: PeriodId;
  draw_id: string;
}

/**
 * Each period's newest settled round (rounds_by_period, read from the newest start down to
 * the first settled one: a step or two). Rounds of a period settle in order, so a round
 * settled since the last look is the newest settled one of its period, or older than it
 * when several settled between two looks (a server catching up), and then one event
 * for the period is enough: clients read everything again.
 */
const SQL = `SELECT r.* FROM unnest($1::text[]) AS p(period)
  CROSS JOIN LATERAL (
    SELECT period, round_id AS draw_id FROM rounds WHERE rounds.period = p.period AND status = 'settled' ORDER BY start_at DESC LIMIT 1
  ) r`;

export async function latestSettled(pool: pg.Pool, periods: readonly PeriodId[]): Promise<SettledEvent[]> {
  const { rows } = await pool.query<SettledEvent>({ name: 'fd_live_latest_settled', text: SQL, values: [periods] });
  return rows;
}

/**
 * The settled rounds that are news since the previous look (by period: its newest settled
 * round changed). The first look (`previous` null) only sets the baseline.
 */
export function settledChanges(
  previous: ReadonlyMap<PeriodId, string> | null,
  latest: readonly SettledEvent[],
): { changed: SettledEvent[]; seen: ReadonlyMap<PeriodId, string> } {
  const seen = new Map(latest.map((s) => [s.period, s.draw_id] as const));
  if (previous === null) return { changed: [], seen };
  return { changed: latest.filter((s) => previous.get(s.period) !== s.draw_id), seen };
}
