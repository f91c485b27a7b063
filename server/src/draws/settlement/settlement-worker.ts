import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Interval } from '@nestjs/schedule';
import type pg from 'pg';
import { Clock } from '../../shared/clock/clock.js';
import { systemMeta } from '../../shared/cqrs/command-meta.js';
import { PG_POOL } from '../../shared/database/pg-pool.js';
import { Leadership } from '../../shared/leadership/leadership.js';
import { SettleRound, type SettleRoundResult } from './commands/settle-round/settle-round.command.js';

/** Real milliseconds between passes: a prize reaches its balance about this long after result_at at most, plus the work. */
export const SETTLEMENT_TICK_MS = 1_000;

export interface SettlementPassReport {
  settled: SettleRoundResult[];
  /** Rounds due but not settled in this pass (waiting for a predecessor, a failed credit...). */
  waiting: { roundId: string; error: string }[];
}

/**
 * Settles rounds as their results are published: every round whose result_at has come by
 * the clock, and every closed manual round with no tickets past its draw_at (no witnessed
 * result is needed for it, and its pots must roll over).
 * Per period in start order: a round waits for the one before it (its pots start from what
 * that one carried), so a period's pass stops at its first round that cannot settle.
 *
 * Leader only, on its own interval (not the draw scheduler's), so a long settlement never
 * delays a close. SettleRound is idempotent: a second leader during a hand-over credits
 * nobody twice.
 */
@Injectable()
export class SettlementWorker {
  private readonly logger = new Logger(SettlementWorker.name);
  private running = false;

  constructor(
    private readonly commands: CommandBus,
    private readonly clock: Clock,
    private readonly leadership: Leadership,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  @Interval(SETTLEMENT_TICK_MS)
  async everyTick(): Promise<void> {
    const term = this.leadership.isLeader() ? this.leadership.currentTerm() : null;
    if (!term || this.running) return;
    this.running = true;
    try {
      const report = await this.pass(term);
      for (const w of report.waiting) this.logger.debug?.(`Round ${w.roundId} not settled yet: ${w.error}`);
    } catch (error) {
      this.logger.warn(`Settlement pass failed: ${(error as Error).message}`);
    } finally {
      this.running = false;
    }
  }

  /** Rounds due now, oldest first within each period. */
  async due(now: Date): Promise<Array<{ roundId: string; period: string }>> {
    const { rows } = await this.pool.query<{ round_id: string; period: string }>({
      name: 'fd_settlement_due_by_source',
      text: `SELECT round_id, period FROM rounds
             WHERE (status = 'resulted' AND result_at <= $1)
                OR (source = 'manual' AND status = 'closed' AND ticket_count = 0 AND draw_at <= $1)
             ORDER BY period, start_at`,
      values: [now],
    });
    return rows.map((r) => ({ roundId: r.round_id, period: r.period }));
  }

  async pass(term?: AbortSignal): Promise<SettlementPassReport> {
    const now = this.clock.now();
    const report: SettlementPassReport = { settled: [], waiting: [] };
    const blocked = new Set<string>();
    for (const { roundId, period } of await this.due(now)) {
      if (term?.aborted) break;
      if (blocked.has(period)) continue;
      try {
        const meta = systemMeta('settlement', `settle-${roundId}-${now.toISOString()}-${Math.random().toString(36).slice(2, 10)}`);
        report.settled.push(await this.commands.execute(new SettleRound(roundId, meta, term)));
      } catch (error) {
        blocked.add(period);
        report.waiting.push({ roundId, error: (error as Error).message });
      }
    }
    return report;
  }
}
