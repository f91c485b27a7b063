import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock/clock.js';
import { WalletCommandRunner, type WalletCommandResult } from '../../wallet-command-runner.js';
import { PayForTicket } from './pay-for-ticket.command.js';

@CommandHandler(PayForTicket)
export class PayForTicketHandler implements ICommandHandler<PayForTicket, WalletCommandResult> {
  constructor(
    private readonly wallets: WalletCommandRunner,
    private readonly clock: Clock,
  ) {}

  execute({ userId, ticket, round, meta }: PayForTicket): Promise<WalletCommandResult> {
    const now = this.clock.now().toISOString();
    return this.wallets.run(userId, { type: 'PayForTicket', data: { ticket, round, now } }, meta);
  }
}
