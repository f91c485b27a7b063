import { Query } from '@nestjs/cqrs';
import type { AuditRunView } from '../../runs/audit-run-view.js';

/** One audit run with its report; 404 'Audit run not found' for an unknown or malformed id. */
export class GetAuditRun extends Query<AuditRunView> {
  constructor(readonly id: string) {
    super();
  }
}
