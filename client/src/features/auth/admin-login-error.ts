import type { ApiError } from '../../lib/api/base-query.js';
import { serverMessage } from '../../lib/api/error-message.js';
import { authTextNow, type AuthText } from './auth.strings.js';

/** Admin login failures as the error catalogue words them (spec section 8). */
export function adminLoginError(error: unknown, t: AuthText = authTextNow): string {
  const status = (error as ApiError | undefined)?.status;
  if (status === 'FETCH_ERROR') return t('admin.network');
  if (status === 404) return t('admin.unknownUser');
  if (status === 401) return t('admin.wrongPassword');
  if (status === 400) return t('admin.bothRequired');
  if (typeof status === 'number') return t('admin.failed', { reason: serverMessage(error) ?? t('admin.tryLater') });
  return t('admin.unexpected');
}
