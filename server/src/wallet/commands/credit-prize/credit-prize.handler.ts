import { CommandHandler } from '@nestjs/cqrs';
import { WalletCommandHandler } from '../wallet-command-message.js';
import { CreditPrize } from './credit-prize.command.js';

@CommandHandler(CreditPrize)
export class CreditPrizeHandler extends WalletCommandHandler<CreditPrize> {}
