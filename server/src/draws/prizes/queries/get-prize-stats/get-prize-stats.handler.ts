import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetSettings } from '../../../../settings/queries/get-settings/get-settings.query.js';
import { Clock } from '../../../../shared/clock/clock.js';
import { PotCarry } from '../../../pots/pot-carry.js';
import { withPeriodTables } from '../../prize-tables.js';
import { prizeStatsAnswer } from '../../prize-tables-api.js';
import { GetPrizeTables } from '../get-prize-tables/get-prize-tables.query.js';
import { GetPrizeStats, type PrizeStats } from './get-prize-stats.query.js';

/** The open round's price and tables (both fixed at its open); with none open, the settings the next round will open with. */
@QueryHandler(GetPrizeStats)
export class GetPrizeStatsHandler implements IQueryHandler<GetPrizeStats, PrizeStats> {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly rounds: PotCarry,
    private readonly clock: Clock,
  ) {}

  async execute({ period, mode }: GetPrizeStats): Promise<PrizeStats> {
    const [tables, latest] = await Promise.all([this.queryBus.execute(new GetPrizeTables()), this.rounds.latest(period)]);
    const open = latest?.status === 'open' && this.clock.now().getTime() < latest.close_at.getTime() ? latest : null;
    const pricePaise = open ? Number(open.price_paise) : (await this.queryBus.execute(new GetSettings())).ticketPricePaise[period];
    return prizeStatsAnswer(open?.tables ? withPeriodTables(tables, period, open.tables) : tables, period, mode, pricePaise);
  }
}
