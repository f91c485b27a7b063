import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock/clock.js';
import { PlayReads } from '../../play-reads.js';
import { decideDeposit, refuseWhilePaused } from '../../responsible-play.decide.js';
import { CheckDeposit } from './check-deposit.query.js';

@QueryHandler(CheckDeposit)
export class CheckDepositHandler implements IQueryHandler<CheckDeposit, void> {
  constructor(
    private readonly reads: PlayReads,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, amountPaise }: CheckDeposit): Promise<void> {
    const now = this.clock.now();
    const play = await this.reads.requirePlay(userId);
    // A pause refuses before the deposits are even counted.
    refuseWhilePaused(play, now);
    decideDeposit(play, await this.reads.depositedPaise(userId, now), amountPaise, now);
  }
}
