import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import type { WalletCommand } from '../../wallet.commands.js';
import { WalletCommandMessage } from '../wallet-command-message.js';

/** Adds to the referral balance (tickets only), once per referred player (key `referral:<referredUserId>`). */
export class CreditReferral extends WalletCommandMessage {
  constructor(
    userId: string,
    readonly request: { referredUserId: string; amountPaise: number },
    meta: CommandMeta,
  ) {
    super(userId, meta);
  }

  toWalletCommand(): WalletCommand {
    return { type: 'CreditReferral', data: this.request };
  }
}
