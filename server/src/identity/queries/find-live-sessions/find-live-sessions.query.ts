import { Query } from '@nestjs/cqrs';

/**
 * Which of these sessions are live (neither revoked nor expired), for features that tie
 * something to a session, e.g. the push tokens of a browser. Answers the live ids.
 */
export class FindLiveSessions extends Query<Set<string>> {
  constructor(readonly sessionIds: readonly string[]) {
    super();
  }
}
