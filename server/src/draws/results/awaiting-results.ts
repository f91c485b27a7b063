import type pg from 'pg';
import type { PeriodId, ResultSource } from '../draw-periods.js';

/** A round of a period as an admin's result looks for it, from `rounds`. */
export interface ResultRound {
  round_id: string;
  /** 'open' | 'closed' | 'resulted' | 'settled' (the read model's). */
  status: string;
  source: ResultSource | null;
  ticket_root: string | null;
  has_result: boolean;
  close_at: Date;
  draw_at: Date;
}

const COLUMNS = 'round_id, status, source, ticket_root, result_source IS NOT NULL AS has_result, close_at, draw_at';

/**
 * The period's rounds past their close by the clock without a result, oldest first (they
 * settle in order): closed, closing, or still marked open in the moments before the
 * scheduler closes them. A manual round with no tickets past its draw_at is left out: it
 * settles without a result.
 */
export async function roundsAwaitingResult(pool: pg.Pool, period: PeriodId, now: Date): Promise<ResultRound[]> {
  const { rows } = await pool.query<ResultRound>({
    name: 'fd_rounds_awaiting_admin_result',
    text: `SELECT ${COLUMNS} FROM rounds
           WHERE period = $1 AND status IN ('open', 'closed') AND close_at <= $2
             AND NOT (source = 'manual' AND ticket_count IS NOT DISTINCT FROM 0 AND draw_at <= $2)
           ORDER BY start_at`,
    values: [period, now],
  });
  return rows;
}

/** The period's round on sale at `now`, or null. */
export async function roundOnSale(pool: pg.Pool, period: PeriodId, now: Date): Promise<ResultRound | null> {
  const { rows } = await pool.query<ResultRound>({
    name: 'fd_round_on_sale_for_result',
    text: `SELECT ${COLUMNS} FROM rounds WHERE period = $1 AND status = 'open' AND close_at > $2 ORDER BY start_at DESC LIMIT 1`,
    values: [period, now],
  });
  return rows[0] ?? null;
}

/** The period's latest round past its close, or null. */
export async function latestPastClose(pool: pg.Pool, period: PeriodId, now: Date): Promise<ResultRound | null> {
  const { rows } = await pool.query<ResultRound>({
    name: 'fd_round_latest_past_close',
    text: `SELECT ${COLUMNS} FROM rounds WHERE period = $1 AND close_at <= $2 ORDER BY start_at DESC LIMIT 1`,
    values: [period, now],
  });
  return rows[0] ?? null;
}
