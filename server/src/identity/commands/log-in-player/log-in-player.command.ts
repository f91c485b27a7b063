import { Command } from '@nestjs/cqrs';
import type { PlayerSession } from '../../player-accounts.service.js';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/language.js';

/**
 * What a correct password leads to: the code step, with a new code mailed or (inside the
 * resend cooldown) the one already sent, and the challenge that alone can check that
 * code; or, for the browser that has just verified a login code, the session.
 */
export type LogInOutcome =
  | { kind: 'otp_sent'; challenge: string }
  | { kind: 'otp_pending'; challenge: string; retryAfterSeconds: number }
  | { kind: 'session'; session: PlayerSession };

/**
 * Password login (spec section 4, Player login): a correct password mails a login code;
 * the same browser's repeat just after verifying that code gets the session.
 */
export class LogInPlayer extends Command<LogInOutcome> {
  constructor(
    readonly email: string,
    readonly password: string,
    /** The caller's address, for the guessing limits. */
    readonly ip: string,
    /** The key this browser was given at its last completed sign-in, if it sent one. */
    readonly browserKey: string | undefined,
    /** The request's language: the mails of this step are written in it (issue 14). */
    readonly language: Language = DEFAULT_LANGUAGE,
  ) {
    super();
  }
}
