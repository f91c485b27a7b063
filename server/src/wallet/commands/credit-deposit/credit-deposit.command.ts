import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import type { WalletCommand } from '../../wallet.commands.js';
import { WalletCommandMessage } from '../wallet-command-message.js';

/** Credits a deposit request marked done, once per request (key `deposit:<requestId>`). */
export class CreditDeposit extends WalletCommandMessage {
  constructor(
    userId: string,
    readonly request: { requestId: string; amountPaise: number },
    meta: CommandMeta,
  ) {
    super(userId, meta);
  }

  toWalletCommand(): WalletCommand {
    return { type: 'CreditDeposit', data: this.request };
  }
}
