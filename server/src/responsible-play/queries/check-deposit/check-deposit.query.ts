import { Query } from '@nestjs/cqrs';

/**
 * Whether the player may request a deposit of `amountPaise` now: refused (PLAY.PAUSED,
 * PLAY.DEPOSIT_LIMIT) during a pause or over a limit in force; answers nothing when it
 * may. The deposit submission asks it under the player's PlayerPlayLock, just before it
 * stores the request.
 */
export class CheckDeposit extends Query<void> {
  constructor(
    readonly userId: string,
    readonly amountPaise: number,
  ) {
    super();
  }
}
