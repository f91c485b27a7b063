import { Command } from '@nestjs/cqrs';
import type { RoundForSale } from '../../../draws/rounds/round.js';
import type { TicketChoice } from '../../../draws/tickets/ticket.decide.js';
import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import type { WalletCommandResult } from '../../wallet-command-runner.js';

/**
 * Pays for one ticket of `round` at the round's price, referral balance first, then
 * money: one `TicketPurchased` event on the player's wallet stream and nothing else
 * (DESIGN.md section 4). The ticket id is the key (`ticket:<ticketId>`): paying again for
 * the same ticket charges once, and other numbers under the same id are refused. The
 * handler adds the injected clock's time; the decider checks the round's window with it.
 */
export class PayForTicket extends Command<WalletCommandResult> {
  constructor(
    readonly userId: string,
    readonly ticket: TicketChoice,
    readonly round: RoundForSale,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
