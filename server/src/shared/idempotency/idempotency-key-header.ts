import { DomainError } from '../errors/domain-error.js';

export class InvalidIdempotencyKeyError extends DomainError {
  constructor() {
    super('IDEMPOTENCY.INVALID_KEY', 'The Idempotency-Key header must be 1 to 100 letters, digits or . _ : -', 'invalid');
  }
}

/**
 * The optional `Idempotency-Key` header of a change (DESIGN.md section 1): absent is
 * undefined; a key of other characters or length is refused before anything happens.
 */
export function idempotencyKeyOf(header: unknown): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !/^[A-Za-z0-9._:-]{1,100}$/.test(header)) throw new InvalidIdempotencyKeyError();
  return header;
}
