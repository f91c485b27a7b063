import { DomainError } from '../../shared/errors/domain-error.js';
import type { Message } from '../../shared/i18n/message.js';

/**
 * Refusals of a purchase as a whole (one ticket's refusals are in draws.errors.ts, in the
 * specification's words). A purchase is 1 to MAX_TICKETS_PER_PURCHASE tickets, one append.
 */
export class NoTicketsError extends DomainError {
  constructor() {
    super('DRAWS.NO_TICKETS', 'Choose at least one ticket.', 'invalid');
  }
}

export class TooManyTicketsError extends DomainError {
  constructor(readonly max: number) {
    super('DRAWS.TOO_MANY_TICKETS', 'At most {max} tickets can be bought at once.', 'invalid', { max: String(max) });
  }
}

/** Two tickets of one purchase under one id: the second would be lost from the read model. */
export class RepeatedTicketIdError extends DomainError {
  constructor(readonly ticketId: string) {
    super('DRAWS.REPEATED_TICKET_ID', 'Each ticket of a purchase needs its own id.', 'invalid');
  }
}

/** A body that is not one of the two shapes of POST /user/tickets (the message names the field). */
export class InvalidTicketOrderError extends DomainError {
  constructor(message: Message) {
    super('DRAWS.INVALID_ORDER', message, 'invalid');
  }
}

export class DrawNotFoundError extends DomainError {
  constructor(readonly drawId: string) {
    super('DRAWS.DRAW_NOT_FOUND', 'Draw not found', 'not_found');
  }
}

/** Also the answer for another player's ticket: whether it exists is not theirs to learn. */
export class TicketNotFoundError extends DomainError {
  constructor(readonly ticketId: string) {
    super('DRAWS.TICKET_NOT_FOUND', 'Ticket not found', 'not_found');
  }
}

export class UnknownPeriodError extends DomainError {
  constructor(readonly period: unknown) {
    super('DRAWS.UNKNOWN_PERIOD', 'period must be one of 3h, 6h, 12h, 24h, weekly', 'invalid');
  }
}

/** A query parameter of a draw or ticket read that is not one it takes; the message names it. */
export class InvalidDrawQueryError extends DomainError {
  constructor(message: Message) {
    super('DRAWS.INVALID_QUERY', message, 'invalid');
  }
}
