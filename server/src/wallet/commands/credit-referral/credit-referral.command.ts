import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import type { WalletCommandResult } from '../../wallet-command-runner.js';

export interface CreditReferralOptions {
  /** A retried credit with the same key credits once (e.g. `referral:<referredUserId>`). */
  idempotencyKey?: string;
  note?: string;
}

/** Adds to the referral balance (spendable on tickets only); `referenceId`: the referred player. */
export class CreditReferral extends Command<WalletCommandResult> {
  constructor(
    readonly userId: string,
    readonly amountPaise: number,
    readonly referenceId: string,
    readonly meta: CommandMeta,
    readonly options: CreditReferralOptions = {},
  ) {
    super();
  }
}
