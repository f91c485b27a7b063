import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import type { WalletCommandResult } from '../../wallet-command-runner.js';

/**
 * Changes the amount of an active hold (an admin corrected a withdrawal's amount): the
 * difference moves between the money balance and the held amount, in one append.
 */
export class AdjustHold extends Command<WalletCommandResult> {
  constructor(
    readonly userId: string,
    readonly holdId: string,
    readonly amountPaise: number,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
