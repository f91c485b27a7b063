import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import type { WalletCommandResult } from '../../wallet-command-runner.js';
import type { CreditReason } from '../../wallet.js';

export interface CreditMoneyOptions {
  /** A retried credit with the same key credits once (e.g. `deposit:<requestId>`). */
  idempotencyKey?: string;
  note?: string;
  /** Prize credits: the winning ticket ids. */
  tickets?: string[];
}

/**
 * Adds money to the withdrawable balance: a deposit marked done, a prize, or an admin
 * adjustment. `referenceId` names the deposit request, the round or the admin action.
 */
export class CreditMoney extends Command<WalletCommandResult> {
  constructor(
    readonly userId: string,
    readonly amountPaise: number,
    readonly reason: CreditReason,
    readonly referenceId: string,
    readonly meta: CommandMeta,
    readonly options: CreditMoneyOptions = {},
  ) {
    super();
  }
}
