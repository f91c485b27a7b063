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
  /** The round of the result (its proof: GET /draws/{draw_id}/proof), null with no result. */
  draw_id: string | null;
  /** Who decided it: 'manual' (an admin) or 'rng' (the server's commit-reveal draw). */
  result_source: 'manual' | 'rng' | null;
}

/**
 * The last published result of a period: its newest round whose result_at has passed by
 * the clock. None yet: { result: null, result_at: null, ... }, which the dashboard shows as
 * its 00 placeholders.
 */
export class GetLastResult extends Query<LastResult> {
  constructor(readonly period: PeriodId) {
    super();
  }
}
