/**
 * "The database is away", told apart from a failing query: the server answers these with
 * 503 (the request may be repeated once PostgreSQL is back) and everything else that
 * escapes a handler with 500. The pool reconnects by itself, so nothing else is needed.
 */

/** SQLSTATE classes and codes of a connection that is gone or refused, not of a bad statement. */
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown: terminated by a fast or immediate shutdown
  '57P02', // crash_shutdown: another backend crashed, every session is ended
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '53300', // too_many_connections
]);

/** Socket and pool errors of reaching the server, by their Node code. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);

/** node-postgres's own messages for a connection lost or never made (they carry no code). */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // ...unexpectedly, ...due to connection timeout
  /^timeout exceeded when trying to connect$/, // pg-pool's connectionTimeoutMillis
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, message, cause, driverError, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    driverError?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || UNAVAILABLE_CODES.has(code))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => m.test(message))) return true;
  // TypeORM's QueryFailedError keeps pg's error as driverError; a connect to 'localhost' fails as an AggregateError.
  const inner = [cause, driverError, ...(Array.isArray(errors) ? errors : [])];
  return inner.some((e) => e !== error && isDatabaseUnavailable(e, depth + 1));
}
