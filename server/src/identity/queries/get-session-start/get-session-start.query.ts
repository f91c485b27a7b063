import { Query } from '@nestjs/cqrs';

/**
 * When a player's sign-in session began (its `created_at`), for the reality check's time
 * played; null when the session is not that player's.
 */
export class GetSessionStart extends Query<Date | null> {
  constructor(
    readonly playerId: string,
    readonly sessionId: string,
  ) {
    super();
  }
}
