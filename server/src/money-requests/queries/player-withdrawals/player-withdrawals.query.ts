import { Query } from '@nestjs/cqrs';
import type { PlayerWithdrawalView } from '../../projections/request-views.js';

/** The player's own withdrawal requests, newest first (GET /user/withdraws): only ever theirs. */
export class ListPlayerWithdrawals extends Query<PlayerWithdrawalView[]> {
  constructor(
    readonly userId: string,
    readonly page: number,
    readonly limit: number,
  ) {
    super();
  }
}
