import { Injectable, Logger } from '@nestjs/common';
import { EventStore } from '../../shared/event-store/event-store.port.js';
import { Reactors } from '../../shared/event-store/reactors/reactors.js';
import { depositStreamId } from '../deposit-request.js';
import { CREDIT_WALLET_WHEN_DEPOSIT_IS_DONE } from './credit-wallet-when-deposit-is-done.js';

/**
 * How long an admin's change to done waits for its credit. The reactor reacts within
 * milliseconds (woken by the append); more than this means it is not running (a leader
 * hand-over, no instance with background jobs) and the credit comes when it runs again.
 */
export const CREDIT_WAIT_MS = 5_000;

/**
 * The admin who marks a deposit done, and the player after them, read the balance with
 * the credit (and the referrer the bonus), as when the handler credited it itself: the
 * answer waits, a bounded time, for the deposit's reactor to pass the change.
 */
@Injectable()
export class DepositCreditWait {
  private readonly logger = new Logger(DepositCreditWait.name);

  constructor(
    private readonly store: EventStore,
    private readonly reactors: Reactors,
  ) {}

  async untilCredited(requestId: string, version: number, withinMs = CREDIT_WAIT_MS): Promise<boolean> {
    const [change] = await this.store.readStream(depositStreamId(requestId), { fromVersion: version, limit: 1 });
    if (!change) return false;
    const passed = await this.reactors.passed(CREDIT_WALLET_WHEN_DEPOSIT_IS_DONE, change.checkpoint, withinMs);
    if (!passed) this.logger.warn(`Deposit ${requestId} is done; its credit did not follow within ${withinMs} ms and will when the reactor runs`);
    return passed;
  }
}
