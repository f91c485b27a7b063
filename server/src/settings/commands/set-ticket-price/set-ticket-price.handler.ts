import { CommandHandler } from '@nestjs/cqrs';
import { SettingsCommandHandler } from '../settings-command-message.js';
import { SetTicketPrice } from './set-ticket-price.command.js';

@CommandHandler(SetTicketPrice)
export class SetTicketPriceHandler extends SettingsCommandHandler<SetTicketPrice> {}
