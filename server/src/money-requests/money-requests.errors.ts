import { DomainError } from '../shared/errors/domain-error.js';
import { english } from '../shared/i18n/format-message.js';
import type { Message } from '../shared/i18n/message.js';

/** Every reason a money request is refused, each with a stable code (messages are shown as they are). */

export class RequestNotFoundError extends DomainError {
  constructor(kind: 'deposit' | 'withdrawal') {
    super('MONEY_REQUEST.NOT_FOUND', '{kind, select, deposit {Deposit} other {Withdrawal}} request not found.', 'not_found', { kind });
  }
}

export class RequestAlreadyExistsError extends DomainError {
  constructor() {
    super('MONEY_REQUEST.ALREADY_EXISTS', 'This request exists already.', 'conflict');
  }
}

/** DESIGN.md section 4: done is final. */
export class RequestIsFinalError extends DomainError {
  constructor() {
    super('MONEY_REQUEST.FINAL', 'This request is done and can no longer be changed.', 'conflict');
  }
}

/** Optimistic version per request: the admin acted on a version that is no longer the latest. */
export class StaleRequestError extends DomainError {
  constructor() {
    super('MONEY_REQUEST.STALE', 'Someone else changed this request meanwhile. Reload it and try again.', 'conflict');
  }
}

export class InvalidRequestAmountError extends DomainError {
  constructor() {
    super('MONEY_REQUEST.INVALID_AMOUNT', 'Enter a valid amount', 'invalid');
  }
}

/** A form field that breaks its rule: `message` is the specification's text for it. */
export class RequestFieldError extends DomainError {
  constructor(
    message: Message,
    readonly field: string,
    /** Every problem of the form, in the order of the form's checks (the first is `message`). */
    readonly problems: { field: string; message: string }[] = [{ field, message: english(message) }],
  ) {
    super('MONEY_REQUEST.INVALID_FIELD', message, 'invalid');
  }
}

export class NothingToChangeError extends DomainError {
  constructor() {
    super('MONEY_REQUEST.NOTHING_TO_CHANGE', 'Send a status or an amount to change.', 'invalid');
  }
}

export class PaymentReferenceTakenError extends DomainError {
  constructor() {
    super('MONEY_REQUEST.REFERENCE_TAKEN', 'This payment reference belongs to another deposit request. Ask for a new one.', 'conflict');
  }
}

export class UpiNotSetUpError extends DomainError {
  constructor() {
    super('MONEY_REQUEST.UPI_NOT_SET_UP', 'UPI payments are not set up yet. Please choose another option.', 'not_found');
  }
}

/** A form that cannot be read as one: unknown or repeated fields, bad characters, a broken body. */
export class InvalidFormError extends DomainError {
  constructor(message: Message | readonly Message[]) {
    super('MONEY_REQUEST.INVALID_FORM', message, 'invalid');
  }
}
