import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WalletCommandRunner, type WalletCommandResult } from '../../wallet-command-runner.js';
import { CaptureHold } from './capture-hold.command.js';

@CommandHandler(CaptureHold)
export class CaptureHoldHandler implements ICommandHandler<CaptureHold, WalletCommandResult> {
  constructor(private readonly wallets: WalletCommandRunner) {}

  execute({ userId, holdId, meta }: CaptureHold): Promise<WalletCommandResult> {
    return this.wallets.run(userId, { type: 'CaptureHold', data: { holdId } }, meta);
  }
}
