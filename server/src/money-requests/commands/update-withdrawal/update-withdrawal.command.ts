import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import type { AdminUpdateForm } from '../../forms/admin-update-form.js';

/**
 * An admin's change of a withdrawal request (PUT /admin/withdraws/{id}), with an optional
 * proof of payment (an image or a PDF, as sent). `changed`: false when it asked for what
 * the request is.
 */
export class UpdateWithdrawal extends Command<{ changed: boolean }> {
  constructor(
    readonly requestId: string,
    readonly adminId: string,
    readonly form: AdminUpdateForm,
    readonly proof: Buffer | null,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
