import { Module } from '@nestjs/common';
import { AuditModule } from './audit.module.js';
import { StartAuditRunHandler } from './commands/start-audit-run/start-audit-run.handler.js';
import { AdminAuditRunsController } from './http/admin-audit-runs.controller.js';
import { AdminWalletsController } from './http/admin-wallets.controller.js';
import { GetAuditRunHandler } from './queries/get-audit-run/get-audit-run.handler.js';
import { ListAuditRunsHandler } from './queries/list-audit-runs/list-audit-runs.handler.js';
import { GetWalletEventsHandler } from './queries/get-wallet-events/get-wallet-events.handler.js';
import { ReplayWalletHandler } from './queries/replay-wallet/replay-wallet.handler.js';
import { VerifyWalletChainHandler } from './queries/verify-wallet-chain/verify-wallet-chain.handler.js';
import { AuditRunViews } from './runs/audit-run-views.js';
import { AuditRunner } from './runs/audit-runner.js';
import { AuditRunsRepository } from './runs/audit-runs.repository.js';

/**
 * The auditor's console over HTTP (issue 12, contract A4-A7): one wallet's history, its
 * replay and hash chain, and whole-system audit runs that any instance can report on.
 * Admins and auditors; nothing here changes money or the log. Built on AuditModule (the
 * checks, which `npm run audit` runs alone) and on IdentityModule's guard.
 */
@Module({
  imports: [AuditModule],
  controllers: [AdminWalletsController, AdminAuditRunsController],
  providers: [
    GetWalletEventsHandler,
    ReplayWalletHandler,
    VerifyWalletChainHandler,
    AuditRunsRepository,
    AuditRunner,
    AuditRunViews,
    StartAuditRunHandler,
    ListAuditRunsHandler,
    GetAuditRunHandler,
  ],
})
export class AuditConsoleModule {}
