import { Command } from '@nestjs/cqrs';
import type { Language } from '../../../shared/i18n/language.js';

/** Stores the signed-in player's language (issue 14): their pushes are worded in it. */
export class SetLanguage extends Command<Language> {
  constructor(
    readonly playerId: string,
    readonly language: Language,
  ) {
    super();
  }
}
