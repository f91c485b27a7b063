import { Module } from '@nestjs/common';
import { AdminDrawsController } from '../http/admin-draws.controller.js';
import { OpenDrawFastPath } from '../http/open-draw-fast-path.js';
import { PlayerDrawsController } from '../http/player-draws.controller.js';
import { PlayerTicketsController } from '../http/player-tickets.controller.js';
import { GetDrawHandler, GetLatestDrawHandler } from '../queries/get-draw/get-draw.handler.js';
import { GetLastResultHandler } from '../queries/last-result/last-result.handler.js';
import { ListDrawsHandler } from '../queries/list-draws/list-draws.handler.js';
import { GetPlayerTicketHandler, ListPlayerTicketsHandler } from '../queries/list-player-tickets/list-player-tickets.handler.js';
import { GetTicketNumberCountHandler } from '../queries/ticket-number-count/ticket-number-count.handler.js';
import { OpenRoundsCache } from '../queries/open-rounds-cache.js';
import { TicketReceipts } from '../results/receipts/ticket-receipts.js';
import { BuyTicketsHandler } from './commands/buy-tickets/buy-tickets.handler.js';
import { RoundsForSale } from './rounds-for-sale.js';

/**
 * Ticket purchase and the draw and ticket reads (spec section 7). A purchase is the
 * wallet's PayForTickets (one append); the reads come from the `rounds` and `tickets`
 * read models that the rounds' migration projects inline. Needs from the application:
 * CqrsModule, Clock, PG_POOL, identity (AuthGuard) and the wallet's command handlers.
 */
@Module({
  controllers: [PlayerDrawsController, PlayerTicketsController, AdminDrawsController],
  providers: [
    RoundsForSale,
    OpenRoundsCache,
    OpenDrawFastPath,
    BuyTicketsHandler,
    ListDrawsHandler,
    GetDrawHandler,
    GetLatestDrawHandler,
    GetLastResultHandler,
    ListPlayerTicketsHandler,
    GetPlayerTicketHandler,
    GetTicketNumberCountHandler,
    TicketReceipts,
  ],
})
export class TicketsModule {}
