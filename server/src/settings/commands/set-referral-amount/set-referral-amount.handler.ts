import { CommandHandler } from '@nestjs/cqrs';
import { SettingsCommandHandler } from '../settings-command-message.js';
import { SetReferralAmount } from './set-referral-amount.command.js';

@CommandHandler(SetReferralAmount)
export class SetReferralAmountHandler extends SettingsCommandHandler<SetReferralAmount> {}
