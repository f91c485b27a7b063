import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import type { HoldStep, WalletCommand } from '../../wallet.commands.js';
import { WalletCommandMessage } from '../wallet-command-message.js';

/** Pays a held amount out to the player (withdrawal done): the hold leaves the wallet. */
export class CaptureHold extends WalletCommandMessage {
  constructor(
    userId: string,
    readonly request: HoldStep,
    meta: CommandMeta,
  ) {
    super(userId, meta);
  }

  toWalletCommand(): WalletCommand {
    return { type: 'CaptureHold', data: this.request };
  }
}
