import { CommandHandler } from '@nestjs/cqrs';
import { PlayCommandHandler } from '../play-command-message.js';
import { SetRealityCheck } from './set-reality-check.command.js';

@CommandHandler(SetRealityCheck)
export class SetRealityCheckHandler extends PlayCommandHandler<SetRealityCheck> {}
