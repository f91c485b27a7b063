import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import type { PlayCommand } from '../../responsible-play.decide.js';
import { PlayCommandMessage } from '../play-command-message.js';

/** How often the reality check reminds the player of their session: 0 (off), 30 or 60 minutes. */
export class SetRealityCheck extends PlayCommandMessage {
  constructor(
    userId: string,
    readonly minutes: number,
    meta: CommandMeta,
    idempotencyKey?: string,
  ) {
    super(userId, meta, idempotencyKey);
  }

  toPlayCommand(requestId: string, now: string): PlayCommand {
    return { type: 'SetRealityCheck', data: { requestId, minutes: this.minutes, now } };
  }
}
