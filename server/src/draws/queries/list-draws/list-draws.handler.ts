import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { Clock } from '../../../shared/clock/clock.js';
import { PG_POOL } from '../../../shared/database/pg-pool.js';
import { drawView, ROUND_COLUMNS, type DrawView, type RoundRecord } from '../draw-view.js';
import { ListDraws } from './list-draws.query.js';

/** The status filter in SQL, by the clock as draw-view.ts decides it ($2 is now). */
const STATUS_SQL = {
  open: `status = 'open' AND close_at > $2`,
  closed: `(status <> 'open' OR close_at <= $2)`,
} as const;

/**
 * Reads `rounds` through the raw pool with a prepared statement per shape: the open-draw
 * read is the dashboard's most frequent call (DESIGN.md section 7), one index probe on
 * (period, start_at desc).
 */
@QueryHandler(ListDraws)
export class ListDrawsHandler implements IQueryHandler<ListDraws, DrawView[]> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
  ) {}

  async execute({ period, status, limit }: ListDraws): Promise<DrawView[]> {
    const now = this.clock.now();
    const where = [period ? 'period = $1' : '$1::text IS NULL', status ? STATUS_SQL[status] : '$2::timestamptz IS NOT NULL'];
    const { rows } = await this.pool.query<RoundRecord>({
      name: `fd_list_draws_${period ? 'p' : 'all'}_${status ?? 'any'}`,
      text: `SELECT ${ROUND_COLUMNS} FROM rounds WHERE ${where.join(' AND ')} ORDER BY start_at DESC, round_id LIMIT $3`,
      values: [period, now, limit],
    });
    return rows.map((row) => drawView(row, now));
  }
}
