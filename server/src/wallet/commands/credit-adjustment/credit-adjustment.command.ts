import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import type { WalletCommand } from '../../wallet.commands.js';
import { WalletCommandMessage } from '../wallet-command-message.js';

/** An admin's manual credit, once per admin action (key `adjustment:<adjustmentId>`). */
export class CreditAdjustment extends WalletCommandMessage {
  constructor(
    userId: string,
    readonly request: { adjustmentId: string; amountPaise: number; note?: string },
    meta: CommandMeta,
  ) {
    super(userId, meta);
  }

  toWalletCommand(): WalletCommand {
    return { type: 'CreditAdjustment', data: this.request };
  }
}
