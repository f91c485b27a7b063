import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WalletCommandRunner, type WalletCommandResult } from '../../wallet-command-runner.js';
import { HoldFunds } from './hold-funds.command.js';

@CommandHandler(HoldFunds)
export class HoldFundsHandler implements ICommandHandler<HoldFunds, WalletCommandResult> {
  constructor(private readonly wallets: WalletCommandRunner) {}

  execute({ userId, holdId, amountPaise, meta, options }: HoldFunds): Promise<WalletCommandResult> {
    return this.wallets.run(userId, { type: 'HoldFunds', data: { holdId, amountPaise } }, meta, options);
  }
}
