import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import type { HoldStep, WalletCommand } from '../../wallet.commands.js';
import { WalletCommandMessage } from '../wallet-command-message.js';

/** Gives a held amount back to the money balance (withdrawal rejected). */
export class ReleaseHold extends WalletCommandMessage {
  constructor(
    userId: string,
    readonly request: HoldStep,
    meta: CommandMeta,
  ) {
    super(userId, meta);
  }

  toWalletCommand(): WalletCommand {
    return { type: 'ReleaseHold', data: this.request };
  }
}
