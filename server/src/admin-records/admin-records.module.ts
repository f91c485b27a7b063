import { Module } from '@nestjs/common';
import { AdminActionsController } from './actions/admin-actions.controller.js';
import { ExportAdminActionsHandler, ListAdminActionsHandler } from './actions/list-admin-actions/list-admin-actions.handler.js';
import { AdminPlayerDetailController } from './players/admin-player-detail.controller.js';
import { GetPlayerDetailHandler } from './players/get-player-detail/get-player-detail.handler.js';

/**
 * The admin console's records (issue 12, contract A3 and A9): a player's page composed
 * from the features that own its parts, and the admin action log, the read model
 * `admin_actions` (its projection is SQL, migration 1795273500000). Reads only; needs
 * CqrsModule, Clock and PG_POOL from the application.
 */
@Module({
  controllers: [AdminPlayerDetailController, AdminActionsController],
  providers: [GetPlayerDetailHandler, ListAdminActionsHandler, ExportAdminActionsHandler],
})
export class AdminRecordsModule {}
