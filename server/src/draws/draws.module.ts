import { Module } from '@nestjs/common';
import { ClosesModule } from './closes/closes.module.js';
import { RoundsModule } from './rounds/rounds.module.js';
import { DrawScheduler } from './scheduler/draw-scheduler.js';
import { TicketsModule } from './tickets/tickets.module.js';
import { PrizesModule } from './prizes/prizes.module.js';
import { RoundAgenda } from './scheduler/round-agenda.js';
import { ResultsReadModule } from './results/results-read.module.js';
import { SettlementModule } from './settlement/settlement.module.js';

/**
 * Draws (DESIGN.md sections 2 and 3): the rounds engine and its scheduler, tickets and
 * the draw reads, prize tables and pots, each a sub-module. The scheduler ticks only where
 * background jobs run and only in the leader instance (LeadershipModule).
 */
@Module({
  imports: [RoundsModule, ClosesModule, TicketsModule, PrizesModule, SettlementModule, ResultsReadModule],
  providers: [RoundAgenda, DrawScheduler],
})
export class DrawsModule {}
