import { DomainError } from '../../shared/errors/domain-error.js';

/**
 * Why a round is not settled now. The worker only asks for rounds that are due, so these
 * mostly mean "later": a predecessor not settled yet, a credit that did not go through.
 */
export class RoundNotDueForSettlementError extends DomainError {
  constructor(readonly roundId: string, reason: string) {
    super('SETTLEMENT.NOT_DUE', 'The draw {roundId} cannot be settled yet: {reason}.', 'conflict', { roundId, reason });
  }
}

/** Rounds of a period settle in start order: a pot's start is what the previous round carried. */
export class PredecessorNotSettledError extends DomainError {
  constructor(readonly roundId: string, readonly predecessorId: string) {
    super('SETTLEMENT.PREDECESSOR_NOT_SETTLED', 'The draw {roundId} waits for the draw before it ({predecessorId}) to be settled.', 'conflict', {
      roundId,
      predecessorId,
    });
  }
}

/** Some prizes could not be credited (named): the round stays unsettled and is tried again. */
export class PrizeCreditsFailedError extends DomainError {
  constructor(readonly roundId: string, readonly failures: Array<{ userId: string; code: string; message: string }>) {
    const first = failures[0];
    super('SETTLEMENT.CREDITS_FAILED', '{count} prize(s) of draw {roundId} could not be credited{first}.', 'conflict', {
      count: String(failures.length),
      roundId,
      first: first ? ` (first: ${first.userId}: ${first.code} ${first.message})` : '',
    });
  }
}
