import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WalletCommandRunner, type WalletCommandResult } from '../../wallet-command-runner.js';
import { CreditMoney } from './credit-money.command.js';

@CommandHandler(CreditMoney)
export class CreditMoneyHandler implements ICommandHandler<CreditMoney, WalletCommandResult> {
  constructor(private readonly wallets: WalletCommandRunner) {}

  execute({ userId, amountPaise, reason, referenceId, meta, options }: CreditMoney): Promise<WalletCommandResult> {
    const { idempotencyKey, note, tickets } = options;
    return this.wallets.run(
      userId,
      { type: 'CreditMoney', data: { amountPaise, reason, referenceId, note, tickets } },
      meta,
      { idempotencyKey },
    );
  }
}
