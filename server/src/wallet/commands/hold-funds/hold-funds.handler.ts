import { CommandHandler } from '@nestjs/cqrs';
import { WalletCommandHandler } from '../wallet-command-message.js';
import { HoldFunds } from './hold-funds.command.js';

@CommandHandler(HoldFunds)
export class HoldFundsHandler extends WalletCommandHandler<HoldFunds> {}
