import { DomainError } from '../../shared/errors/domain-error.js';
import type { Message } from '../../shared/i18n/message.js';
import { PRIZE_MODES } from './prize-odds.js';

/** Every reason the prize tables refuse a change or a read, each with a stable code. */

export class UnknownPrizeModeError extends DomainError {
  constructor(readonly mode: unknown) {
    super('PRIZES.UNKNOWN_MODE', 'The mode must be one of {modes}', 'invalid', { modes: PRIZE_MODES.join(', ') });
  }
}

/** A real mode the period does not play (24h and weekly have no sequence prizes). */
export class PrizeModeNotOfferedError extends DomainError {
  constructor(
    readonly period: string,
    readonly mode: string,
  ) {
    super('PRIZES.MODE_NOT_OFFERED', 'The {period} draw has no {mode} prize table', 'not_found', { period, mode });
  }
}

/** A field out of its range or format; the message names the field and what it takes. */
export class InvalidPrizeTableError extends DomainError {
  constructor(message: Message) {
    super('PRIZES.INVALID_TABLE', message, 'invalid');
  }
}

/** Others kept changing the prize tables while this change retried: the admin may try again. */
export class PrizeTablesBusyError extends DomainError {
  constructor() {
    super('PRIZES.BUSY', 'The prize tables are being changed by someone else. Please try again.', 'conflict');
  }
}
