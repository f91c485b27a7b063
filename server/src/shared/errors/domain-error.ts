import { englishOf } from '../i18n/format-message.js';
import type { Message, MessageParams } from '../i18n/message.js';

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

/**
 * The message is written in English (issue 14): a fixed text, or an ICU template with the
 * `params` it shows (`'At most {max} tickets can be bought at once.'`, `{ max: '10' }`),
 * found in the other languages' catalogues by the code. A code that carries many texts
 * (a form's problems, a query's rules) is given them as `Message`s instead (`text(...)`),
 * each found by its English template. `message` is always the English, so logs and
 * English answers stay as they were; the exception filter puts `messages` into the
 * request's language.
 */
export class DomainError extends Error {
  readonly messages: readonly Message[];

  constructor(
    readonly code: string,
    message: string | Message | readonly Message[],
    readonly kind: ErrorKind = 'invalid',
    params?: MessageParams,
  ) {
    const messages: readonly Message[] =
      typeof message === 'string' ? [{ key: code, en: message, ...(params ? { params } : {}) }] : 'key' in message ? [message] : message;
    super(englishOf(messages));
    this.name = new.target.name;
    this.messages = messages;
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
