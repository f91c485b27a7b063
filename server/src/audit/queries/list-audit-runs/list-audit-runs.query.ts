import { Query } from '@nestjs/cqrs';
import type { AuditRunView } from '../../runs/audit-run-view.js';

export interface AuditRunsPage {
  rows: AuditRunView[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

/** The audit runs, newest first, without their reports (GET one for that). */
export class ListAuditRuns extends Query<AuditRunsPage> {
  constructor(
    readonly page: number,
    readonly limit: number,
  ) {
    super();
  }
}
