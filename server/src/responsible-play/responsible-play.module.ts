import { Module } from '@nestjs/common';
import { WalletModule } from '../wallet/wallet.module.js';
import { DeclineDepositLimitsHandler } from './commands/decline-deposit-limits/decline-deposit-limits.handler.js';
import { PausePlayHandler } from './commands/pause-play/pause-play.handler.js';
import { ReviewDepositLimitsHandler } from './commands/review-deposit-limits/review-deposit-limits.handler.js';
import { SetDepositLimitsHandler } from './commands/set-deposit-limits/set-deposit-limits.handler.js';
import { SetRealityCheckHandler } from './commands/set-reality-check/set-reality-check.handler.js';
import { PlayReads } from './play-reads.js';
import { PlayerPlayLock } from './player-play-lock.js';
import { CheckDepositHandler } from './queries/check-deposit/check-deposit.handler.js';
import { GetPlaySessionHandler } from './queries/get-play-session/get-play-session.handler.js';
import { GetResponsiblePlayHandler } from './queries/get-responsible-play/get-responsible-play.handler.js';
import { ResponsiblePlayController } from './responsible-play.controller.js';

/**
 * Responsible play (issue 12; contract C): deposit limits, the reality check, cool-offs and
 * self-exclusions, kept in the player's wallet stream and decided by the wallet's runner.
 * Deposit submission asks CheckDeposit under PlayerPlayLock (exported); the wallet's own
 * decider refuses tickets during a pause. Needs the wallet's runner (WalletModule), the
 * money requests' SumPlayerDeposits and identity's GetSessionStart (QueryBus).
 */
@Module({
  imports: [WalletModule],
  controllers: [ResponsiblePlayController],
  providers: [
    PlayerPlayLock,
    PlayReads,
    SetDepositLimitsHandler,
    DeclineDepositLimitsHandler,
    ReviewDepositLimitsHandler,
    SetRealityCheckHandler,
    PausePlayHandler,
    CheckDepositHandler,
    GetResponsiblePlayHandler,
    GetPlaySessionHandler,
  ],
  exports: [PlayerPlayLock],
})
export class ResponsiblePlayModule {}
