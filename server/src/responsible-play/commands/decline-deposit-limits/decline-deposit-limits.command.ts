import type { PlayCommand } from '../../responsible-play.decide.js';
import { PlayCommandMessage } from '../play-command-message.js';

/** The player's explicit "no limit for now" to the first-deposit prompt; refused while a limit is set. */
export class DeclineDepositLimits extends PlayCommandMessage {
  toPlayCommand(requestId: string, now: string): PlayCommand {
    return { type: 'DeclineDepositLimits', data: { requestId, now } };
  }
}
