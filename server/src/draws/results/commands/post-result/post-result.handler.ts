import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { Clock } from '../../../../shared/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../../../shared/config/config.js';
import { PG_POOL } from '../../../../shared/database/pg-pool.js';
import { InvalidRoundError } from '../../../draws.errors.js';
import { isPeriodId } from '../../../draw-periods.js';
import { RoundCommandRunner, type LoadedRound } from '../../../rounds/round-command-runner.js';
import { NoRoundAwaitingResultError } from '../../../rounds/rounds.errors.js';
import { PostResult } from './post-result.command.js';

/**
 * Finds the round and lets the decider rule (round.decide.ts, PostResult). The round: the
 * period's oldest closed round without a result, since rounds settle in order, skipping in
 * manual mode a round with no tickets past its draw_at (settled without a result). With
 * none, the period's latest round past its sales, when it has its result, answers
 * 'already posted'; otherwise 'No draw of this period is awaiting its result'.
 */
@CommandHandler(PostResult)
export class PostResultHandler implements ICommandHandler<PostResult, LoadedRound> {
  constructor(
    private readonly rounds: RoundCommandRunner,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute({ period, numbers, letter, adminId, meta }: PostResult): Promise<LoadedRound> {
    if (!isPeriodId(period)) throw new InvalidRoundError(`${String(period)} is not a period`);
    const now = this.clock.now();
    const roundId = (await this.awaiting(period, now)) ?? (await this.latestResulted(period));
    if (!roundId) throw new NoRoundAwaitingResultError(period);
    const resultMode = this.config.RESULT_MODE;
    return this.rounds.run(roundId, { type: 'PostResult', data: { roundId, numbers, letter, adminId, now: now.toISOString(), resultMode } }, meta);
  }

  private async awaiting(period: string, now: Date): Promise<string | null> {
    const { rows } = await this.pool.query<{ round_id: string }>({
      name: 'fd_round_awaiting_result',
      text: `SELECT round_id FROM rounds
             WHERE period = $1 AND status = 'closed' AND NOT ($3 AND ticket_count IS NOT DISTINCT FROM 0 AND draw_at <= $2)
             ORDER BY start_at LIMIT 1`,
      values: [period, now, this.config.RESULT_MODE === 'manual'],
    });
    return rows[0]?.round_id ?? null;
  }

  private async latestResulted(period: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ round_id: string; status: string }>({
      name: 'fd_round_latest_past_sales',
      text: `SELECT round_id, status FROM rounds WHERE period = $1 AND status <> 'open' ORDER BY start_at DESC LIMIT 1`,
      values: [period],
    });
    const latest = rows[0];
    return latest && (latest.status === 'resulted' || latest.status === 'settled') ? latest.round_id : null;
  }
}
