import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../shared/cqrs/command-meta.js';
import type { LoadedRound } from '../../../rounds/round-command-runner.js';

/** A second admin's approval of the result entered for a manual round: the numbers they saw. */
export class ApproveResult extends Command<LoadedRound> {
  constructor(
    readonly roundId: string,
    readonly numbers: number[],
    readonly letter: string | null,
    readonly adminId: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
