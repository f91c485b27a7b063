import { Query } from '@nestjs/cqrs';

/**
 * What a player has asked to deposit since each of `since` (responsible play's limit
 * windows): the current amounts, in paise, of their deposit requests submitted from that
 * instant on that are not rejected. One sum per instant, in the same order.
 */
export class SumPlayerDeposits extends Query<number[]> {
  constructor(
    readonly userId: string,
    readonly since: readonly Date[],
  ) {
    super();
  }
}
