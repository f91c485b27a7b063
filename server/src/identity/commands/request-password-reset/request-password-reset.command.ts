import { Command } from '@nestjs/cqrs';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/language.js';

/** Mails a one-time reset link, if the address has an account, after the answer (spec: forgot-password). */
export class RequestPasswordReset extends Command<void> {
  constructor(
    readonly email: string,
    /** The request's language: the mails of this step are written in it (issue 14). */
    readonly language: Language = DEFAULT_LANGUAGE,
  ) {
    super();
  }
}
