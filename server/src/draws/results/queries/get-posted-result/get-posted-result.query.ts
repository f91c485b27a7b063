import { Query } from '@nestjs/cqrs';
import type { ResultNumbers } from '../../../queries/last-result/last-result.query.js';

/** The answer to the admin who posted a result: the round, its numbers and when players see them. */
export interface PostedResultView {
  draw_id: string;
  result: ResultNumbers;
  result_at: string;
}

/**
 * A round's recorded result whether or not it is published yet: for the admin's own
 * answer to POST .../result only (never a player or public read).
 */
export class GetPostedResult extends Query<PostedResultView | null> {
  constructor(readonly roundId: string) {
    super();
  }
}
