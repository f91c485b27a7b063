import { randomUUID } from 'node:crypto';
import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { ProfileIncompleteError } from '../../../../identity/identity.errors.js';
import { IsProfileComplete } from '../../../../identity/queries/is-profile-complete/is-profile-complete.query.js';
import { Clock } from '../../../../shared/clock/clock.js';
import type { StoredEvent } from '../../../../shared/event-store/event-store.port.js';
import { nameBasedUuid } from '../../../../shared/idempotency/keyed-command.js';
import { PayForTickets } from '../../../../wallet/commands/pay-for-tickets/pay-for-tickets.command.js';
import type { TicketPurchased } from '../../../../wallet/wallet.js';
import { NoOpenDrawError } from '../../../draws.errors.js';
import { ticketView } from '../../../queries/ticket-view.js';
import { isOnSale } from '../../../rounds/round.js';
import { RoundsForSale } from '../../rounds-for-sale.js';
import { decideTickets, type TicketChoice } from '../../ticket.decide.js';
import { BuyTickets, type BoughtTickets } from './buy-tickets.command.js';

/**
 * Finds the draw the order names (in memory after its first purchase), then pays through
 * the wallet: one append, which also projects the tickets behind the sales fence. Only a
 * player with a completed profile buys (remembered once seen, so it costs no round trip
 * after the first purchase); a pause is the wallet decider's to refuse.
 */
@CommandHandler(BuyTickets)
export class BuyTicketsHandler implements ICommandHandler<BuyTickets, BoughtTickets> {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly rounds: RoundsForSale,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, order, idempotencyKey, meta }: BuyTickets): Promise<BoughtTickets> {
    if (!(await this.queryBus.execute(new IsProfileComplete(userId)))) throw new ProfileIncompleteError();
    const round = order.drawId ? await this.rounds.find(order.drawId) : null;
    if (!round || round.period !== order.period) throw new NoOpenDrawError(order.drawId);
    const tickets: TicketChoice[] = order.tickets.map((t, i) => ({
      ticketId: idempotencyKey ? nameBasedUuid(`ticket\n${userId}\n${idempotencyKey}\n${i}`) : randomUUID(),
      numbers: t.numbers as number[],
      letter: t.letter as string | null,
    }));
    // Without a key a refusal is decided here and never queues behind the wallet's other
    // commands. With one, the wallet decides: it answers a repeated key with the original
    // purchase even when the draw has closed since.
    if (!idempotencyKey) decideTickets(tickets, round, this.clock.now().toISOString());
    // A round closed while this purchase was on its way: the sales fence refuses the append (NoOpenDrawError).
    const paid = await this.commandBus.execute(new PayForTickets(userId, tickets, round, meta));
    const open = isOnSale(round, this.clock.now().toISOString());
    return {
      tickets: paid.events.map((e) => ticketView(factsOf(e as unknown as StoredEvent<TicketPurchased['data']>), open)),
      moneyPaise: paid.moneyPaise,
      referralPaise: paid.referralPaise,
      duplicate: paid.duplicate,
    };
  }
}

function factsOf({ data, metadata }: StoredEvent<TicketPurchased['data']>) {
  return { ...data, boughtAt: metadata.occurredAt };
}
