import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetSettings } from '../../../../settings/queries/get-settings/get-settings.query.js';
import { openRoundOf } from '../../../pots/open-round.js';
import { prizeStatsAnswer } from '../../prize-tables-api.js';
import { GetPrizeTables } from '../get-prize-tables/get-prize-tables.query.js';
import { GetPrizeStats, type PrizeStats } from './get-prize-stats.query.js';

@QueryHandler(GetPrizeStats)
export class GetPrizeStatsHandler implements IQueryHandler<GetPrizeStats, PrizeStats> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute({ period, mode }: GetPrizeStats): Promise<PrizeStats> {
    const [tables, round] = await Promise.all([this.queryBus.execute(new GetPrizeTables()), openRoundOf(this.queryBus, period)]);
    const pricePaise = round ? round.pricePaise : (await this.queryBus.execute(new GetSettings())).ticketPricePaise[period];
    return prizeStatsAnswer(tables, period, mode, pricePaise);
  }
}
