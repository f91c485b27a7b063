import { Query } from '@nestjs/cqrs';
import type { PeriodId, PrizeMode } from '../../../draw-periods.js';
import type { prizeStatsAnswer } from '../../prize-tables-api.js';

export type PrizeStats = ReturnType<typeof prizeStatsAnswer>;

/**
 * The winning structure a player sees for a period and mode: the real table, with each
 * prize in rupees at the current price (the open round's `round_amount`; with none open,
 * the price the next round opens at).
 */
export class GetPrizeStats extends Query<PrizeStats> {
  constructor(
    readonly period: PeriodId,
    readonly mode: PrizeMode,
  ) {
    super();
  }
}
