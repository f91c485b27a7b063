import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../shared/cqrs/command-meta.js';
import type { TicketView } from '../../../queries/ticket-view.js';
import type { TicketOrder } from './ticket-order.js';

export interface BoughtTickets {
  tickets: TicketView[];
  /** The wallet after the purchase, in paise. */
  moneyPaise: number;
  referralPaise: number;
  /** True when the Idempotency-Key had bought these already: nothing new was bought. */
  duplicate: boolean;
}

/**
 * A player buys the tickets of `order` in its draw (POST /user/tickets). With an
 * Idempotency-Key the ticket ids derive from player and key, so a retried or
 * double-clicked request buys once and answers the original tickets.
 */
export class BuyTickets extends Command<BoughtTickets> {
  constructor(
    readonly userId: string,
    readonly order: TicketOrder,
    readonly idempotencyKey: string | undefined,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
