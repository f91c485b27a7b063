import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CloseRoundHandler } from './commands/close-round/close-round.handler.js';
import { OpenRoundHandler } from './commands/open-round/open-round.handler.js';
import { RoundRow } from './projections/rounds/round.entity.js';
import { GetOpenRoundHandler } from './queries/get-open-round/get-open-round.handler.js';
import { RoundCommandRunner } from './round-command-runner.js';
import { RoundSecrets } from './round-secrets.js';
import { FrozenTicketSet } from './ticket-set/frozen-ticket-set.js';

/**
 * The rounds engine: round streams decided by the pure round decider, the `rounds` and
 * `tickets` read models projected inline (migration 1795265000000), the secret seeds, and
 * OpenRound, CloseRound and GetOpenRound on the buses. Needs CqrsModule, the EventStore,
 * Clock, PG_POOL and the settings' GetSettings.
 */
@Module({
  imports: [TypeOrmModule.forFeature([RoundRow])],
  providers: [RoundCommandRunner, RoundSecrets, FrozenTicketSet, OpenRoundHandler, CloseRoundHandler, GetOpenRoundHandler],
})
export class RoundsModule {}
