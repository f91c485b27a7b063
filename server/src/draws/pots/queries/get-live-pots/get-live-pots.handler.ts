import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetPrizeTables } from '../../../prizes/queries/get-prize-tables/get-prize-tables.query.js';
import { openRoundOf } from '../../open-round.js';
import { PotCarry } from '../../pot-carry.js';
import { livePots, type LivePots } from '../../pots.js';
import { RoundSales } from '../../round-sales.js';
import { GetLivePots } from './get-live-pots.query.js';

/** Base (or carried) plus the configured share of the open round's sales so far. */
@QueryHandler(GetLivePots)
export class GetLivePotsHandler implements IQueryHandler<GetLivePots, LivePots> {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly sales: RoundSales,
    private readonly carry: PotCarry,
  ) {}

  async execute({ period, fresh }: GetLivePots): Promise<LivePots> {
    const [round, tables] = await Promise.all([openRoundOf(this.queryBus, period), this.queryBus.execute(new GetPrizeTables())]);
    if (!round) return livePots(period, null, tables, 0n);
    const [salesPaise, carried] = await Promise.all([this.sales.salesPaise(round.roundId, fresh), this.carry.carriedInto(round.roundId)]);
    return livePots(period, round.roundId, tables, salesPaise, carried);
  }
}
