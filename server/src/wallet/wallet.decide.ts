import type { CreditReason, OpenWalletState, WalletEvent, WalletState } from './wallet.js';
import {
  HoldAlreadyActiveError,
  HoldAlreadySettledError,
  InsufficientFundsError,
  InvalidCreditReasonError,
  InvalidTicketError,
  NoSuchHoldError,
  SalesClosedError,
  WalletNotOpenError,
} from './wallet.errors.js';
import { requireAmount, requireReference, withNote } from './wallet.validation.js';

export { MAX_AMOUNT_PAISE } from './wallet.validation.js';

/**
 * The wallet decider: `decide(command, state) -> events`, pure. Every rule of the
 * wallet lives here (positive whole paise, no balance below zero, hold life cycle);
 * handlers only load, decide and append.
 */

export interface TicketDetails {
  ticketId: string;
  drawId: string;
  numbers: number[];
  letter: string | null;
  pricePaise: number;
  /** The round's sales window (ISO-8601 UTC). When given, `now` must lie inside it. */
  salesWindow?: { opensAt: string; closesAt: string };
}

export type WalletCommand =
  | { type: 'OpenWallet'; data: { userId: string } }
  | { type: 'CreditMoney'; data: { amountPaise: number; reason: CreditReason; referenceId: string; note?: string; tickets?: string[] } }
  | { type: 'CreditReferral'; data: { amountPaise: number; referenceId: string; note?: string } }
  | { type: 'PayForTicket'; data: { ticket: TicketDetails; now: string } }
  | { type: 'HoldFunds'; data: { holdId: string; amountPaise: number } }
  | { type: 'AdjustHold'; data: { holdId: string; amountPaise: number } }
  | { type: 'ReleaseHold'; data: { holdId: string } }
  | { type: 'CaptureHold'; data: { holdId: string } };

export function decide(command: WalletCommand, state: WalletState): WalletEvent[] {
  if (command.type === 'OpenWallet') {
    // Identity opens the wallet at every sign-up path; a second open changes nothing.
    return state.status === 'open' ? [] : [{ type: 'WalletOpened', data: { userId: command.data.userId } }];
  }
  if (state.status !== 'open') throw new WalletNotOpenError();
  switch (command.type) {
    case 'CreditMoney':
      return [creditMoney(command.data)];
    case 'CreditReferral': {
      const { amountPaise, referenceId, note } = command.data;
      requireAmount(amountPaise);
      requireReference(referenceId, 'reference id');
      return [{ type: 'ReferralCredited', data: withNote({ amountPaise, referenceId }, note) }];
    }
    case 'PayForTicket':
      return [payForTicket(command.data.ticket, command.data.now, state)];
    case 'HoldFunds':
      return [holdFunds(command.data.holdId, command.data.amountPaise, state)];
    case 'AdjustHold':
      return adjustHold(command.data.holdId, command.data.amountPaise, state);
    case 'ReleaseHold': {
      const amountPaise = activeHold(command.data.holdId, state);
      return [{ type: 'HoldReleased', data: { holdId: command.data.holdId, amountPaise } }];
    }
    case 'CaptureHold': {
      const amountPaise = activeHold(command.data.holdId, state);
      return [{ type: 'HoldCaptured', data: { holdId: command.data.holdId, amountPaise } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown wallet command ${(unknown as { type: string }).type}`);
    }
  }
}

function creditMoney(data: Extract<WalletCommand, { type: 'CreditMoney' }>['data']): WalletEvent {
  const { amountPaise, reason, referenceId, note } = data;
  requireAmount(amountPaise);
  requireReference(referenceId, 'reference id');
  const base = withNote({ amountPaise, referenceId }, note);
  switch (reason) {
    case 'deposit':
      return { type: 'DepositCredited', data: base };
    case 'prize':
      return { type: 'PrizeCredited', data: data.tickets ? { ...base, tickets: data.tickets } : base };
    case 'adjustment':
      return { type: 'AdjustmentCredited', data: base };
    default: {
      const unknown: never = reason;
      throw new InvalidCreditReasonError(unknown);
    }
  }
}

function payForTicket(ticket: TicketDetails, now: string, state: OpenWalletState): WalletEvent {
  requireReference(ticket.ticketId, 'ticket id');
  requireReference(ticket.drawId, 'draw id');
  if (!Array.isArray(ticket.numbers) || ticket.numbers.length === 0) throw new InvalidTicketError('it has no numbers');
  requireAmount(ticket.pricePaise);
  if (ticket.salesWindow) {
    const at = Date.parse(now);
    if (!(at >= Date.parse(ticket.salesWindow.opensAt) && at < Date.parse(ticket.salesWindow.closesAt))) {
      throw new SalesClosedError(ticket.drawId);
    }
  }
  const available = state.referralPaise + state.moneyPaise;
  if (ticket.pricePaise > available) throw new InsufficientFundsError(ticket.pricePaise, available);
  // Referral money can only be spent in the game, so it goes first.
  const fromReferralPaise = Math.min(state.referralPaise, ticket.pricePaise);
  return {
    type: 'TicketPurchased',
    data: {
      ticketId: ticket.ticketId,
      drawId: ticket.drawId,
      numbers: [...ticket.numbers],
      letter: ticket.letter ?? null,
      pricePaise: ticket.pricePaise,
      fromReferralPaise,
      fromMoneyPaise: ticket.pricePaise - fromReferralPaise,
    },
  };
}

function holdFunds(holdId: string, amountPaise: number, state: OpenWalletState): WalletEvent {
  requireReference(holdId, 'hold id');
  requireAmount(amountPaise);
  // A released hold may be held again (a rejected withdrawal reopened); an active or paid one not.
  const existing = state.holds[holdId];
  if (existing?.status === 'active') throw new HoldAlreadyActiveError(holdId);
  if (existing?.status === 'captured') throw new HoldAlreadySettledError(holdId, 'captured');
  // Only the money balance is withdrawable; the referral balance never is.
  if (amountPaise > state.moneyPaise) throw new InsufficientFundsError(amountPaise, state.moneyPaise);
  return { type: 'FundsHeld', data: { holdId, amountPaise } };
}

/**
 * A withdrawal's amount changed: the hold follows, as a release and a new hold in one
 * append (so it is all or nothing, and the ledger needs no new kind of event).
 */
function adjustHold(holdId: string, amountPaise: number, state: OpenWalletState): WalletEvent[] {
  requireAmount(amountPaise);
  const heldPaise = activeHold(holdId, state);
  if (amountPaise === heldPaise) return [];
  const extra = amountPaise - heldPaise;
  if (extra > state.moneyPaise) throw new InsufficientFundsError(extra, state.moneyPaise);
  return [
    { type: 'HoldReleased', data: { holdId, amountPaise: heldPaise } },
    { type: 'FundsHeld', data: { holdId, amountPaise } },
  ];
}

function activeHold(holdId: string, state: OpenWalletState): number {
  requireReference(holdId, 'hold id');
  const hold = state.holds[holdId];
  if (!hold) throw new NoSuchHoldError(holdId);
  if (hold.status !== 'active') throw new HoldAlreadySettledError(holdId, hold.status);
  return hold.amountPaise;
}
