import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../shared/database/pg-pool.js';
import type { PeriodId } from '../draw-periods.js';
import { UnrecordedCloses } from '../closes/unrecorded-closes.js';
import { currentRound, roundsStartingBetween, type RoundTimes } from '../rounds/round-calendar.js';

/** How far back a catch-up records missed rounds: two weeks covers any outage worth recording round by round. */
export const CATCH_UP_DAYS = 14;

/**
 * What the scheduler has to do for a period at `now`, read from `rounds` and the calendar.
 */
@Injectable()
export class RoundAgenda {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly unrecordedCloses: UnrecordedCloses,
  ) {}

  /** Closed rounds missing from the feed of closes (a close cut short), oldest close first. */
  dueToRecordClose(): Promise<string[]> {
    return this.unrecordedCloses.find();
  }

  /** Rounds past their close still open, or closed without their ticket set (a close interrupted), oldest first. */
  async dueToClose(period: PeriodId, now: Date): Promise<string[]> {
    const { rows } = await this.pool.query<{ round_id: string }>({
      name: 'fd_rounds_due_to_close',
      text: `SELECT round_id FROM rounds
             WHERE period = $1 AND ((status = 'open' AND close_at <= $2) OR (status = 'closed' AND ticket_root IS NULL))
             ORDER BY start_at`,
      values: [period, now],
    });
    return rows.map((r) => r.round_id);
  }

  /** Closed RNG rounds (ticket set recorded) past their draw_at without a result, oldest first: the RNG draws them. */
  async dueToDraw(period: PeriodId, now: Date): Promise<string[]> {
    const { rows } = await this.pool.query<{ round_id: string }>({
      name: 'fd_rounds_due_to_draw_rng',
      text: `SELECT round_id FROM rounds
             WHERE period = $1 AND status = 'closed' AND ticket_root IS NOT NULL AND draw_at <= $2
               AND source IS DISTINCT FROM 'manual'
             ORDER BY start_at`,
      values: [period, now],
    });
    return rows.map((r) => r.round_id);
  }

  /**
   * Rounds to open, oldest first: every start after the period's latest recorded round up
   * to now (those whose close has passed are recorded as missed by OpenRound), at most
   * CATCH_UP_DAYS back. With no round recorded yet (a new database), only the current
   * round, and only while it sells: the calendar does not reach back before the service.
   */
  async dueToOpen(period: PeriodId, now: Date): Promise<RoundTimes[]> {
    const { rows } = await this.pool.query<{ latest: Date | null }>({
      name: 'fd_rounds_latest_start',
      text: 'SELECT max(start_at) AS latest FROM rounds WHERE period = $1',
      values: [period],
    });
    const latest = rows[0]?.latest ?? null;
    if (latest === null) {
      const current = currentRound(period, now);
      return now.getTime() < Date.parse(current.closeAt) ? [current] : [];
    }
    const horizon = new Date(now.getTime() - CATCH_UP_DAYS * 24 * 3600_000);
    return roundsStartingBetween(period, latest > horizon ? latest : horizon, now);
  }
}
