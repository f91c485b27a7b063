import { DomainError } from '../errors/domain-error.js';

/** A key already used for a request with other details: a new action needs a new key. */
export class IdempotencyKeyReusedError extends DomainError {
  constructor(readonly key: string) {
    super(
      'IDEMPOTENCY.KEY_REUSED',
      'This request was already made with different details. Start a new request instead of repeating this one.',
      'conflict',
    );
  }
}
