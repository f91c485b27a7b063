import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../shared/cqrs/command-meta.js';

export interface RecordedClose {
  /** The round's entry in the feed of closes. */
  seq: number;
  /** False when the round was in the feed already. */
  changed: boolean;
}

/**
 * Appends a closed round to the public feed of closes, from what its stream stored:
 * RoundClosed's count, sales and root, the time RoundClosed was stored, and the period.
 * Asked by CloseRound once RoundClosed is stored, and by the scheduler for any closed
 * round missing from the feed (a close cut short, a round recorded as missed); a round
 * already in the feed is left as it is.
 */
export class RecordClose extends Command<RecordedClose> {
  constructor(
    readonly roundId: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
