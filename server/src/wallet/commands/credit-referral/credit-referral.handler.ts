import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WalletCommandRunner, type WalletCommandResult } from '../../wallet-command-runner.js';
import { CreditReferral } from './credit-referral.command.js';

@CommandHandler(CreditReferral)
export class CreditReferralHandler implements ICommandHandler<CreditReferral, WalletCommandResult> {
  constructor(private readonly wallets: WalletCommandRunner) {}

  execute({ userId, amountPaise, referenceId, meta, options }: CreditReferral): Promise<WalletCommandResult> {
    return this.wallets.run(
      userId,
      { type: 'CreditReferral', data: { amountPaise, referenceId, note: options.note } },
      meta,
      { idempotencyKey: options.idempotencyKey },
    );
  }
}
