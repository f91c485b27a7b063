import type { ApiError } from '../../lib/api/base-query.js';
import { serverMessage } from '../../lib/api/error-message.js';

/** Admin login failures as the error catalogue words them (spec section 8). */
export function adminLoginError(error: unknown): string {
  const status = (error as ApiError | undefined)?.status;
  if (status === 'FETCH_ERROR') return 'Network error. Please check your connection.';
  if (status === 404) return 'Invalid username. Please check your credentials.';
  if (status === 401) return 'Invalid password. Please check your credentials.';
  if (status === 400) return 'Please provide both username and password.';
  if (typeof status === 'number') return `Login failed: ${serverMessage(error) ?? 'Please try again later.'}`;
  return 'An unexpected error occurred. Please try again.';
}
