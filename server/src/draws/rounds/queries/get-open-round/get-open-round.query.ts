import { Query } from '@nestjs/cqrs';
import type { PeriodId } from '../../../draw-periods.js';
import type { RoundForSale } from '../../round.js';

/** The period's round on sale now (opened, not closed, and before its close by the clock), or null. */
export class GetOpenRound extends Query<RoundForSale | null> {
  constructor(readonly period: PeriodId) {
    super();
  }
}
