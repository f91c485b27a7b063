import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import type { AdminUpdateForm } from '../../forms/admin-update-form.js';

/** An admin's change of a deposit request (PUT /admin/deposits/{id}). `changed`: false when it asked for what the request is. */
export class UpdateDeposit extends Command<{ changed: boolean }> {
  constructor(
    readonly requestId: string,
    readonly adminId: string,
    readonly form: AdminUpdateForm,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
