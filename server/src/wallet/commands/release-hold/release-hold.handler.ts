import { CommandHandler } from '@nestjs/cqrs';
import { WalletCommandHandler } from '../wallet-command-message.js';
import { ReleaseHold } from './release-hold.command.js';

@CommandHandler(ReleaseHold)
export class ReleaseHoldHandler extends WalletCommandHandler<ReleaseHold> {}
