import { CommandHandler } from '@nestjs/cqrs';
import { SettingsCommandHandler } from '../settings-command-message.js';
import { SetPaymentDetails } from './set-payment-details.command.js';

@CommandHandler(SetPaymentDetails)
export class SetPaymentDetailsHandler extends SettingsCommandHandler<SetPaymentDetails> {}
