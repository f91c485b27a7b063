import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AuditRunNotFoundError } from '../../audit.errors.js';
import type { AuditRunView } from '../../runs/audit-run-view.js';
import { AuditRunViews } from '../../runs/audit-run-views.js';
import { AuditRunsRepository } from '../../runs/audit-runs.repository.js';
import { GetAuditRun } from './get-audit-run.query.js';
import { isUuid } from '../../uuid.js';

@QueryHandler(GetAuditRun)
export class GetAuditRunHandler implements IQueryHandler<GetAuditRun, AuditRunView> {
  constructor(
    private readonly runs: AuditRunsRepository,
    private readonly views: AuditRunViews,
  ) {}

  async execute({ id }: GetAuditRun): Promise<AuditRunView> {
    const run = isUuid(id) ? await this.runs.get(id) : null;
    if (!run) throw new AuditRunNotFoundError();
    return (await this.views.of([run]))[0];
  }
}
