import { Query } from '@nestjs/cqrs';
import type { Language } from '../../../shared/i18n/language.js';

/**
 * The stored language of each of these players (issue 14), for what reaches them outside
 * a request (pushes). A player not found is left out: the caller words it in English.
 */
export class GetPlayerLanguages extends Query<Map<string, Language>> {
  constructor(readonly playerIds: readonly string[]) {
    super();
  }
}
