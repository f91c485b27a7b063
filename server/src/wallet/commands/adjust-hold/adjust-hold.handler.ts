import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WalletCommandRunner, type WalletCommandResult } from '../../wallet-command-runner.js';
import { AdjustHold } from './adjust-hold.command.js';

@CommandHandler(AdjustHold)
export class AdjustHoldHandler implements ICommandHandler<AdjustHold, WalletCommandResult> {
  constructor(private readonly wallets: WalletCommandRunner) {}

  execute({ userId, holdId, amountPaise, meta }: AdjustHold): Promise<WalletCommandResult> {
    return this.wallets.run(userId, { type: 'AdjustHold', data: { holdId, amountPaise } }, meta);
  }
}
