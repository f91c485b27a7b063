import { DomainError } from '../shared/errors/domain-error.js';
import { formatRupees } from '../shared/money/money.js';

/**
 * Every reason the wallet refuses a command, each with a stable code. Messages are shown
 * to players and admins; amounts in them are rupees.
 */

export class InsufficientFundsError extends DomainError {
  constructor(
    readonly neededPaise: number,
    readonly availablePaise: number,
  ) {
    super(
      'WALLET.INSUFFICIENT_FUNDS',
      'Insufficient balance: {needed} is needed and {available} is available.',
      'conflict',
      { needed: formatRupees(neededPaise), available: formatRupees(availablePaise) },
    );
  }
}

export class WalletNotOpenError extends DomainError {
  constructor() {
    super('WALLET.NOT_OPEN', 'This wallet does not exist.', 'not_found');
  }
}

export class InvalidAmountError extends DomainError {
  constructor(readonly amountPaise: unknown) {
    super('WALLET.INVALID_AMOUNT', 'The amount must be a positive whole number of paise within the allowed limit.', 'invalid');
  }
}

/** A credit or hold must name what it is for (deposit request, round, hold id...). */
export class MissingReferenceError extends DomainError {
  constructor(readonly field: string) {
    super('WALLET.MISSING_REFERENCE', 'The {field} is missing.', 'invalid', { field });
  }
}

export class InvalidPrizeError extends DomainError {
  constructor(reason: string) {
    super('WALLET.INVALID_PRIZE', 'The prize is not valid: {reason}.', 'invalid', { reason });
  }
}

export class InvalidRevisionError extends DomainError {
  constructor(readonly revision: unknown) {
    super('WALLET.INVALID_REVISION', 'The request revision must be a whole number from 1.', 'invalid');
  }
}

export class InvalidNoteError extends DomainError {
  constructor() {
    super('WALLET.INVALID_NOTE', 'The note must be plain text of at most 500 characters.', 'invalid');
  }
}

/** A hold command for a request revision older than (or equal to) the hold's last one. */
export class StaleHoldRevisionError extends DomainError {
  constructor(
    readonly holdId: string,
    readonly revision: number,
    readonly currentRevision: number,
  ) {
    super('WALLET.STALE_REVISION', 'The request {holdId} has changed since revision {revision}. Reload it and try again.', 'conflict', {
      holdId,
      revision: String(revision),
    });
  }
}

export class NoSuchHoldError extends DomainError {
  constructor(readonly holdId: string) {
    super('WALLET.NO_SUCH_HOLD', 'There is no hold {holdId} on this wallet.', 'not_found', { holdId });
  }
}

export class HoldAlreadySettledError extends DomainError {
  constructor(
    readonly holdId: string,
    readonly settledAs: 'released' | 'captured',
  ) {
    super('WALLET.HOLD_ALREADY_SETTLED', 'The hold {holdId} was already {settledAs, select, released {released} other {captured}}.', 'conflict', {
      holdId,
      settledAs,
    });
  }
}

export class HoldAlreadyActiveError extends DomainError {
  constructor(readonly holdId: string) {
    super('WALLET.HOLD_ALREADY_ACTIVE', 'The hold {holdId} is already active.', 'conflict', { holdId });
  }
}

/** Others kept appending to the wallet while this command retried: the caller may try again. */
export class WalletConcurrencyError extends DomainError {
  constructor(
    readonly userId: string,
    readonly attempts: number,
  ) {
    super('WALLET.CONCURRENCY_CONFLICT', 'The wallet is busy. Please try again.', 'conflict');
  }
}
