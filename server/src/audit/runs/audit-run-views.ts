import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetAdminAccounts } from '../../identity/queries/get-admin-accounts/get-admin-accounts.query.js';
import type { AuditRunRecord } from './audit-run.js';
import { auditRunView, type AuditRunView } from './audit-run-view.js';

/** Runs as the console shows them, with who started each (one query for the lot). */
@Injectable()
export class AuditRunViews {
  constructor(private readonly queries: QueryBus) {}

  async of(runs: AuditRunRecord[]): Promise<AuditRunView[]> {
    const admins = await this.queries.execute(new GetAdminAccounts(runs.map((r) => r.startedBy)));
    return runs.map((run) => auditRunView(run, admins.get(run.startedBy) ?? { id: run.startedBy, username: null, role: null }));
  }
}
