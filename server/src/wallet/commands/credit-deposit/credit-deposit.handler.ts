import { CommandHandler } from '@nestjs/cqrs';
import { WalletCommandHandler } from '../wallet-command-message.js';
import { CreditDeposit } from './credit-deposit.command.js';

@CommandHandler(CreditDeposit)
export class CreditDepositHandler extends WalletCommandHandler<CreditDeposit> {}
