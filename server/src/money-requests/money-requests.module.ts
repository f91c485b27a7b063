import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ResponsiblePlayModule } from '../responsible-play/responsible-play.module.js';
import { Reactors } from '../shared/event-store/reactors/reactors.js';
import { UploadsModule } from '../shared/uploads/uploads.module.js';
import { WalletModule } from '../wallet/wallet.module.js';
import { SubmitDepositHandler } from './commands/submit-deposit/submit-deposit.handler.js';
import { SubmitWithdrawalHandler } from './commands/submit-withdrawal/submit-withdrawal.handler.js';
import { UpdateDepositHandler } from './commands/update-deposit/update-deposit.handler.js';
import { UpdateWithdrawalHandler } from './commands/update-withdrawal/update-withdrawal.handler.js';
import { AdminRequestsController } from './http/admin-requests.controller.js';
import { AdminStatsController } from './http/admin-stats.controller.js';
import { AttachmentsController } from './http/attachments.controller.js';
import { PlayerDepositsController } from './http/player-deposits.controller.js';
import { PlayerWithdrawalsController } from './http/player-withdrawals.controller.js';
import { DepositRequestRow } from './projections/deposit-requests/deposit-request.entity.js';
import { WithdrawalRequestRow } from './projections/withdrawal-requests/withdrawal-request.entity.js';
import { GetDepositRequestViewHandler, ListDepositRequestsHandler } from './queries/admin-deposits/admin-deposits.handler.js';
import { GetWithdrawalRequestViewHandler, ListWithdrawalRequestsHandler } from './queries/admin-withdrawals/admin-withdrawals.handler.js';
import { FindAttachmentOwnerHandler } from './queries/find-attachment/find-attachment.handler.js';
import { GetAdminStatsHandler } from './queries/get-admin-stats/get-admin-stats.handler.js';
import { ListPlayerDepositsHandler } from './queries/player-deposits/player-deposits.handler.js';
import { ListPlayerWithdrawalsHandler } from './queries/player-withdrawals/player-withdrawals.handler.js';
import { GetRequestPaymentOptionsHandler } from './queries/request-payment-options/request-payment-options.handler.js';
import { SumPlayerDepositsHandler } from './queries/sum-player-deposits/sum-player-deposits.handler.js';
import { CreditReferrerWhenDepositIsDone } from './reactors/credit-referrer-when-deposit-is-done.js';
import { CreditWalletWhenDepositIsDone } from './reactors/credit-wallet-when-deposit-is-done.js';
import { DepositCreditWait } from './reactors/deposit-credit-wait.js';
import { RequestStreams } from './request-streams.js';
import { MoneyCheck } from './settlement/money-check.js';
import { PendingSettlements } from './settlement/pending-settlements.js';
import { WalletProbe } from './settlement/wallet-probe.js';
import { WithdrawalSettlement } from './settlement/withdrawal-settlement.js';

/**
 * Deposits and withdrawals (DESIGN.md section 4): request streams decided by pure deciders,
 * read models projected inline, the wallet effects (credit, hold steps, referral bonus)
 * run through the wallet's keyed commands (a deposit's by its reactor on the log),
 * uploads checked by content, and the admin's stats. Needs from the application:
 * CqrsModule, the EventStore, Reactors, Clock and APP_CONFIG, the database, identity
 * (AuthGuard, player queries), the wallet's command handlers and the settings'
 * GetSettings; responsible play's lock and CheckDeposit for deposit requests; the
 * wallet's runner, whose turn a withdrawal request holds from its check to its hold.
 */
@Module({
  imports: [TypeOrmModule.forFeature([DepositRequestRow, WithdrawalRequestRow]), UploadsModule, ResponsiblePlayModule, WalletModule],
  controllers: [PlayerDepositsController, PlayerWithdrawalsController, AdminRequestsController, AttachmentsController, AdminStatsController],
  providers: [
    RequestStreams,
    WalletProbe,
    MoneyCheck,
    WithdrawalSettlement,
    CreditWalletWhenDepositIsDone,
    CreditReferrerWhenDepositIsDone,
    DepositCreditWait,
    PendingSettlements,
    SubmitDepositHandler,
    UpdateDepositHandler,
    SubmitWithdrawalHandler,
    UpdateWithdrawalHandler,
    ListDepositRequestsHandler,
    GetDepositRequestViewHandler,
    ListWithdrawalRequestsHandler,
    GetWithdrawalRequestViewHandler,
    ListPlayerDepositsHandler,
    ListPlayerWithdrawalsHandler,
    FindAttachmentOwnerHandler,
    GetAdminStatsHandler,
    GetRequestPaymentOptionsHandler,
    SumPlayerDepositsHandler,
  ],
})
export class MoneyRequestsModule implements OnModuleInit {
  constructor(
    private readonly reactors: Reactors,
    private readonly creditWallet: CreditWalletWhenDepositIsDone,
  ) {}

  onModuleInit(): void {
    this.reactors.register(this.creditWallet);
  }
}
