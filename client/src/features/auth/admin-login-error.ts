import type { ApiError } from '../../lib/api/base-query.js';
import { serverMessage } from '../../lib/api/error-message.js';
import { ADMIN_LOGIN } from './auth.strings.js';

/** Admin login failures as the error catalogue words them (spec section 8). */
export function adminLoginError(error: unknown): string {
  const status = (error as ApiError | undefined)?.status;
  if (status === 'FETCH_ERROR') return ADMIN_LOGIN.network;
  if (status === 404) return ADMIN_LOGIN.unknownUser;
  if (status === 401) return ADMIN_LOGIN.wrongPassword;
  if (status === 400) return ADMIN_LOGIN.bothRequired;
  if (typeof status === 'number') return ADMIN_LOGIN.failed(serverMessage(error));
  return ADMIN_LOGIN.unexpected;
}
