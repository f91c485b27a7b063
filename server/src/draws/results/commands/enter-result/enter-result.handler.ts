import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { Clock } from '../../../../shared/clock/clock.js';
import { PG_POOL } from '../../../../shared/database/pg-pool.js';
import { InvalidRoundError } from '../../../draws.errors.js';
import { isPeriodId, type PeriodId } from '../../../draw-periods.js';
import { CloseRound } from '../../../rounds/commands/close-round/close-round.command.js';
import { RoundCommandRunner, type LoadedRound } from '../../../rounds/round-command-runner.js';
import {
  NoRoundAwaitingResultError,
  ResultAlreadyPostedError,
  ResultFromRngError,
  ResultRoundOpenError,
} from '../../../rounds/rounds.errors.js';
import { latestPastClose, roundOnSale, roundsAwaitingResult, type ResultRound } from '../../awaiting-results.js';
import { ResultAwaitsApproval } from '../../result.notices.js';
import { EnterResult } from './enter-result.command.js';

/**
 * Finds the round and lets the decider rule. The round: the period's oldest manual round
 * past its close without a result. One past its close by the clock that the scheduler has
 * not closed yet is closed here first (an idempotent CloseRound), so a result sent in the
 * first seconds after the close lands on that round. With no manual round waiting, the
 * answer says why: an RNG round waiting for its draw, the round still on sale (an RNG
 * one: no admin ever sets it), a result already published, or nothing awaiting.
 */
@CommandHandler(EnterResult)
export class EnterResultHandler implements ICommandHandler<EnterResult, LoadedRound> {
  constructor(
    private readonly rounds: RoundCommandRunner,
    private readonly commands: CommandBus,
    private readonly events: EventBus,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
  ) {}

  async execute({ period, numbers, letter, adminId, meta }: EnterResult): Promise<LoadedRound> {
    if (!isPeriodId(period)) throw new InvalidRoundError(`${String(period)} is not a period`);
    const round = await this.target(period, this.clock.now());
    if (round.status === 'open' || round.ticket_root === null) await this.commands.execute(new CloseRound(round.round_id, meta));
    const roundId = round.round_id;
    const before = await this.rounds.load(roundId);
    const now = this.clock.now().toISOString();
    const loaded = await this.rounds.run(roundId, { type: 'EnterResult', data: { roundId, numbers, letter, adminId, now } }, meta);
    if (loaded.version !== before.version) this.events.publish(new ResultAwaitsApproval(roundId, period, adminId));
    return loaded;
  }

  private async target(period: PeriodId, now: Date): Promise<ResultRound> {
    const awaiting = await roundsAwaitingResult(this.pool, period, now);
    const manual = awaiting.find((r) => r.source === 'manual');
    if (manual) return manual;
    if (awaiting[0]) throw new ResultFromRngError(awaiting[0].round_id);
    const onSale = await roundOnSale(this.pool, period, now);
    if (onSale) throw onSale.source === 'manual' ? new ResultRoundOpenError(onSale.round_id) : new ResultFromRngError(onSale.round_id);
    const latest = await latestPastClose(this.pool, period, now);
    if (latest?.has_result) throw new ResultAlreadyPostedError(latest.round_id);
    throw new NoRoundAwaitingResultError(period);
  }
}
