import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../shared/cqrs/command-meta.js';

export interface SettleRoundResult {
  roundId: string;
  /** 'settled' by this command; 'already-settled': RoundSettled was stored before. */
  outcome: 'settled' | 'already-settled';
  /** Prizes credited by this run, and found credited already (a run after a crash). */
  credited: number;
  repeated: number;
  winners: number;
  prizesPaise: number;
}

/**
 * Settles a round whose result is published (DESIGN.md section 3): evaluates every ticket
 * set-based, credits each winning player's prize (PrizeCredited, id from round and player)
 * in chunks with progress saved, then records RoundSettled. Run again at any point, it
 * credits nobody twice. `signal`: stop between chunks (the leadership was lost).
 */
export class SettleRound extends Command<SettleRoundResult> {
  constructor(
    readonly roundId: string,
    readonly meta: CommandMeta,
    readonly signal?: AbortSignal,
  ) {
    super();
  }
}
