import { DomainError } from '../../shared/errors/domain-error.js';

/**
 * Why a round is not settled now. The worker only asks for rounds that are due, so these
 * mostly mean "later": a predecessor not settled yet, a credit that did not go through.
 */
export class RoundNotDueForSettlementError extends DomainError {
  constructor(readonly roundId: string, reason: string) {
    super('SETTLEMENT.NOT_DUE', `The draw ${roundId} cannot be settled yet: ${reason}.`, 'conflict');
  }
}

/** Rounds of a period settle in start order: a pot's start is what the previous round carried. */
export class PredecessorNotSettledError extends DomainError {
  constructor(readonly roundId: string, readonly predecessorId: string) {
    super('SETTLEMENT.PREDECESSOR_NOT_SETTLED', `The draw ${roundId} waits for the draw before it (${predecessorId}) to be settled.`, 'conflict');
  }
}

/** Some prizes could not be credited (named): the round stays unsettled and is tried again. */
export class PrizeCreditsFailedError extends DomainError {
  constructor(readonly roundId: string, readonly failures: Array<{ userId: string; code: string; message: string }>) {
    const first = failures[0];
    super(
      'SETTLEMENT.CREDITS_FAILED',
      `${failures.length} prize(s) of draw ${roundId} could not be credited${first ? ` (first: ${first.userId}: ${first.code} ${first.message})` : ''}.`,
      'conflict',
    );
  }
}
