import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import type { SettingsCommand } from '../../settings.commands.js';
import { SettingsCommandMessage } from '../settings-command-message.js';

/** Sets what a referrer earns on a referred player's first done deposit (0 turns it off). */
export class SetReferralAmount extends SettingsCommandMessage {
  constructor(
    readonly amountPaise: number,
    meta: CommandMeta,
    idempotencyKey?: string,
  ) {
    super(meta, idempotencyKey);
  }

  toSettingsCommand(): SettingsCommand {
    return { type: 'SetReferralAmount', data: { amountPaise: this.amountPaise } };
  }
}
