import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/clock/clock.js';
import { RoundCommandRunner, type LoadedRound } from '../../round-command-runner.js';
import { FrozenTicketSet } from '../../ticket-set/frozen-ticket-set.js';
import { CloseRound } from './close-round.command.js';

@CommandHandler(CloseRound)
export class CloseRoundHandler implements ICommandHandler<CloseRound, LoadedRound> {
  constructor(
    private readonly rounds: RoundCommandRunner,
    private readonly ticketSet: FrozenTicketSet,
    private readonly clock: Clock,
  ) {}

  async execute({ roundId, meta }: CloseRound): Promise<LoadedRound> {
    let loaded = await this.rounds.run(roundId, { type: 'CloseSales', data: { roundId, now: this.clock.now().toISOString() } }, meta);
    if (loaded.state.status === 'sales_closed') {
      // SalesClosed is committed: no purchase can add to the set any more.
      const set = await this.ticketSet.freeze(roundId);
      loaded = await this.rounds.run(roundId, { type: 'RecordTicketSet', data: set }, meta);
    }
    return loaded;
  }
}
