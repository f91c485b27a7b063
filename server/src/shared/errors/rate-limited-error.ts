import type { MessageParams } from '../i18n/message.js';
import { DomainError } from './domain-error.js';

/**
 * A refusal that ends by itself: "too many" now, fine after a known wait. The exception
 * filter answers 429 with `retryAfterSeconds` in the body and a `Retry-After` header, so
 * clients can count down instead of guessing from the message.
 */
export class RateLimitedError extends DomainError {
  readonly retryAfterSeconds: number;

  constructor(code: string, message: string, retryAfterSeconds: number, params?: MessageParams) {
    super(code, message, 'too_many', params);
    // Whole seconds, at least one: a client told "0" would retry at once and be refused.
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}
