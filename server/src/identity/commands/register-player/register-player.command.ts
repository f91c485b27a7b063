import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/language.js';

/** Opens a player account and mails the registration code (spec section 4, Registration). */
export class RegisterPlayer extends Command<void> {
  constructor(
    readonly username: string,
    readonly email: string,
    readonly password: string,
    /** The caller's address: accounts per address are capped (quotas.ts). */
    readonly ip: string,
    readonly meta: CommandMeta,
    /** The request's language: the account's first language and its mails' (issue 14). */
    readonly language: Language = DEFAULT_LANGUAGE,
  ) {
    super();
  }
}
