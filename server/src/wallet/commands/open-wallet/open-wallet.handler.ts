import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WalletCommandRunner, type WalletCommandResult } from '../../wallet-command-runner.js';
import { OpenWallet } from './open-wallet.command.js';

/** Opens the wallet; on an open wallet it changes nothing and answers its balances. */
@CommandHandler(OpenWallet)
export class OpenWalletHandler implements ICommandHandler<OpenWallet, WalletCommandResult> {
  constructor(private readonly wallets: WalletCommandRunner) {}

  execute({ userId, meta }: OpenWallet): Promise<WalletCommandResult> {
    // One deterministic id: two sign-up paths racing to open the same wallet store one event.
    return this.wallets.run(userId, { type: 'OpenWallet', data: { userId } }, meta, { idempotencyKey: 'open' });
  }
}
