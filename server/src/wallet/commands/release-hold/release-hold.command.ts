import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import type { WalletCommandResult } from '../../wallet-command-runner.js';

/** Gives a held amount back to the money balance (withdrawal rejected). */
export class ReleaseHold extends Command<WalletCommandResult> {
  constructor(
    readonly userId: string,
    readonly holdId: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
