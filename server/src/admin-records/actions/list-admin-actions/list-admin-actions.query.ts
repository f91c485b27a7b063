import { Query } from '@nestjs/cqrs';
import type { CsvChunk } from '../../../shared/csv/csv.js';
import type { AdminActionKind, AdminActionView } from '../admin-action.js';

export interface AdminActionFilter {
  kind: AdminActionKind | null;
  /** An admin's id or username, 'cli' or 'system'; null: anyone. */
  actor: string | null;
  /** Calendar days in India, inclusive ('YYYY-MM-DD'). */
  from: string | null;
  to: string | null;
}

export interface AdminActionsPage {
  rows: AdminActionView[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

/** GET /admin/actions: the admin action log, newest first. */
export class ListAdminActions extends Query<AdminActionsPage> {
  constructor(
    readonly filter: AdminActionFilter,
    readonly page: number,
    readonly limit: number,
  ) {
    super();
  }
}

/** Where a chunk of the export starts: after this action (`at` as PostgreSQL writes it, exact). */
export interface AdminActionCursor {
  at: string;
  position: string;
}

/** GET /admin/actions.csv: a chunk of every action the filter finds, oldest first: `limit` after `cursor`. */
export class ExportAdminActions extends Query<CsvChunk<AdminActionView, AdminActionCursor>> {
  constructor(
    readonly filter: AdminActionFilter,
    readonly cursor: AdminActionCursor | null,
    readonly limit: number,
  ) {
    super();
  }
}
