import { Module } from '@nestjs/common';
import { PlayerStatementController } from './http/player-statement.controller.js';
import { GetStatementSummaryHandler } from './queries/get-statement-summary/get-statement-summary.handler.js';
import { GetStatementHandler } from './queries/get-statement/get-statement.handler.js';
import { WalletStatementReader } from './wallet-statement-reader.js';

/**
 * Player statements (issue 12): the wallet stream folded with the wallet's own `evolve`
 * into rows with running balances, their CSV, and the yearly summary. Reads the event
 * store and, through the QueryBus, the money requests' payment options; writes nothing.
 */
@Module({
  controllers: [PlayerStatementController],
  providers: [WalletStatementReader, GetStatementHandler, GetStatementSummaryHandler],
})
export class StatementsModule {}
