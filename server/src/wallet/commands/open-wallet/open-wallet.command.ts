import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import type { WalletCommand } from '../../wallet.commands.js';
import { WalletCommandMessage } from '../wallet-command-message.js';

/** Opens the wallet of a new player (stream `wallet-<userId>`); opening twice changes nothing. */
export class OpenWallet extends WalletCommandMessage {
  constructor(userId: string, meta: CommandMeta) {
    super(userId, meta);
  }

  toWalletCommand(): WalletCommand {
    return { type: 'OpenWallet', data: { userId: this.userId } };
  }
}
