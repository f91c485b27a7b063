import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock/clock.js';
import { FIRST_PROGRESS } from '../../runs/audit-run.js';
import type { AuditRunView } from '../../runs/audit-run-view.js';
import { AuditRunViews } from '../../runs/audit-run-views.js';
import { AuditRunner } from '../../runs/audit-runner.js';
import { AuditRunsRepository } from '../../runs/audit-runs.repository.js';
import { StartAuditRun } from './start-audit-run.command.js';

@CommandHandler(StartAuditRun)
export class StartAuditRunHandler implements ICommandHandler<StartAuditRun> {
  constructor(
    private readonly runs: AuditRunsRepository,
    private readonly runner: AuditRunner,
    private readonly views: AuditRunViews,
    private readonly clock: Clock,
  ) {}

  async execute({ adminId }: StartAuditRun): Promise<{ started: boolean; run: AuditRunView }> {
    const { started, run } = await this.runs.start(randomUUID(), adminId, this.clock.now(), FIRST_PROGRESS);
    // Only the instance that wrote the row runs it; it is answered at once (the run takes minutes on a big log).
    if (started) this.runner.launch(run.id, run.progress);
    return { started, run: (await this.views.of([run]))[0] };
  }
}
