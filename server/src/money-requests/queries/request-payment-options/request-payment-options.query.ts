import { Query } from '@nestjs/cqrs';
import type { PaymentOption } from '../../money-request.js';

/**
 * How the player paid in or is paid out, per request: the player's statement names each
 * deposit and withdrawal by it ('Deposit by UPI'). One query answers a whole page; ids of
 * other players' requests, or of no request, are absent from the answer.
 */
export class GetRequestPaymentOptions extends Query<Map<string, PaymentOption>> {
  constructor(
    readonly userId: string,
    readonly depositIds: readonly string[],
    readonly withdrawalIds: readonly string[],
  ) {
    super();
  }
}
