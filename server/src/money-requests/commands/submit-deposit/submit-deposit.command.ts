import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import type { DepositForm } from '../../forms/deposit-form.js';

/**
 * A player's deposit request (POST /user/deposit): the checked form and the screenshot as
 * sent; with an Idempotency-Key a repeat answers the first request instead of a new one.
 */
export class SubmitDeposit extends Command<{ requestId: string; reference: string }> {
  constructor(
    readonly userId: string,
    readonly form: DepositForm,
    readonly image: Buffer | null,
    readonly meta: CommandMeta,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}
