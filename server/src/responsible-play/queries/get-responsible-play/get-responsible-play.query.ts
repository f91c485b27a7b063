import { Query } from '@nestjs/cqrs';
import type { ResponsiblePlayView } from './responsible-play-view.js';

export type { ResponsiblePlayView, LimitView } from './responsible-play-view.js';

/**
 * A player's responsible play as contract C1 shows it (the player's page, and the admin's
 * player detail): limits with what was requested in each window, the prompt, the review,
 * the reality check, the pause running and the history. Null for a player without a wallet.
 */
export class GetResponsiblePlay extends Query<ResponsiblePlayView | null> {
  constructor(readonly userId: string) {
    super();
  }
}
