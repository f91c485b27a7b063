import { DomainError } from '../../shared/errors/domain-error.js';

/**
 * Why a round transition is refused, each with a stable code. The scheduler only asks for
 * transitions that are due, so these mark a caller's mistake (or a clock moved back), and
 * nothing is written.
 */
export class RoundNotStartedError extends DomainError {
  constructor(readonly roundId: string) {
    super('DRAWS.ROUND_NOT_STARTED', `The draw ${roundId} has not started yet.`, 'conflict');
  }
}

export class RoundStillOnSaleError extends DomainError {
  constructor(readonly roundId: string) {
    super('DRAWS.ROUND_STILL_ON_SALE', `The draw ${roundId} is still on sale.`, 'conflict');
  }
}

export class RoundNotOpenedError extends DomainError {
  constructor(readonly roundId: string) {
    super('DRAWS.ROUND_NOT_OPENED', `The draw ${roundId} was never opened.`, 'not_found');
  }
}

export class RoundSalesOpenError extends DomainError {
  constructor(readonly roundId: string) {
    super('DRAWS.ROUND_SALES_OPEN', `The ticket set of draw ${roundId} is not frozen: its sales are not closed.`, 'conflict');
  }
}

/** A transition kept meeting another writer of the same round stream. */
export class RoundBusyError extends DomainError {
  constructor(readonly roundId: string) {
    super('DRAWS.ROUND_BUSY', `The draw ${roundId} is changing; please try again.`, 'conflict');
  }
}
