import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Interval } from '@nestjs/schedule';
import { Clock } from '../../shared/clock/clock.js';
import { systemMeta } from '../../shared/cqrs/command-meta.js';
import { Leadership } from '../../shared/leadership/leadership.js';
import { PERIOD_IDS } from '../draw-periods.js';
import { RecordClose } from '../closes/commands/record-close/record-close.command.js';
import { CloseRound } from '../rounds/commands/close-round/close-round.command.js';
import { OpenRound } from '../rounds/commands/open-round/open-round.command.js';
import { DrawResult } from '../results/commands/draw-result/draw-result.command.js';
import type { LoadedRound } from '../rounds/round-command-runner.js';
import { RoundAgenda } from './round-agenda.js';

/** Real milliseconds between ticks: a round closes at most this late (sales stop on time by the clock anyway). */
export const TICK_MS = 2_000;

export interface TickReport {
  opened: string[];
  closed: string[];
  /** Rounds given their RNG result; a round waiting for its beacon is in none of the lists. */
  drawn: string[];
  failed: { roundId: string; error: string }[];
}

/**
 * Drives the rounds from the injected clock: each tick closes every round past its close,
 * opens every round whose start has come and draws every closed RNG round past its
 * draw_at that has no result, per period, oldest first,
 * catching up after a downtime (RoundAgenda). Settlement is its own worker's. Runs only where background jobs run (the @Interval
 * needs ScheduleModule, which SCHEDULER_ENABLED=false leaves out) and only in the leader
 * instance; every transition is an idempotent command, so a second leader during a
 * hand-over records nothing twice. Sales never depend on it: a purchase is refused by the
 * clock at the close, and by the sales fence once SalesClosed is stored.
 */
@Injectable()
export class DrawScheduler {
  private readonly logger = new Logger(DrawScheduler.name);
  private running = false;

  constructor(
    private readonly commands: CommandBus,
    private readonly agenda: RoundAgenda,
    private readonly clock: Clock,
    private readonly leadership: Leadership,
  ) {}

  @Interval(TICK_MS)
  async everyTick(): Promise<void> {
    const term = this.leadership.isLeader() ? this.leadership.currentTerm() : null;
    if (!term || this.running) return;
    this.running = true;
    try {
      const report = await this.tick(term);
      for (const f of report.failed) this.logger.warn(`Round ${f.roundId}: ${f.error}`);
    } catch (error) {
      this.logger.warn(`Draw scheduler tick failed: ${(error as Error).message}`);
    } finally {
      this.running = false;
    }
  }

  /** One pass over every period; stops early when `term` (the leadership's) is aborted. */
  async tick(term?: AbortSignal): Promise<TickReport> {
    const now = this.clock.now();
    const meta = systemMeta('draw-scheduler', `tick-${now.toISOString()}`);
    const report: TickReport = { opened: [], closed: [], drawn: [], failed: [] };
    const attempt = async (roundId: string, done: string[], work: () => Promise<unknown>, isDone = (_: unknown) => true) => {
      if (term?.aborted) return;
      try {
        if (isDone(await work())) done.push(roundId);
      } catch (error) {
        report.failed.push({ roundId, error: (error as Error).message });
      }
    };
    // Before any new close, so the feed of closes stays in the order of the closes.
    for (const roundId of await this.agenda.dueToRecordClose()) {
      await attempt(roundId, [], () => this.commands.execute(new RecordClose(roundId, meta))); // reported only if it fails
    }
    for (const period of PERIOD_IDS) {
      for (const roundId of await this.agenda.dueToClose(period, now)) {
        await attempt(roundId, report.closed, () => this.commands.execute(new CloseRound(roundId, meta)));
      }
      for (const round of await this.agenda.dueToOpen(period, now)) {
        await attempt(round.roundId, report.opened, () => this.commands.execute(new OpenRound(period, round.startAt, meta)));
      }
    }
    // Draws last, after every period's closes and opens: one waiting for its beacon (relays
    // slow or down) never holds back another period's close. A round missed in a downtime is
    // opened closed above, and drawn in the same tick.
    for (const period of PERIOD_IDS) {
      for (const roundId of await this.agenda.dueToDraw(period, now)) {
        const drawn = (loaded: unknown) => (loaded as LoadedRound | undefined)?.state.status === 'resulted';
        await attempt(roundId, report.drawn, () => this.commands.execute(new DrawResult(roundId, meta)), drawn);
      }
    }
    return report;
  }
}
