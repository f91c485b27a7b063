import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AuditRunViews } from '../../runs/audit-run-views.js';
import { AuditRunsRepository } from '../../runs/audit-runs.repository.js';
import { ListAuditRuns, type AuditRunsPage } from './list-audit-runs.query.js';

@QueryHandler(ListAuditRuns)
export class ListAuditRunsHandler implements IQueryHandler<ListAuditRuns, AuditRunsPage> {
  constructor(
    private readonly runs: AuditRunsRepository,
    private readonly views: AuditRunViews,
  ) {}

  async execute({ page, limit }: ListAuditRuns): Promise<AuditRunsPage> {
    const { runs, total } = await this.runs.list(page, limit);
    return { rows: await this.views.of(runs), pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
  }
}
