import type { PeriodId } from '../draw-periods.js';
import type { TicketReceipt } from '../results/receipts/ticket-receipts.js';
import type { TicketOutcome } from '../results/queries/ticket-outcome.js';
import { rupeesFromPaise } from '../../shared/money/money.js';

/**
 * A ticket as the player sees it (spec section 3: draw_id, period, num_1..num_5, num_6 the
 * weekly letter or null), with its price, its round's status and when it was bought.
 */
export interface TicketView {
  _id: string;
  draw_id: string;
  period: PeriodId;
  num_1: number;
  num_2: number;
  num_3: number;
  num_4: number;
  num_5: number;
  num_6: string | null;
  round_amount: number;
  /** The round's: open while it sells, then closed. */
  status: 'open' | 'closed';
  createdAt: string;
}

/** A ticket in 'My tickets': with what it won once its round is settled (null before). */
export interface PlayerTicketView extends TicketView {
  outcome: TicketOutcome | null;
  /** GET /user/tickets/{id} only: how the price was paid, rupees (referral balance first, then money). */
  from_money?: number;
  from_referral?: number;
  /** GET /user/tickets/{id} only: its Merkle inclusion proof once the round's set is frozen (null before). */
  receipt?: TicketReceipt | null;
}

/** What a ticket is made of, from the `tickets` read model or from its TicketPurchased event. */
export interface TicketFacts {
  ticketId: string;
  roundId: string;
  period: PeriodId;
  numbers: readonly number[];
  letter: string | null;
  pricePaise: number;
  boughtAt: string;
}

export function ticketView(t: TicketFacts, open: boolean): TicketView {
  const [num_1, num_2, num_3, num_4, num_5] = t.numbers;
  return {
    _id: t.ticketId,
    draw_id: t.roundId,
    period: t.period,
    num_1,
    num_2,
    num_3,
    num_4,
    num_5,
    num_6: t.letter ?? null,
    round_amount: rupeesFromPaise(t.pricePaise),
    status: open ? 'open' : 'closed',
    createdAt: t.boughtAt,
  };
}
