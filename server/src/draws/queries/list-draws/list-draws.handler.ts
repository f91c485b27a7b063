import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { Clock } from '../../../shared/clock/clock.js';
import { PG_POOL } from '../../../shared/database/pg-pool.js';
import { drawView, openDraws, ROUND_COLUMNS, type DrawView, type RoundRecord } from '../draw-view.js';
import { OpenRoundsCache } from '../open-rounds-cache.js';
import { ListDraws } from './list-draws.query.js';

/** Closed as draw-view.ts decides it: recorded so, or past its close by the clock ($2 is now). */
const CLOSED_SQL = `(status <> 'open' OR close_at <= $2)`;

/**
 * The open-draw read is the dashboard's most frequent call (DESIGN.md section 7): it is
 * answered from the open rounds kept in memory (open-rounds-cache.ts). Other reads ask
 * `rounds` through the raw pool, a prepared statement per shape.
 */
@QueryHandler(ListDraws)
export class ListDrawsHandler implements IQueryHandler<ListDraws, DrawView[]> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
    private readonly openRounds: OpenRoundsCache,
  ) {}

  async execute({ period, status, limit }: ListDraws): Promise<DrawView[]> {
    if (status === 'open') {
      return openDraws(await this.openRounds.openRounds(), period, limit, this.clock.now());
    }
    const now = this.clock.now();
    const where = [period ? 'period = $1' : '$1::text IS NULL', status === 'closed' ? CLOSED_SQL : '$2::timestamptz IS NOT NULL'];
    const { rows } = await this.pool.query<RoundRecord>({
      name: `fd_list_draws_${period ? 'p' : 'all'}_${status ?? 'any'}`,
      text: `SELECT ${ROUND_COLUMNS} FROM rounds WHERE ${where.join(' AND ')} ORDER BY start_at DESC, round_id LIMIT $3`,
      values: [period, now, limit],
    });
    return rows.map((row) => drawView(row, now));
  }
}
