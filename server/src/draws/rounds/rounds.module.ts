import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CloseRoundHandler } from './commands/close-round/close-round.handler.js';
import { OpenRoundHandler } from './commands/open-round/open-round.handler.js';
import { RoundRow } from './projections/rounds/round.entity.js';
import { GetOpenRoundHandler } from './queries/get-open-round/get-open-round.handler.js';
import { RoundCommandRunner } from './round-command-runner.js';
import { RoundSecrets } from './round-secrets.js';
import { FrozenTicketSet } from './ticket-set/frozen-ticket-set.js';
import { beaconSourceProvider } from '../results/beacon/beacon.provider.js';
import { DrawResultHandler } from '../results/commands/draw-result/draw-result.handler.js';
import { ApproveResultHandler } from '../results/commands/approve-result/approve-result.handler.js';
import { EnterResultHandler } from '../results/commands/enter-result/enter-result.handler.js';

/**
 * The rounds engine: round streams decided by the pure round decider, the `rounds` and
 * `tickets` read models projected inline (their SQL is in the migrations), the secret seeds,
 * the drand BeaconSource, and OpenRound, CloseRound, EnterResult, ApproveResult, DrawResult
 * and GetOpenRound on the buses (the result commands live in ../results/commands). Needs
 * CqrsModule, the EventStore, Clock, APP_CONFIG, PG_POOL and the settings' GetSettings.
 */
@Module({
  imports: [TypeOrmModule.forFeature([RoundRow])],
  providers: [
    RoundCommandRunner, RoundSecrets, FrozenTicketSet, beaconSourceProvider,
    OpenRoundHandler, CloseRoundHandler, GetOpenRoundHandler, EnterResultHandler, ApproveResultHandler, DrawResultHandler,
  ],
})
export class RoundsModule {}
