import { CommandHandler } from '@nestjs/cqrs';
import { PlayCommandHandler } from '../play-command-message.js';
import { DeclineDepositLimits } from './decline-deposit-limits.command.js';

@CommandHandler(DeclineDepositLimits)
export class DeclineDepositLimitsHandler extends PlayCommandHandler<DeclineDepositLimits> {}
