import { CommandHandler } from '@nestjs/cqrs';
import { WalletCommandHandler } from '../wallet-command-message.js';
import { CaptureHold } from './capture-hold.command.js';

@CommandHandler(CaptureHold)
export class CaptureHoldHandler extends WalletCommandHandler<CaptureHold> {}
