import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import type { WithdrawalForm } from '../../forms/withdrawal-form.js';

/**
 * A player's withdrawal request (POST /user/withdraw): the checked form and the scanner
 * file as sent; with an Idempotency-Key a repeat answers the first request (one hold).
 */
export class SubmitWithdrawal extends Command<{ requestId: string }> {
  constructor(
    readonly userId: string,
    readonly form: WithdrawalForm,
    readonly file: Buffer | null,
    readonly meta: CommandMeta,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}
