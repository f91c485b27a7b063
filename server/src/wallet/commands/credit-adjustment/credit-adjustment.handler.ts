import { CommandHandler } from '@nestjs/cqrs';
import { WalletCommandHandler } from '../wallet-command-message.js';
import { CreditAdjustment } from './credit-adjustment.command.js';

@CommandHandler(CreditAdjustment)
export class CreditAdjustmentHandler extends WalletCommandHandler<CreditAdjustment> {}
