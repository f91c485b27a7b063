import { Module } from '@nestjs/common';
import { RoundCommandRunner } from '../rounds/round-command-runner.js';
import { SettleRoundHandler } from './commands/settle-round/settle-round.handler.js';
import { SettlementProgress } from './settlement-progress.js';
import { SettlementWorker } from './settlement-worker.js';

/**
 * Settlement (DESIGN.md section 3): SettleRound on the CommandBus and the leader's
 * SettlementWorker. Needs the wallet's CreditPrizes on the bus, the rounds engine
 * (RoundCommandRunner), PG_POOL, the Clock, Leadership and APP_CONFIG.
 */
@Module({
  // RoundCommandRunner is stateless (load, decide, append): its own instance here.
  providers: [RoundCommandRunner, SettlementProgress, SettleRoundHandler, SettlementWorker],
})
export class SettlementModule {}
