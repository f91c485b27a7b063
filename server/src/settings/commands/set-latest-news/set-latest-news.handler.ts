import { CommandHandler } from '@nestjs/cqrs';
import { SettingsCommandHandler } from '../settings-command-message.js';
import { SetLatestNews } from './set-latest-news.command.js';

@CommandHandler(SetLatestNews)
export class SetLatestNewsHandler extends SettingsCommandHandler<SetLatestNews> {}
