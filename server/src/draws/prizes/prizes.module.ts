import { Module } from '@nestjs/common';
import { PlayerPotsController } from '../pots/player-pots.controller.js';
import { PotCarry } from '../pots/pot-carry.js';
import { GetLivePotsHandler } from '../pots/queries/get-live-pots/get-live-pots.handler.js';
import { DEFAULT_POT_SALES_MAX_AGE_MS, POT_SALES_MAX_AGE_MS, RoundSales } from '../pots/round-sales.js';
import { AdminJackpotController } from './admin-jackpot.controller.js';
import { SetPrizeTableHandler } from './commands/set-prize-table/set-prize-table.handler.js';
import { CurrentPrizeTables } from './current-prize-tables.js';
import { PlayerPrizesController } from './player-prizes.controller.js';
import { PrizeTablesCommandRunner } from './prize-tables-command-runner.js';
import { GetPrizeStatsHandler } from './queries/get-prize-stats/get-prize-stats.handler.js';
import { GetPrizeTablesHandler } from './queries/get-prize-tables/get-prize-tables.handler.js';

/**
 * Prize tables (event-sourced in the `prize-tables` stream) and the live pots. Changes
 * through the CommandBus; GetPrizeTables, GetPrizeStats and GetLivePots through the
 * QueryBus (the live stream and, later, the settlement read them). Reads the open round
 * (GetOpenRound), the settings' ticket prices (GetSettings) and the `tickets` read model.
 */
@Module({
  controllers: [AdminJackpotController, PlayerPrizesController, PlayerPotsController],
  providers: [
    CurrentPrizeTables,
    PrizeTablesCommandRunner,
    SetPrizeTableHandler,
    GetPrizeTablesHandler,
    GetPrizeStatsHandler,
    RoundSales,
    { provide: POT_SALES_MAX_AGE_MS, useValue: DEFAULT_POT_SALES_MAX_AGE_MS },
    PotCarry,
    GetLivePotsHandler,
  ],
})
export class PrizesModule {}
