import { Query } from '@nestjs/cqrs';
import type { PlayerDepositView } from '../../projections/request-views.js';

/** The player's own deposit requests, newest first (GET /user/deposits): only ever theirs. */
export class ListPlayerDeposits extends Query<PlayerDepositView[]> {
  constructor(
    readonly userId: string,
    readonly page: number,
    readonly limit: number,
  ) {
    super();
  }
}
