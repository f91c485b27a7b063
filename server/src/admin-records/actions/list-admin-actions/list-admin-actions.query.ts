import { Query } from '@nestjs/cqrs';
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

/** GET /admin/actions.csv: every action the filter finds, oldest first, at most CSV_MAX_ROWS. */
export class ExportAdminActions extends Query<AdminActionView[]> {
  constructor(readonly filter: AdminActionFilter) {
    super();
  }
}
