import { DomainError } from '../shared/errors/domain-error.js';
import { registerProjectionRefusal } from '../shared/event-store/postgres/projection-refusals.js';

/**
 * Every reason a ticket or a round is refused, each with a stable code. The ticket
 * messages are the specification's (section 5, "Ticket submit checks"); the range message
 * names the period's own range (DESIGN.md section 2), which is 1-75 or 1-60.
 */
export class NoOpenDrawError extends DomainError {
  constructor(readonly roundId: string) {
    super('DRAWS.NO_OPEN_DRAW', 'No open draw available for this period', 'conflict');
  }
}

// The tickets projection's sales fence (rounds/projections/tickets/) refuses a ticket of a round not open with FD410, the round id in DETAIL.
registerProjectionRefusal('FD410', (roundId) => new NoOpenDrawError(roundId));

/** The round handed to a purchase is not one the calendar could have produced. */
export class InvalidRoundError extends DomainError {
  constructor(readonly problem: string) {
    super('DRAWS.INVALID_ROUND', 'The draw is not valid: {problem}.', 'invalid', { problem });
  }
}

export class MissingTicketIdError extends DomainError {
  constructor() {
    super('DRAWS.MISSING_TICKET_ID', 'The ticket id is missing.', 'invalid');
  }
}

export class TicketNumbersMissingError extends DomainError {
  constructor() {
    super('DRAWS.NUMBERS_MISSING', 'Please select all 5 numbers', 'invalid');
  }
}

export class TooManyTicketNumbersError extends DomainError {
  constructor() {
    super('DRAWS.TOO_MANY_NUMBERS', 'A ticket has exactly 5 numbers', 'invalid');
  }
}

export class TicketNumberNotWholeError extends DomainError {
  constructor() {
    super('DRAWS.NUMBER_NOT_WHOLE', 'Numbers must be whole numbers', 'invalid');
  }
}

export class TicketNumberOutOfRangeError extends DomainError {
  constructor(
    readonly min: number,
    readonly max: number,
  ) {
    super('DRAWS.NUMBER_OUT_OF_RANGE', 'All numbers must be between {min} and {max}', 'invalid', { min: String(min), max: String(max) });
  }
}

export class TicketNumbersRepeatedError extends DomainError {
  constructor() {
    super('DRAWS.NUMBERS_REPEATED', 'Numbers must be unique - no duplicates allowed', 'invalid');
  }
}

export class TicketLetterMissingError extends DomainError {
  constructor() {
    super('DRAWS.LETTER_MISSING', 'Please select an alphabet for weekly period', 'invalid');
  }
}

export class TicketLetterInvalidError extends DomainError {
  constructor() {
    super('DRAWS.LETTER_INVALID', 'The letter must be one of A to Z', 'invalid');
  }
}

export class TicketLetterNotAllowedError extends DomainError {
  constructor() {
    super('DRAWS.LETTER_NOT_ALLOWED', 'Only the weekly draw takes a letter', 'invalid');
  }
}
