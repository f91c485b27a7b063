import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../shared/cqrs/command-meta.js';
import type { PeriodId } from '../../../draw-periods.js';
import type { LoadedRound } from '../../../rounds/round-command-runner.js';

/**
 * An admin's result for the period's round that is closed and awaiting it (the oldest
 * such round: rounds settle in order). 5 distinct numbers in draw order, the letter for
 * weekly. Recorded with the admin's id as the manual source; shown from draw_at.
 */
export class PostResult extends Command<LoadedRound> {
  constructor(
    readonly period: PeriodId,
    readonly numbers: number[],
    readonly letter: string | null,
    readonly adminId: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
