import { DomainError } from '../shared/errors/domain-error.js';
import type { Message } from '../shared/i18n/message.js';

/** The statement's date filter cannot be read: a 400 that says what to send instead. */
export class InvalidStatementDatesError extends DomainError {
  constructor(message: Message) {
    super('STATEMENT.INVALID_DATES', message, 'invalid');
  }
}

/** A CSV would be longer than a download may be: a 400 asking for fewer days. */
export class StatementTooLongError extends DomainError {
  constructor(readonly rows: number, readonly cap: number) {
    super('STATEMENT.TOO_LONG', 'This statement has {rows} rows, more than the {cap} a download can hold. Choose fewer days.', 'invalid', {
      rows: rows.toLocaleString('en-IN'),
      cap: cap.toLocaleString('en-IN'),
    });
  }
}
