import type pg from 'pg';
import type { PeriodId } from '../../draws/draw-periods.js';
import { ROUND_COLUMNS, type RoundRecord } from '../../draws/queries/draw-view.js';

/**
 * The two latest rounds of each period (the current one and the one before: a close and
 * the next open can land between two looks), from the rounds read model. One index probe
 * per period (rounds_by_period), so reading it on every burst of appends stays cheap.
 */
const SQL = `SELECT r.* FROM unnest($1::text[]) AS p(period)
  CROSS JOIN LATERAL (
    SELECT ${ROUND_COLUMNS} FROM rounds WHERE rounds.period = p.period ORDER BY start_at DESC LIMIT 2
  ) r`;

export async function latestRounds(pool: pg.Pool, periods: readonly PeriodId[]): Promise<RoundRecord[]> {
  const { rows } = await pool.query<RoundRecord>({ name: 'fd_live_latest_rounds', text: SQL, values: [periods] });
  return rows;
}
