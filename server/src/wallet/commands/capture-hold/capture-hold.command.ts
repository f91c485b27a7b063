import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import type { WalletCommandResult } from '../../wallet-command-runner.js';

/** Pays a held amount out to the player (withdrawal done): the hold leaves the wallet. */
export class CaptureHold extends Command<WalletCommandResult> {
  constructor(
    readonly userId: string,
    readonly holdId: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
