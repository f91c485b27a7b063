import type { ApiError } from './base-query.js';

/** The server's own words for a failure (`msg` or `message`), if it sent any. */
export function serverMessage(error: unknown): string | null {
  const data = (error as ApiError | undefined)?.data;
  if (!data || typeof data !== 'object') return null;
  const body = data as { msg?: unknown; message?: unknown };
  if (typeof body.msg === 'string' && body.msg) return body.msg;
  if (typeof body.message === 'string' && body.message) return body.message;
  return null;
}

export function errorStatus(error: unknown): ApiError['status'] | undefined {
  return (error as ApiError | undefined)?.status;
}

/** No response at all (network down, server gone). */
export function isNetworkError(error: unknown): boolean {
  return errorStatus(error) === 'FETCH_ERROR';
}

/** An hour: no cooldown the server applies is longer, so a larger value is not trusted. */
const MAX_RETRY_AFTER_SECONDS = 3600;

/**
 * The wait the server asks for before the same request may be repeated: the number field
 * `retryAfterSeconds` of an answer, or of a failure's body (an OTP resend cooldown). Null
 * when absent or not a usable number of seconds.
 */
export function retryAfterSeconds(replyOrError: unknown): number | null {
  const error = replyOrError as ApiError | undefined;
  const body = error && typeof error === 'object' && 'status' in error && 'data' in error ? error.data : replyOrError;
  if (!body || typeof body !== 'object') return null;
  const value = (body as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  return Math.min(Math.ceil(value), MAX_RETRY_AFTER_SECONDS);
}
