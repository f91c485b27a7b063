import { DomainError } from '../../shared/errors/domain-error.js';

/**
 * Why an entry of the feed of closes is not recorded, each with a stable code. Entries are
 * made from what the round stream stored, so these mark a caller's mistake or a damaged
 * round, and nothing is written.
 */
export class InvalidCloseEntryError extends DomainError {
  constructor(readonly problem: string) {
    super('DRAWS.INVALID_CLOSE_ENTRY', 'The entry of the feed of closes is not valid: {problem}.', 'invalid', { problem });
  }
}

/** The round's ticket set (RoundClosed) is not stored yet: there is nothing to publish. */
export class RoundNotClosedError extends DomainError {
  constructor(readonly roundId: string) {
    super('DRAWS.ROUND_NOT_CLOSED', 'The draw {roundId} has no recorded ticket set yet.', 'conflict', { roundId });
  }
}

/** Other closers kept appending to the feed first. */
export class CloseFeedBusyError extends DomainError {
  constructor() {
    super('DRAWS.CLOSE_FEED_BUSY', 'The feed of closes is changing; please try again.', 'conflict');
  }
}
