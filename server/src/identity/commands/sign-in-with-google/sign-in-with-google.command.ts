import { Command } from '@nestjs/cqrs';
import type { PlayerSession } from '../../player-accounts.service.js';
import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/language.js';

/** Google sign-in and sign-up in one (spec: google-auth); accounts are keyed by Google `sub`. */
export class SignInWithGoogle extends Command<PlayerSession> {
  constructor(
    readonly idToken: string,
    readonly referralCode: string | undefined,
    readonly meta: CommandMeta,
    /** The request's language: a new account's first language. */
    readonly language: Language = DEFAULT_LANGUAGE,
  ) {
    super();
  }
}
