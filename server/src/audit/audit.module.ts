import { Module } from '@nestjs/common';
import { AuditService } from './audit.service.js';
import { AdminWalletsController } from './http/admin-wallets.controller.js';
import { GetWalletEventsHandler } from './queries/get-wallet-events/get-wallet-events.handler.js';
import { ReplayWalletHandler } from './queries/replay-wallet/replay-wallet.handler.js';
import { VerifyWalletChainHandler } from './queries/verify-wallet-chain/verify-wallet-chain.handler.js';

/**
 * Integrity checks over the event log and the wallet read models, and the auditor's
 * console on top of them (contract A4-A7). Needs the EventStore and the PG_POOL of
 * DatabaseModule from the application. Read-only: the auditor role (and `npm run audit`)
 * can run every check without changing anything.
 */
@Module({
  controllers: [AdminWalletsController],
  providers: [AuditService, GetWalletEventsHandler, ReplayWalletHandler, VerifyWalletChainHandler],
  exports: [AuditService],
})
export class AuditModule {}
