import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import type { PeriodId } from '../../../draw-periods.js';
import { Clock } from '../../../../shared/clock/clock.js';
import { PG_POOL } from '../../../../shared/database/pg-pool.js';
import { rupeesFromPaise } from '../../../../shared/money/money.js';
import { publishedNumbers, RESULT_COLUMNS, resultFields, type ResultRecord } from '../published-result.js';
import { ListPublishedResults, type PublishedResultsPage, type PublishedResultView } from './list-results.query.js';

interface Row extends ResultRecord {
  round_id: string;
  period: PeriodId;
  start_at: Date;
  close_at: Date;
  draw_at: Date;
  ticket_count: number | null;
  sales_paise: string | null;
}

/** Published = a result whose result_at has passed by the clock: the same rule as every read (published-result.ts). */
const WHERE = `period = $1 AND result_at <= $2 AND result_num_1 IS NOT NULL`;

@QueryHandler(ListPublishedResults)
export class ListPublishedResultsHandler implements IQueryHandler<ListPublishedResults, PublishedResultsPage> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
  ) {}

  async execute({ period, page, limit }: ListPublishedResults): Promise<PublishedResultsPage> {
    const now = this.clock.now();
    // rounds_by_period (period, start_at DESC): a period has a few thousand rounds a year at most.
    const [list, count] = await Promise.all([
      this.pool.query<Row>({
        name: 'fd_published_results',
        text: `SELECT round_id, period, start_at, close_at, draw_at, ticket_count, sales_paise, ${RESULT_COLUMNS}
               FROM rounds WHERE ${WHERE} ORDER BY start_at DESC LIMIT $3 OFFSET $4`,
        values: [period, now, limit, (page - 1) * limit],
      }),
      this.pool.query<{ total: number }>({
        name: 'fd_published_results_count',
        text: `SELECT count(*)::int AS total FROM rounds WHERE ${WHERE}`,
        values: [period, now],
      }),
    ]);
    const rows = list.rows.flatMap((row) => {
      const published = publishedNumbers(row, now);
      return published ? [view(row, published)] : [];
    });
    return { rows, page, limit, total: count.rows[0].total };
  }
}

function view(row: Row, published: { numbers: number[]; letter: string | null }): PublishedResultView {
  return {
    draw_id: row.round_id,
    period: row.period,
    start_at: row.start_at.toISOString(),
    close_at: row.close_at.toISOString(),
    draw_at: row.draw_at.toISOString(),
    result_at: row.result_at!.toISOString(),
    result: resultFields(published),
    result_source: row.result_source!,
    ticket_count: row.ticket_count ?? 0,
    sales: rupeesFromPaise(Number(row.sales_paise ?? 0)),
  };
}
