import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CurrentPrizeTables } from '../../current-prize-tables.js';
import type { PrizeTablesState } from '../../prize-tables.js';
import { GetPrizeTables } from './get-prize-tables.query.js';

/** Reflects every change committed before the call, in any instance (see CurrentPrizeTables). */
@QueryHandler(GetPrizeTables)
export class GetPrizeTablesHandler implements IQueryHandler<GetPrizeTables, PrizeTablesState> {
  constructor(private readonly current: CurrentPrizeTables) {}

  async execute(): Promise<PrizeTablesState> {
    return (await this.current.read()).state;
  }
}
