import { Injectable } from '@nestjs/common';
import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../shared/cqrs/command-meta.js';
import { WalletCommandRunner, type WalletCommandResult } from '../wallet-command-runner.js';
import type { WalletCommand } from '../wallet.commands.js';

/**
 * A wallet command as it travels on the CommandBus: whose wallet, who asks, and the
 * decider's command. Each use case's class (commands/<use-case>/) says what it asks.
 */
export abstract class WalletCommandMessage extends Command<WalletCommandResult> {
  constructor(
    readonly userId: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }

  abstract toWalletCommand(): WalletCommand;
}

/** Handlers stay thin: the runner loads, decides and appends (house style 3). */
@Injectable()
export abstract class WalletCommandHandler<C extends WalletCommandMessage> {
  constructor(protected readonly wallets: WalletCommandRunner) {}

  execute(command: C): Promise<WalletCommandResult> {
    return this.wallets.run(command.userId, command.toWalletCommand(), command.meta);
  }
}
