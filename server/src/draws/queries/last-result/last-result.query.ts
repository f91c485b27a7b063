import { Query } from '@nestjs/cqrs';
import type { PeriodId } from '../../draw-periods.js';

/** The numbers of a result (spec section 3): num_1..num_5 in draw order, num_6 the weekly letter. */
export interface ResultNumbers {
  num_1: number;
  num_2: number;
  num_3: number;
  num_4: number;
  num_5: number;
  num_6?: string;
}

export interface LastResult {
  result: ResultNumbers | null;
  result_at: string | null;
}

/**
 * The last published result of a period. Results come with the next issue (ResultPosted,
 * ResultDrawn); until then every period answers { result: null, result_at: null }, which
 * the dashboard shows as its 00 placeholders.
 */
export class GetLastResult extends Query<LastResult> {
  constructor(readonly period: PeriodId) {
    super();
  }
}
