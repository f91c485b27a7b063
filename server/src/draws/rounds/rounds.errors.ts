import { DomainError } from '../../shared/errors/domain-error.js';

/**
 * Why a round transition is refused, each with a stable code. The scheduler only asks for
 * transitions that are due, so these mark a caller's mistake (or a clock moved back), and
 * nothing is written.
 */
export class RoundNotStartedError extends DomainError {
  constructor(readonly roundId: string) {
    super('DRAWS.ROUND_NOT_STARTED', 'The draw {roundId} has not started yet.', 'conflict', { roundId });
  }
}

export class RoundStillOnSaleError extends DomainError {
  constructor(readonly roundId: string) {
    super('DRAWS.ROUND_STILL_ON_SALE', 'The draw {roundId} is still on sale.', 'conflict', { roundId });
  }
}

export class RoundNotOpenedError extends DomainError {
  constructor(readonly roundId: string) {
    super('DRAWS.ROUND_NOT_OPENED', 'The draw {roundId} was never opened.', 'not_found', { roundId });
  }
}

export class RoundSalesOpenError extends DomainError {
  constructor(readonly roundId: string) {
    super('DRAWS.ROUND_SALES_OPEN', 'The ticket set of draw {roundId} is not frozen: its sales are not closed.', 'conflict', { roundId });
  }
}

/** A transition kept meeting another writer of the same round stream. */
export class RoundBusyError extends DomainError {
  constructor(readonly roundId: string) {
    super('DRAWS.ROUND_BUSY', 'The draw {roundId} is changing; please try again.', 'conflict', { roundId });
  }
}

// ---- Results and settlement (issue 11) -----------------------------------------------

/** PostResult found no round of the period that is closed and has no result yet. */
export class NoRoundAwaitingResultError extends DomainError {
  constructor(readonly period: string) {
    super('DRAWS.NO_ROUND_AWAITING_RESULT', 'No draw of this period is awaiting its result', 'conflict');
  }
}

export class ResultRoundOpenError extends DomainError {
  constructor(readonly roundId: string) {
    super('DRAWS.RESULT_ROUND_OPEN', 'This draw is still on sale; its result can be posted once it closes', 'conflict');
  }
}

/** Sales are closed but the frozen ticket set is not recorded yet: a moment's work. */
export class ResultRoundClosingError extends DomainError {
  constructor(readonly roundId: string) {
    super('DRAWS.RESULT_ROUND_CLOSING', 'This draw is closing; please try again in a moment', 'conflict');
  }
}

/** A round has one result, never changed: a second post (or one after the RNG drew it) is refused. */
export class ResultAlreadyPostedError extends DomainError {
  constructor(readonly roundId: string) {
    super('DRAWS.RESULT_ALREADY_POSTED', 'The result of this draw has already been posted', 'conflict');
  }
}

/** In auto mode the server draws the result at draw_at; an admin's result after it is refused. */
export class ResultTimePassedError extends DomainError {
  constructor(readonly roundId: string) {
    super('DRAWS.RESULT_TIME_PASSED', 'The result time of this draw has passed; the server has drawn it', 'conflict');
  }
}

export class InvalidResultError extends DomainError {
  constructor(readonly problem: string) {
    super('DRAWS.INVALID_RESULT', 'The result is not valid: {problem}.', 'invalid', { problem });
  }
}

/** The RNG draws a round only from its draw_at on (its beacon round is not out before). */
export class ResultNotDueError extends DomainError {
  constructor(readonly roundId: string, readonly drawAt: string) {
    super('DRAWS.RESULT_NOT_DUE', 'The draw {roundId} cannot be drawn before its draw time {drawAt}.', 'conflict', { roundId, drawAt });
  }
}

/** Settlement needs a published result (or, in manual mode, a round with no tickets past its draw time). */
export class RoundNotResultedError extends DomainError {
  constructor(readonly roundId: string) {
    super('DRAWS.ROUND_NOT_RESULTED', 'The draw {roundId} has no published result to settle.', 'conflict', { roundId });
  }
}

export class InvalidSettlementError extends DomainError {
  constructor(readonly problem: string) {
    super('DRAWS.INVALID_SETTLEMENT', 'The settlement is not valid: {problem}.', 'invalid', { problem });
  }
}
