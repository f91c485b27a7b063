import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import type { WalletCommandResult } from '../../wallet-command-runner.js';
import type { TicketDetails } from '../../wallet.decide.js';

/**
 * Pays for one ticket, referral balance first, then money: one `TicketPurchased` event on
 * the player's wallet stream and nothing else (DESIGN.md section 4). The ticket id is the
 * idempotency key, so paying twice for the same ticket charges once.
 */
export class PayForTicket extends Command<WalletCommandResult> {
  constructor(
    readonly userId: string,
    readonly ticket: TicketDetails,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
