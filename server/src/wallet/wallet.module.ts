import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdjustHoldHandler } from './commands/adjust-hold/adjust-hold.handler.js';
import { CaptureHoldHandler } from './commands/capture-hold/capture-hold.handler.js';
import { CreditAdjustmentHandler } from './commands/credit-adjustment/credit-adjustment.handler.js';
import { CreditDepositHandler } from './commands/credit-deposit/credit-deposit.handler.js';
import { CreditPrizeHandler } from './commands/credit-prize/credit-prize.handler.js';
import { CreditPrizesHandler } from './commands/credit-prizes/credit-prizes.handler.js';
import { CreditReferralHandler } from './commands/credit-referral/credit-referral.handler.js';
import { HoldFundsHandler } from './commands/hold-funds/hold-funds.handler.js';
import { OpenWalletHandler } from './commands/open-wallet/open-wallet.handler.js';
import { PayForTicketHandler } from './commands/pay-for-ticket/pay-for-ticket.handler.js';
import { PayForTicketsHandler } from './commands/pay-for-tickets/pay-for-tickets.handler.js';
import { ReleaseHoldHandler } from './commands/release-hold/release-hold.handler.js';
import { LedgerPostingRow } from './projections/ledger-postings/ledger-posting.entity.js';
import { WalletBalanceRow } from './projections/wallet-balances/wallet-balance.entity.js';
import { GetWalletBalancesHandler } from './queries/get-wallet-balances/get-wallet-balances.handler.js';
import { GetWalletHistoryHandler } from './queries/get-wallet-history/get-wallet-history.handler.js';
import { WalletCommandRunner } from './wallet-command-runner.js';

/**
 * The wallet ledger: commands through the CommandBus, balances and history through the
 * QueryBus. Needs, from the application: CqrsModule.forRoot(), the EventStore (its
 * module), a Clock provider and DatabaseModule (the read models' entities).
 */
@Module({
  imports: [TypeOrmModule.forFeature([WalletBalanceRow, LedgerPostingRow])],
  providers: [
    WalletCommandRunner,
    OpenWalletHandler,
    CreditDepositHandler,
    CreditPrizeHandler,
    CreditPrizesHandler,
    CreditAdjustmentHandler,
    CreditReferralHandler,
    PayForTicketHandler,
    PayForTicketsHandler,
    HoldFundsHandler,
    AdjustHoldHandler,
    ReleaseHoldHandler,
    CaptureHoldHandler,
    GetWalletBalancesHandler,
    GetWalletHistoryHandler,
  ],
  // The runner is one per application: its queue and cache are what keep one wallet's commands in turn.
  exports: [TypeOrmModule, WalletCommandRunner],
})
export class WalletModule {}
