import { DomainError } from '../shared/errors/domain-error.js';
import type { Message } from '../shared/i18n/message.js';
import { formatRupees } from '../shared/money/money.js';
import { PERIOD_IDS } from '../draws/draw-periods.js';

/** Every reason the settings feature refuses a change, each with a stable code. */

/** The spec's message for a news link that is not an http:// or https:// URL (section 5). */
export class InvalidNewsUrlError extends DomainError {
  constructor() {
    super('SETTINGS.INVALID_URL', 'Please enter a valid URL', 'invalid');
  }
}

/** The spec's message for an amount that is not a finite number >= 0 in steps of 0.01 (section 5). */
export class InvalidSettingAmountError extends DomainError {
  constructor() {
    super('SETTINGS.INVALID_AMOUNT', 'Enter a valid amount', 'invalid');
  }
}

export class InvalidResultSourceError extends DomainError {
  constructor() {
    super('SETTINGS.INVALID_RESULT_SOURCE', 'Choose rng or manual', 'invalid');
  }
}

/** A ticket at 0 (or a few paise) makes no sense, even though the spec's form allows 0. */
export class TicketPriceTooLowError extends DomainError {
  constructor(readonly minimumPaise: number) {
    super('SETTINGS.TICKET_PRICE_TOO_LOW', 'A ticket must cost at least {minimum}', 'invalid', { minimum: formatRupees(minimumPaise) });
  }
}

export class TicketPriceTooHighError extends DomainError {
  constructor(readonly maximumPaise: number) {
    super('SETTINGS.TICKET_PRICE_TOO_HIGH', 'A ticket may cost at most {maximum}', 'invalid', { maximum: formatRupees(maximumPaise) });
  }
}

export class ReferralAmountTooHighError extends DomainError {
  constructor(readonly maximumPaise: number) {
    super('SETTINGS.REFERRAL_AMOUNT_TOO_HIGH', 'The referral amount may be at most {maximum}', 'invalid', { maximum: formatRupees(maximumPaise) });
  }
}

export class UnknownPeriodError extends DomainError {
  constructor(readonly period: unknown) {
    super('SETTINGS.UNKNOWN_PERIOD', 'The period must be one of {periods}', 'invalid', { periods: PERIOD_IDS.join(', ') });
  }
}

/** A payment detail in the wrong format; the message names the field and its format. */
export class InvalidPaymentDetailsError extends DomainError {
  constructor(message: Message) {
    super('SETTINGS.INVALID_PAYMENT_DETAILS', message, 'invalid');
  }
}

/** Others kept changing the settings while this change retried: the admin may try again. */
export class SettingsBusyError extends DomainError {
  constructor() {
    super('SETTINGS.BUSY', 'The settings are being changed by someone else. Please try again.', 'conflict');
  }
}
