import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import type { DepositForm } from '../../forms/deposit-form.js';

/** A player's deposit request (POST /user/deposit): the checked form and the screenshot as sent. */
export class SubmitDeposit extends Command<{ requestId: string; reference: string }> {
  constructor(
    readonly userId: string,
    readonly form: DepositForm,
    readonly image: Buffer | null,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
