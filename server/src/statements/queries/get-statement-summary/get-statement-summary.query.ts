import { Query } from '@nestjs/cqrs';
import type { StatementSummary } from '../../statement-summary.js';

/** The caller's balances, net deposits and financial years (statement-summary.ts). */
export class GetStatementSummary extends Query<StatementSummary> {
  constructor(readonly userId: string) {
    super();
  }
}
