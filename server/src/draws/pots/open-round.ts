import type { QueryBus } from '@nestjs/cqrs';
import type { PeriodId } from '../draw-periods.js';
import { ListDraws } from '../queries/list-draws/list-draws.query.js';
import { paiseFromRupees } from '../../shared/money/money.js';

export interface OpenRound {
  roundId: string;
  pricePaise: number;
}

/**
 * The period's round on sale now (the draw reads' own rule: status open and before its
 * close by the clock), or null. Pots and prize amounts belong to it.
 */
export async function openRoundOf(queryBus: QueryBus, period: PeriodId): Promise<OpenRound | null> {
  const [draw] = await queryBus.execute(new ListDraws(period, 'open', 1));
  return draw ? { roundId: draw._id, pricePaise: paiseFromRupees(draw.round_amount) } : null;
}
