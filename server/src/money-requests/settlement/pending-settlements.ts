import { Injectable, Logger } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { Interval, Timeout } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, type Repository } from 'typeorm';
import { Clock } from '../../shared/clock/clock.js';
import { systemMeta, type CommandMeta } from '../../shared/cqrs/command-meta.js';
import { EventStore } from '../../shared/event-store/event-store.port.js';
import { MoneyRequestStatusChanged } from '../money-request.notices.js';
import { WithdrawalRequestRow } from '../projections/withdrawal-requests/withdrawal-request.entity.js';
import { RequestStreams } from '../request-streams.js';
import { evolveWithdrawal, initialWithdrawalState, withdrawalStreamId } from '../withdrawal-request.js';
import { WithdrawalSettlement, WithdrawalStepRefusedError } from './withdrawal-settlement.js';

/** How far back a sweep looks: a crash is found within a minute; a day covers a long outage of background work. */
export const SWEEP_WINDOW_MS = 24 * 3600_000;
/** The first sweep after a start: what a crash left is completed seconds after the restart, not at the next minute. */
export const FIRST_SWEEP_MS = 1_000;

/**
 * On a store that cannot write a withdrawal's change and its hold steps together
 * (KurrentDB), completes what a crash left between them without waiting for anyone to
 * repeat the command: a second after the start and then every minute (where background
 * jobs run), each withdrawal changed in the last day is settled as a command would settle
 * it (its hold steps run or undone). Settling a settled request only reads. Idempotent, so
 * two instances sweeping at once do no harm. Where the store writes them in one
 * transaction (PostgreSQL) there is nothing to complete and it does nothing. (A done
 * deposit's credit is its reactor's, on the log: reactors/credit-wallet-when-deposit-is-done.ts.)
 */
@Injectable()
export class PendingSettlements {
  private readonly logger = new Logger(PendingSettlements.name);

  constructor(
    private readonly streams: RequestStreams,
    private readonly withdrawals: WithdrawalSettlement,
    private readonly clock: Clock,
    private readonly eventBus: EventBus,
    private readonly store: EventStore,
    @InjectRepository(WithdrawalRequestRow) private readonly withdrawalRows: Repository<WithdrawalRequestRow>,
  ) {}

  @Timeout(FIRST_SWEEP_MS)
  async atStart(): Promise<void> {
    await this.everyMinute();
  }

  @Interval(60_000)
  async everyMinute(): Promise<void> {
    try {
      await this.sweep();
    } catch (error) {
      this.logger.warn(`Money request sweep failed: ${(error as Error).message}`);
    }
  }

  /** Returns how many requests were looked at. */
  async sweep(): Promise<number> {
    if (this.store.appendsTogether) return 0;
    const since = MoreThan(new Date(this.clock.now().getTime() - SWEEP_WINDOW_MS));
    const meta = systemMeta('money-request-settlement', `sweep-${this.clock.now().toISOString()}`);
    const withdrawals = await this.withdrawalRows.find({ where: { updatedAt: since }, select: { requestId: true } });
    for (const { requestId } of withdrawals) await this.quietly(requestId, () => this.settleWithdrawal(requestId, meta));
    return withdrawals.length;
  }

  private settleWithdrawal(requestId: string, meta: CommandMeta): Promise<void> {
    const streamId = withdrawalStreamId(requestId);
    return this.streams.exclusively(streamId, async () => {
      const state = await this.streams.load(streamId, initialWithdrawalState, evolveWithdrawal);
      if (!state.exists) return;
      try {
        await this.withdrawals.settle(state, meta);
      } catch (error) {
        if (error instanceof WithdrawalStepRefusedError && error.state.status !== state.status) {
          const { userId, status, amountPaise, reason } = error.state;
          this.eventBus.publish(new MoneyRequestStatusChanged('withdrawal', requestId, userId, status, amountPaise, reason));
        }
        throw error;
      }
    });
  }

  /** One request's trouble (a refused step, now undone; a conflict with an admin) does not stop the sweep. */
  private async quietly(requestId: string, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      if (error instanceof WithdrawalStepRefusedError) this.logger.log(`Withdrawal ${requestId}: a pending hold step was refused and undone`);
      else this.logger.warn(`Settling ${requestId} failed: ${(error as Error).message}`);
    }
  }
}
