import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import type { PaymentDetailsChange, SettingsCommand } from '../../settings.commands.js';
import { SettingsCommandMessage } from '../settings-command-message.js';

/** Changes where players pay deposits (parts left out stay as they are). */
export class SetPaymentDetails extends SettingsCommandMessage {
  constructor(
    readonly change: PaymentDetailsChange,
    meta: CommandMeta,
    idempotencyKey?: string,
  ) {
    super(meta, idempotencyKey);
  }

  toSettingsCommand(): SettingsCommand {
    return { type: 'SetPaymentDetails', data: this.change };
  }
}
