import { CommandHandler } from '@nestjs/cqrs';
import { SettingsCommandHandler } from '../settings-command-message.js';
import { SetResultSource } from './set-result-source.command.js';

@CommandHandler(SetResultSource)
export class SetResultSourceHandler extends SettingsCommandHandler<SetResultSource> {}
