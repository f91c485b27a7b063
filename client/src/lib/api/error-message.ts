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
