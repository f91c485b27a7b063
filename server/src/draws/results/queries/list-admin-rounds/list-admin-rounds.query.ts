import { Query } from '@nestjs/cqrs';
import type { PeriodId } from '../../../draw-periods.js';
import type { RoundStage } from '../published-result.js';
import type { AdminRoundView } from './admin-round-view.js';

export interface AdminRoundsFilter {
  period: PeriodId | null;
  /** The status as the list shows it (the stage at the clock's time). */
  status: RoundStage | null;
}

export interface AdminRoundsPage {
  rows: AdminRoundView[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

/** GET /admin/rounds: every round, newest first. */
export class ListAdminRounds extends Query<AdminRoundsPage> {
  constructor(
    readonly filter: AdminRoundsFilter,
    readonly page: number,
    readonly limit: number,
  ) {
    super();
  }
}

/** GET /admin/rounds.csv: every round the filter finds, oldest first, at most CSV_MAX_ROWS. */
export class ExportAdminRounds extends Query<AdminRoundView[]> {
  constructor(readonly filter: AdminRoundsFilter) {
    super();
  }
}
