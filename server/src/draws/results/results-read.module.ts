import { Module } from '@nestjs/common';
import { AdminResultsController } from './http/admin-results.controller.js';
import { AdminRoundsController } from './http/admin-rounds.controller.js';
import { FairnessDocController } from './http/fairness-doc.controller.js';
import { PublicResultsController } from './http/public-results.controller.js';
import { GetPostedResultHandler } from './queries/get-posted-result/get-posted-result.handler.js';
import { GetResultStatusHandler } from './queries/get-result-status/get-result-status.handler.js';
import { GetDrawProofHandler } from './queries/get-draw-proof/get-draw-proof.handler.js';
import { PublicBeaconChain } from './queries/get-draw-proof/public-beacon-chain.js';
import { ExportAdminRoundsHandler, ListAdminRoundsHandler } from './queries/list-admin-rounds/list-admin-rounds.handler.js';
import { ListPublishedResultsHandler } from './queries/list-results/list-results.handler.js';

/**
 * The read and HTTP side of results (issue 11): the admin's result route, the public
 * results history and per-round proofs, and the admin's list of every round (issue 12). The result commands are the rounds engine's; the
 * player's last result and tickets are the tickets module's reads. Needs CqrsModule, Clock
 * and PG_POOL from the application.
 */
@Module({
  controllers: [AdminResultsController, AdminRoundsController, PublicResultsController, FairnessDocController],
  providers: [ListPublishedResultsHandler, GetDrawProofHandler, GetPostedResultHandler, GetResultStatusHandler, PublicBeaconChain, ListAdminRoundsHandler, ExportAdminRoundsHandler],
})
export class ResultsReadModule {}
