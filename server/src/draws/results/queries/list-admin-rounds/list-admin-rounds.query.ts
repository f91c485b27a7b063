import { Query } from '@nestjs/cqrs';
import type { CsvChunk } from '../../../../shared/csv/csv.js';
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

/** Where a chunk of the export starts: after this round (start_at as PostgreSQL writes it, exact). */
export interface AdminRoundCursor {
  startAt: string;
  roundId: string;
}

/** GET /admin/rounds.csv: a chunk of every round the filter finds, oldest first: `limit` after `cursor`. */
export class ExportAdminRounds extends Query<CsvChunk<AdminRoundView, AdminRoundCursor>> {
  constructor(
    readonly filter: AdminRoundsFilter,
    readonly cursor: AdminRoundCursor | null,
    readonly limit: number,
  ) {
    super();
  }
}
