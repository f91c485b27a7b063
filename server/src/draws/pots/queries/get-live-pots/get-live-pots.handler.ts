import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/clock/clock.js';
import { GetPrizeTables } from '../../../prizes/queries/get-prize-tables/get-prize-tables.query.js';
import { withPeriodTables } from '../../../prizes/prize-tables.js';
import { carriedAfter, PotCarry } from '../../pot-carry.js';
import { livePots, type LivePots } from '../../pots.js';
import { RoundSales } from '../../round-sales.js';
import { GetLivePots } from './get-live-pots.query.js';

/**
 * The open round's pots: its start (base or carried) plus the share of its sales so far,
 * by the tables it opened with. Between rounds, what the next round will start at: once the
 * last round is settled, what it carried (or the base after a win); before that, that
 * round's whole pot as it closed, which rolls over unless someone wins it.
 */
@QueryHandler(GetLivePots)
export class GetLivePotsHandler implements IQueryHandler<GetLivePots, LivePots> {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly sales: RoundSales,
    private readonly carry: PotCarry,
    private readonly clock: Clock,
  ) {}

  async execute({ period, fresh }: GetLivePots): Promise<LivePots> {
    const [latest, current] = await Promise.all([this.carry.latest(period), this.queryBus.execute(new GetPrizeTables())]);
    if (!latest) return livePots(period, null, current, 0n);
    const tables = latest.tables ? withPeriodTables(current, period, latest.tables) : current;
    const open = latest.status === 'open' && this.clock.now().getTime() < latest.close_at.getTime();
    if (open) {
      const [salesPaise, carried] = await Promise.all([this.sales.salesPaise(latest.round_id, fresh), this.carry.carriedInto(latest.round_id, tables)]);
      return livePots(period, latest.round_id, tables, salesPaise, carried);
    }
    if (latest.settlement) return livePots(period, null, current, 0n, carriedAfter(period, latest.settlement, current));
    // Closed, not settled yet: its final pot (frozen sales; before the close is recorded, the sales so far).
    const salesPaise = latest.sales_paise === null ? await this.sales.salesPaise(latest.round_id, fresh) : BigInt(latest.sales_paise);
    return livePots(period, null, tables, salesPaise, await this.carry.carriedInto(latest.round_id, tables));
  }
}
