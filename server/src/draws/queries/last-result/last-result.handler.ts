import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { Clock } from '../../../shared/clock/clock.js';
import { PG_POOL } from '../../../shared/database/pg-pool.js';
import { publishedNumbers, RESULT_COLUMNS, resultFields, type ResultRecord } from '../../results/queries/published-result.js';
import { GetLastResult, type LastResult } from './last-result.query.js';

const NONE: LastResult = { result: null, result_at: null, draw_id: null, result_source: null };

/**
 * The period's newest round (rounds_by_period) whose result is published at the clock's
 * now; a result posted early stays hidden until its result_at.
 */
@QueryHandler(GetLastResult)
export class GetLastResultHandler implements IQueryHandler<GetLastResult, LastResult> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
  ) {}

  async execute({ period }: GetLastResult): Promise<LastResult> {
    const now = this.clock.now();
    const { rows } = await this.pool.query<ResultRecord & { round_id: string }>({
      name: 'fd_last_result',
      text: `SELECT round_id, ${RESULT_COLUMNS} FROM rounds
             WHERE period = $1 AND result_at <= $2 AND result_num_1 IS NOT NULL ORDER BY start_at DESC LIMIT 1`,
      values: [period, now],
    });
    const row = rows[0];
    const published = row ? publishedNumbers(row, now) : null;
    if (!row || !published) return NONE;
    return { result: resultFields(published), result_at: row.result_at!.toISOString(), draw_id: row.round_id, result_source: row.result_source };
  }
}
