import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import type { PerWindow } from '../../deposit-limits.js';
import type { PlayCommand } from '../../responsible-play.decide.js';
import { PlayCommandMessage } from '../play-command-message.js';

/**
 * New daily, weekly and monthly deposit limits in paise (null: none). Lower ones apply at
 * once, higher ones and removals 24 hours later (deposit-limits.ts).
 */
export class SetDepositLimits extends PlayCommandMessage {
  constructor(
    userId: string,
    readonly limits: PerWindow<number | null>,
    meta: CommandMeta,
    idempotencyKey?: string,
  ) {
    super(userId, meta, idempotencyKey);
  }

  toPlayCommand(requestId: string, now: string): PlayCommand {
    return { type: 'SetDepositLimits', data: { requestId, limits: this.limits, now } };
  }
}
