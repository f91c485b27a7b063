import { Command } from '@nestjs/cqrs';
import type { PeriodId } from '../../../draws/draw-periods.js';
import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';

/** One winning player's prize of the round: the sum over their winning tickets. */
export interface PlayerPrize {
  userId: string;
  amountPaise: number;
  tickets: string[];
}

export interface PrizeCreditsResult {
  /** Prizes credited by this command. */
  credited: number;
  /** Prizes found credited already (a settlement run again): nothing was written for them. */
  repeated: number;
  /** Prizes that could not be credited, with the reason (a wallet not open, a bad prize...). */
  failed: Array<{ userId: string; code: string; message: string }>;
}

/**
 * Settlement's credits of a round, many wallets at once: the same
 * PrizeCredited event, id and fingerprint as CreditPrize writes for each player, appended
 * set-based in chunks. Running it again after a crash credits nobody twice.
 */
export class CreditPrizes extends Command<PrizeCreditsResult> {
  constructor(
    readonly roundId: string,
    readonly period: PeriodId,
    readonly prizes: PlayerPrize[],
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
