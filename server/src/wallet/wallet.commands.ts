import type { PeriodId } from '../draws/draw-periods.js';
import type { RoundForSale } from '../draws/rounds/round.js';
import type { TicketChoice } from '../draws/tickets/ticket.decide.js';
import type { PlayCommand } from '../responsible-play/responsible-play.decide.js';

/**
 * What can be asked of a wallet. Every command names its own idempotency key
 * (wallet-command-key.ts): a credit by what it credits, a purchase by its ticket, a hold
 * command by its request and the request's revision. So no wallet command can apply twice.
 */
export type WalletCommand =
  | { type: 'OpenWallet'; data: { userId: string } }
  | { type: 'CreditDeposit'; data: { requestId: string; amountPaise: number } }
  | { type: 'CreditPrize'; data: PrizeCredit }
  | { type: 'CreditAdjustment'; data: { adjustmentId: string; amountPaise: number; note?: string } }
  | { type: 'CreditReferral'; data: { referredUserId: string; amountPaise: number } }
  | { type: 'PayForTicket'; data: { ticket: TicketChoice; round: RoundForSale; now: string } }
  | { type: 'PayForTickets'; data: { tickets: TicketChoice[]; round: RoundForSale; now: string } }
  | { type: 'HoldFunds'; data: HoldChange }
  | { type: 'AdjustHold'; data: HoldChange }
  | { type: 'ReleaseHold'; data: HoldStep }
  | { type: 'CaptureHold'; data: HoldStep }
  // The player's own responsible play (responsible-play.decide.ts), keyed by `requestId`.
  | PlayCommand;

export type WalletCommandType = WalletCommand['type'];

/** A round's prize for one player: the sum over their winning tickets. */
export interface PrizeCredit {
  roundId: string;
  period: PeriodId;
  amountPaise: number;
  tickets: string[];
}

/** A hold command for the withdrawal request `holdId` at its revision `revision`. */
export interface HoldStep {
  holdId: string;
  revision: number;
}

export interface HoldChange extends HoldStep {
  amountPaise: number;
}
