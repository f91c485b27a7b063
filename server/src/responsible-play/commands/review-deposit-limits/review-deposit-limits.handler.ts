import { CommandHandler } from '@nestjs/cqrs';
import { PlayCommandHandler } from '../play-command-message.js';
import { ReviewDepositLimits } from './review-deposit-limits.command.js';

@CommandHandler(ReviewDepositLimits)
export class ReviewDepositLimitsHandler extends PlayCommandHandler<ReviewDepositLimits> {}
