import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import type { PrizeCredit, WalletCommand } from '../../wallet.commands.js';
import { WalletCommandMessage } from '../wallet-command-message.js';

/**
 * Credits a round's prize to one player, once: the event id derives from round and player
 * (key `prize:<roundId>` on the player's wallet), the same id the batch (CreditPrizes) writes.
 */
export class CreditPrize extends WalletCommandMessage {
  constructor(
    userId: string,
    readonly request: PrizeCredit,
    meta: CommandMeta,
  ) {
    super(userId, meta);
  }

  toWalletCommand(): WalletCommand {
    return { type: 'CreditPrize', data: this.request };
  }
}
