import { Command } from '@nestjs/cqrs';
import type { RoundForSale } from '../../../draws/rounds/round.js';
import type { TicketChoice } from '../../../draws/tickets/ticket.decide.js';
import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import type { WalletCommandResult } from '../../wallet-command-runner.js';

/**
 * Pays for 1 to 20 tickets of `round` at the round's price, referral balance first:
 * one `TicketPurchased` per ticket, all in one append to the player's wallet stream, so
 * every ticket is bought or none is (DESIGN.md section 4). The key is the first ticket's
 * id (`tickets:<id>`); callers make ticket ids new for each purchase, or derive them from
 * the request's Idempotency-Key so that a retry finds the original outcome.
 */
export class PayForTickets extends Command<WalletCommandResult> {
  constructor(
    readonly userId: string,
    readonly tickets: TicketChoice[],
    readonly round: RoundForSale,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
