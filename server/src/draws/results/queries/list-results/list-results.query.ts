import { Query } from '@nestjs/cqrs';
import type { PeriodId } from '../../../draw-periods.js';
import type { ResultNumbers } from '../../../queries/last-result/last-result.query.js';

/** One published result, as the public results history shows it. Money in rupees. */
export interface PublishedResultView {
  draw_id: string;
  period: PeriodId;
  start_at: string;
  close_at: string;
  draw_at: string;
  result_at: string;
  result: ResultNumbers;
  result_source: 'manual' | 'rng';
  ticket_count: number;
  sales: number;
}

export interface PublishedResultsPage {
  rows: PublishedResultView[];
  page: number;
  limit: number;
  total: number;
}

/** A period's published results, newest round first, paged from 1 (public: no sign-in). */
export class ListPublishedResults extends Query<PublishedResultsPage> {
  constructor(
    readonly period: PeriodId,
    readonly page: number,
    readonly limit: number,
  ) {
    super();
  }
}
