import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { Clock } from '../../shared/clock/clock.js';
import type { AuditProgress } from '../audit-progress.js';
import { AuditService } from '../audit.service.js';
import { AuditRunsRepository } from './audit-runs.repository.js';

/** How often the running instance writes its heartbeat and progress (well inside the 60 s timeout). */
const HEARTBEAT_MS = 2_000;
const ERROR_LENGTH = 500;

/**
 * Runs a started audit in the background of this instance: AuditService.run with its
 * progress kept in memory and written with a heartbeat every few seconds (never per
 * event), then the outcome. Other instances read the row; if this one dies, the heartbeat
 * stops and the run shows as abandoned. On shutdown the run is marked abandoned at once.
 */
@Injectable()
export class AuditRunner implements BeforeApplicationShutdown {
  private readonly logger = new Logger(AuditRunner.name);
  private current: { id: string; stop(): void; finished: Promise<void> } | null = null;
  private stopping = false;

  constructor(
    private readonly audit: AuditService,
    private readonly runs: AuditRunsRepository,
    private readonly clock: Clock,
  ) {}

  launch(id: string, first: AuditProgress): void {
    let latest = first;
    let writing = false;
    const beat = setInterval(() => {
      if (writing) return;
      writing = true;
      this.runs
        .heartbeat(id, latest)
        .catch((error: Error) => this.logger.warn(`Audit run ${id}: heartbeat failed: ${error.message}`))
        .finally(() => (writing = false));
    }, HEARTBEAT_MS);
    const finished = this.audit
      .run({ onProgress: (progress) => (latest = progress) })
      .then(
        (report) => ({ status: report.ok ? ('passed' as const) : ('failed' as const), progress: latest, report, error: null }),
        (error: Error) => {
          this.logger.error(`Audit run ${id} failed: ${error.message}`);
          return { status: 'error' as const, progress: latest, report: null, error: String(error.message || error).slice(0, ERROR_LENGTH) };
        },
      )
      .then(async (outcome) => {
        clearInterval(beat);
        if (!this.stopping) await this.runs.finish(id, outcome, this.clock.now());
      })
      .catch((error: Error) => this.logger.error(`Audit run ${id}: its outcome was not stored: ${error.message}`))
      .finally(() => {
        clearInterval(beat);
        if (this.current?.id === id) this.current = null;
      });
    this.current = { id, stop: () => clearInterval(beat), finished };
  }

  /** Resolves when this instance's run (if any) has stored its outcome: for tests and shutdown. */
  async settled(): Promise<void> {
    await this.current?.finished;
  }

  async beforeApplicationShutdown(): Promise<void> {
    const run = this.current;
    if (!run) return;
    this.stopping = true;
    run.stop();
    await this.runs.abandon(run.id).catch((error: Error) => this.logger.warn(`Audit run ${run.id}: not marked abandoned: ${error.message}`));
  }
}
