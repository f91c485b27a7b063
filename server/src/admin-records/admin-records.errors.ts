import { DomainError } from '../shared/errors/domain-error.js';

/** Every reason the console's records refuse a request, each with a stable code. */

export class DateRangeReversedError extends DomainError {
  constructor() {
    super('RECORDS.DATE_RANGE_REVERSED', 'from must not be after to', 'invalid');
  }
}

/** An unknown or malformed player id alike (contract A3). */
export class UnknownPlayerError extends DomainError {
  constructor() {
    super('RECORDS.PLAYER_NOT_FOUND', 'Player not found', 'not_found');
  }
}
