import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import type { HoldChange, WalletCommand } from '../../wallet.commands.js';
import { WalletCommandMessage } from '../wallet-command-message.js';

/**
 * Changes the amount of an active hold (an admin corrected a withdrawal's amount): the
 * difference moves between the money balance and the held amount, in one append.
 */
export class AdjustHold extends WalletCommandMessage {
  constructor(
    userId: string,
    readonly request: HoldChange,
    meta: CommandMeta,
  ) {
    super(userId, meta);
  }

  toWalletCommand(): WalletCommand {
    return { type: 'AdjustHold', data: this.request };
  }
}
