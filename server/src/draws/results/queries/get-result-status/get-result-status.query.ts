import { Query } from '@nestjs/cqrs';
import type { PeriodId, ResultSource } from '../../../draw-periods.js';
import type { ResultNumbers } from '../../../queries/last-result/last-result.query.js';

/** A manual result entered and waiting for another admin's approval. */
export type PendingEntryView = ResultNumbers & { entered_by: string | null; entered_at: string; mine: boolean };

/** What the admin's result modal needs to know of a period, for the admin `adminId`. */
export interface ResultStatusView {
  period: PeriodId;
  /** The round awaiting a result, else the round on sale, else null. */
  draw_id: string | null;
  stage: 'awaiting' | 'on_sale' | 'none';
  source: ResultSource | null;
  /** The period's setting now: the next round's source. */
  next_source: ResultSource;
  close_at: string | null;
  draw_at: string | null;
  proof_url: string | null;
  entry: PendingEntryView | null;
}

export class GetResultStatus extends Query<ResultStatusView> {
  constructor(
    readonly period: PeriodId,
    readonly adminId: string,
  ) {
    super();
  }
}
