import { CommandHandler } from '@nestjs/cqrs';
import { PlayCommandHandler } from '../play-command-message.js';
import { PausePlay } from './pause-play.command.js';

@CommandHandler(PausePlay)
export class PausePlayHandler extends PlayCommandHandler<PausePlay> {}
