import { CommandHandler } from '@nestjs/cqrs';
import { WalletCommandHandler } from '../wallet-command-message.js';
import { OpenWallet } from './open-wallet.command.js';

@CommandHandler(OpenWallet)
export class OpenWalletHandler extends WalletCommandHandler<OpenWallet> {}
