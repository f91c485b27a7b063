import { CommandHandler } from '@nestjs/cqrs';
import { PlayCommandHandler } from '../play-command-message.js';
import { SetDepositLimits } from './set-deposit-limits.command.js';

@CommandHandler(SetDepositLimits)
export class SetDepositLimitsHandler extends PlayCommandHandler<SetDepositLimits> {}
