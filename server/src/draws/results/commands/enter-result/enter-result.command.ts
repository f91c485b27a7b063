import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../shared/cqrs/command-meta.js';
import type { PeriodId } from '../../../draw-periods.js';
import type { LoadedRound } from '../../../rounds/round-command-runner.js';

/**
 * One admin's entry of a witnessed draw's result for the period's oldest manual round past
 * its close without a result: 5 distinct numbers in draw order, the letter for weekly.
 * Nothing is published until another admin approves it (ApproveResult).
 */
export class EnterResult extends Command<LoadedRound> {
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
