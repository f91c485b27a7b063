import type { PlayCommand } from '../../responsible-play.decide.js';
import { PlayCommandMessage } from '../play-command-message.js';

/** The player has looked at their limits again: the next reminder comes 6 months later. */
export class ReviewDepositLimits extends PlayCommandMessage {
  toPlayCommand(requestId: string, now: string): PlayCommand {
    return { type: 'ReviewDepositLimits', data: { requestId, now } };
  }
}
