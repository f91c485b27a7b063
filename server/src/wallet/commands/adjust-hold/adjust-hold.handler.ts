import { CommandHandler } from '@nestjs/cqrs';
import { WalletCommandHandler } from '../wallet-command-message.js';
import { AdjustHold } from './adjust-hold.command.js';

@CommandHandler(AdjustHold)
export class AdjustHoldHandler extends WalletCommandHandler<AdjustHold> {}
