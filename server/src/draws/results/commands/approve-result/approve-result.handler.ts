import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/clock/clock.js';
import { RoundCommandRunner, type LoadedRound } from '../../../rounds/round-command-runner.js';
import { ApproveResult } from './approve-result.command.js';

@CommandHandler(ApproveResult)
export class ApproveResultHandler implements ICommandHandler<ApproveResult, LoadedRound> {
  constructor(
    private readonly rounds: RoundCommandRunner,
    private readonly clock: Clock,
  ) {}

  async execute({ roundId, numbers, letter, adminId, meta }: ApproveResult): Promise<LoadedRound> {
    const now = this.clock.now().toISOString();
    return this.rounds.run(roundId, { type: 'ApproveResult', data: { roundId, numbers, letter, adminId, now } }, meta);
  }
}
