/**
 * Base of every rule violation a feature reports. Features throw these with a stable
 * code (`WALLET.INSUFFICIENT_FUNDS`); the one exception filter maps `kind` to an HTTP
 * status, so domain code never speaks HTTP.
 */
export type ErrorKind =
  | 'invalid' // 400
  | 'unauthorized' // 401
  | 'forbidden' // 403
  | 'not_found' // 404
  | 'conflict' // 409: insufficient balance, stale request, duplicate
  | 'too_large' // 413
  | 'too_many'; // 429

export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly kind: ErrorKind = 'invalid',
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export const STATUS_OF_KIND: Record<ErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  too_many: 429,
};
