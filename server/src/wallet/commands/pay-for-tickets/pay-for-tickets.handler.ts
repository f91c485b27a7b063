import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock/clock.js';
import { WalletCommandRunner, type WalletCommandResult } from '../../wallet-command-runner.js';
import { PayForTickets } from './pay-for-tickets.command.js';

/** Adds the injected clock's time: the decider checks the round's sales window with it. */
@CommandHandler(PayForTickets)
export class PayForTicketsHandler implements ICommandHandler<PayForTickets, WalletCommandResult> {
  constructor(
    private readonly wallets: WalletCommandRunner,
    private readonly clock: Clock,
  ) {}

  execute({ userId, tickets, round, meta }: PayForTickets): Promise<WalletCommandResult> {
    const now = this.clock.now().toISOString();
    return this.wallets.run(userId, { type: 'PayForTickets', data: { tickets, round, now } }, meta);
  }
}
