import { DomainError } from '../../../shared/errors/domain-error.js';
import type { Message } from '../../../shared/i18n/message.js';

/**
 * Refusals of the admin's result body (spec section 5, "Admin result"), in the words of the
 * specification where it has them. All are 400s, judged before any round is looked at.
 */
export class ResultBodyInvalidError extends DomainError {
  constructor(message: Message) {
    super('RESULTS.INVALID_BODY', message, 'invalid');
  }
}

export class ResultNumbersMissingError extends DomainError {
  constructor() {
    super('RESULTS.NUMBERS_MISSING', 'Please fill all result numbers', 'invalid');
  }
}

export class ResultLetterMissingError extends DomainError {
  constructor() {
    super('RESULTS.LETTER_MISSING', 'Please select an alphabet for weekly period', 'invalid');
  }
}

export class ResultLetterInvalidError extends DomainError {
  constructor() {
    super('RESULTS.LETTER_INVALID', 'The letter must be one of A to Z', 'invalid');
  }
}

export class ResultLetterNotAllowedError extends DomainError {
  constructor() {
    super('RESULTS.LETTER_NOT_ALLOWED', 'Only the weekly draw takes a letter', 'invalid');
  }
}

export class ResultNumberNotWholeError extends DomainError {
  constructor() {
    super('RESULTS.NUMBER_NOT_WHOLE', 'Result numbers must be whole numbers', 'invalid');
  }
}

/** The range is the period's own (DESIGN.md section 2), not the modal's 1-75 for every period. */
export class ResultNumberOutOfRangeError extends DomainError {
  constructor(
    readonly min: number,
    readonly max: number,
  ) {
    super('RESULTS.NUMBER_OUT_OF_RANGE', 'Must be between {min}-{max}', 'invalid', { min: String(min), max: String(max) });
  }
}

export class ResultNumbersRepeatedError extends DomainError {
  constructor() {
    super('RESULTS.NUMBERS_REPEATED', 'Number already selected', 'invalid');
  }
}

/** No round of the period is closed and still without a result. */
export class NoDrawAwaitingResultError extends DomainError {
  constructor(readonly period: string) {
    super('RESULTS.NO_DRAW_AWAITING', 'No draw of this period is awaiting its result', 'conflict');
  }
}
