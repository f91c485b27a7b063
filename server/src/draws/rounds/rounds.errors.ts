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

/** An admin's result found no round of the period past its close without a result. */
export class NoRoundAwaitingResultError extends DomainError {
  constructor(readonly period: string) {
    super('DRAWS.NO_ROUND_AWAITING_RESULT', 'No draw of this period is awaiting its result', 'conflict');
  }
}

export class ResultRoundOpenError extends DomainError {
  constructor(readonly roundId: string) {
    super('DRAWS.RESULT_ROUND_OPEN', 'This draw is still on sale: its result can be entered after it closes', 'conflict');
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

/** An RNG round's result is the server's draw from its commitments: no admin can set it. */
export class ResultFromRngError extends DomainError {
  constructor(readonly roundId: string) {
    super(
      'DRAWS.RESULT_FROM_RNG',
      "This draw's result comes from the random number generator: no admin can set it. See its proof at /draws/{roundId}/proof",
      'conflict',
      { roundId },
    );
  }
}

/** A manual round's result is a witnessed draw's: the RNG never draws it. */
export class ResultFromWitnessedDrawError extends DomainError {
  constructor(readonly roundId: string) {
    super('DRAWS.RESULT_FROM_WITNESSED_DRAW', 'The result of draw {roundId} comes from a witnessed draw: the server does not draw it.', 'conflict', { roundId });
  }
}

export class NoResultEnteredError extends DomainError {
  constructor(readonly roundId: string) {
    super('DRAWS.NO_RESULT_ENTERED', 'No result has been entered for this draw', 'conflict', { roundId });
  }
}

/** Maker-checker: the admin who entered a manual result cannot also approve it. */
export class OwnResultApprovalError extends DomainError {
  constructor(readonly roundId: string) {
    super('DRAWS.OWN_RESULT_APPROVAL', 'The admin who entered a result cannot approve it: another admin must', 'conflict', { roundId });
  }
}

/** The approver saw other numbers than the entry now waiting (replaced meanwhile). */
export class ResultEntryChangedError extends DomainError {
  constructor(readonly roundId: string) {
    super('DRAWS.RESULT_ENTRY_CHANGED', 'The entered result has changed: review it again', 'conflict', { roundId });
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

/** Settlement needs a published result (or a manual round with no tickets past its draw time). */
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
