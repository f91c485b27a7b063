import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/clock/clock.js';
import { RecordClose } from '../../../closes/commands/record-close/record-close.command.js';
import { RoundCommandRunner, type LoadedRound } from '../../round-command-runner.js';
import { FrozenTicketSet } from '../../ticket-set/frozen-ticket-set.js';
import { CloseRound } from './close-round.command.js';

@CommandHandler(CloseRound)
export class CloseRoundHandler implements ICommandHandler<CloseRound, LoadedRound> {
  constructor(
    private readonly rounds: RoundCommandRunner,
    private readonly ticketSet: FrozenTicketSet,
    private readonly clock: Clock,
    private readonly commands: CommandBus,
  ) {}

  async execute({ roundId, meta }: CloseRound): Promise<LoadedRound> {
    let loaded = await this.rounds.run(roundId, { type: 'CloseSales', data: { roundId, now: this.clock.now().toISOString() } }, meta);
    if (loaded.state.status === 'sales_closed') {
      // SalesClosed is committed: no purchase can add to the set any more.
      const set = await this.ticketSet.freeze(roundId);
      loaded = await this.rounds.run(roundId, { type: 'RecordTicketSet', data: set }, meta);
    }
    if (loaded.state.status !== 'none' && loaded.state.ticketSet) {
      // Published in the feed of closes; if this process dies first, the scheduler's next tick records it.
      await this.commands.execute(new RecordClose(roundId, meta));
    }
    return loaded;
  }
}
