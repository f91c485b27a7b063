import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '../../../../shared/database/pg-pool.js';
import { RESULT_COLUMNS, resultFields, type ResultRecord } from '../published-result.js';
import { GetPostedResult, type PostedResultView } from './get-posted-result.query.js';

@QueryHandler(GetPostedResult)
export class GetPostedResultHandler implements IQueryHandler<GetPostedResult, PostedResultView | null> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ roundId }: GetPostedResult): Promise<PostedResultView | null> {
    const { rows } = await this.pool.query<ResultRecord & { round_id: string }>({
      name: 'fd_posted_result',
      text: `SELECT round_id, ${RESULT_COLUMNS} FROM rounds WHERE round_id = $1 AND result_num_1 IS NOT NULL`,
      values: [roundId],
    });
    const row = rows[0];
    if (!row) return null;
    const numbers = [row.result_num_1, row.result_num_2, row.result_num_3, row.result_num_4, row.result_num_5].map(Number);
    return { draw_id: row.round_id, result: resultFields({ numbers, letter: row.result_letter }), result_at: row.result_at!.toISOString() };
  }
}
