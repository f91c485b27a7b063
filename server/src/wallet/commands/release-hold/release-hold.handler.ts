import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WalletCommandRunner, type WalletCommandResult } from '../../wallet-command-runner.js';
import { ReleaseHold } from './release-hold.command.js';

@CommandHandler(ReleaseHold)
export class ReleaseHoldHandler implements ICommandHandler<ReleaseHold, WalletCommandResult> {
  constructor(private readonly wallets: WalletCommandRunner) {}

  execute({ userId, holdId, meta }: ReleaseHold): Promise<WalletCommandResult> {
    return this.wallets.run(userId, { type: 'ReleaseHold', data: { holdId } }, meta);
  }
}
