import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import type { PlayCommand } from '../../responsible-play.decide.js';
import type { PauseDuration, PauseKind } from '../../responsible-play.js';
import { PlayCommandMessage } from '../play-command-message.js';

/**
 * A cool-off (24h, 7d, 30d) or self-exclusion (6m, 1y, 5y) from now: no deposit request
 * and no ticket until it ends; withdrawals go on. Never lifted or shortened early; a
 * longer one may follow.
 */
export class PausePlay extends PlayCommandMessage {
  constructor(
    userId: string,
    readonly kind: PauseKind,
    readonly duration: PauseDuration,
    meta: CommandMeta,
    idempotencyKey?: string,
  ) {
    super(userId, meta, idempotencyKey);
  }

  toPlayCommand(requestId: string, now: string): PlayCommand {
    return { type: 'PausePlay', data: { requestId, kind: this.kind, duration: this.duration, now } };
  }
}
