import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import type { HoldChange, WalletCommand } from '../../wallet.commands.js';
import { WalletCommandMessage } from '../wallet-command-message.js';

/**
 * Sets money aside for a withdrawal request (`holdId` = the request id) at the request's
 * revision. A released hold may be held again at a newer revision (a rejected request
 * reopened), which fails if the money is gone.
 */
export class HoldFunds extends WalletCommandMessage {
  constructor(
    userId: string,
    readonly request: HoldChange,
    meta: CommandMeta,
  ) {
    super(userId, meta);
  }

  toWalletCommand(): WalletCommand {
    return { type: 'HoldFunds', data: this.request };
  }
}
