import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import type { WalletCommandResult } from '../../wallet-command-runner.js';

/**
 * Sets money aside for a withdrawal request (`holdId` = the request id). A released hold
 * may be held again (a rejected request reopened), which fails if the money is gone.
 */
export class HoldFunds extends Command<WalletCommandResult> {
  constructor(
    readonly userId: string,
    readonly holdId: string,
    readonly amountPaise: number,
    readonly meta: CommandMeta,
    readonly options: { idempotencyKey?: string } = {},
  ) {
    super();
  }
}
