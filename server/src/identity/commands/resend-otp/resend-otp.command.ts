import { Command } from '@nestjs/cqrs';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/language.js';

/**
 * Mails a new code for the caller's current step (spec: send-otp, resend-otp): a login
 * code for the login whose challenge it holds, else a registration code for an account
 * that has not finished verification.
 */
export class ResendOtp extends Command<void> {
  constructor(
    readonly email: string,
    /** The challenge its login step gave this browser, if it sent one. */
    readonly challenge: string | undefined,
    /** The request's language: the mails of this step are written in it (issue 14). */
    readonly language: Language = DEFAULT_LANGUAGE,
  ) {
    super();
  }
}
