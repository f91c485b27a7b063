import { isPeriodId } from '../draws/draw-periods.js';
import { decideTickets } from '../draws/tickets/ticket.decide.js';
import { decidePlay, refuseWhilePaused } from '../responsible-play/responsible-play.decide.js';
import type { HoldChange, HoldStep, PrizeCredit, WalletCommand } from './wallet.commands.js';
import type { OpenWalletState, PrizeCredited, WalletEvent, WalletState } from './wallet.js';
import {
  HoldAlreadyActiveError,
  HoldAlreadySettledError,
  InsufficientFundsError,
  InvalidPrizeError,
  NoSuchHoldError,
  StaleHoldRevisionError,
  WalletNotOpenError,
} from './wallet.errors.js';
import { requireAmount, requireReference, requireRevision, optionalNote } from './wallet.validation.js';

export { MAX_AMOUNT_PAISE } from './wallet.validation.js';
export type { WalletCommand } from './wallet.commands.js';

/**
 * The wallet decider: `decide(command, state) -> events`, pure. Every rule of the
 * wallet lives here (positive whole paise, no balance below zero, hold life cycle, the
 * ticket rules of draws/tickets through decideTicket, and responsible play through
 * decidePlay: no ticket during a pause); handlers only load, decide and append.
 */
export function decide(command: WalletCommand, state: WalletState): WalletEvent[] {
  if (command.type === 'OpenWallet') {
    // Identity opens the wallet at every sign-up path; a second open changes nothing.
    requireReference(command.data.userId, 'user id');
    return state.status === 'open' ? [] : [{ type: 'WalletOpened', data: { userId: command.data.userId } }];
  }
  if (state.status !== 'open') throw new WalletNotOpenError();
  switch (command.type) {
    case 'CreditDeposit': {
      const { requestId, amountPaise } = command.data;
      requireReference(requestId, 'deposit request id');
      requireAmount(amountPaise);
      return [{ type: 'DepositCredited', data: { requestId, amountPaise } }];
    }
    case 'CreditPrize':
      return [prizeCredited(command.data)];
    case 'CreditAdjustment': {
      const { adjustmentId, amountPaise, note } = command.data;
      requireReference(adjustmentId, 'adjustment id');
      requireAmount(amountPaise);
      return [{ type: 'AdjustmentCredited', data: { adjustmentId, amountPaise, ...optionalNote(note) } }];
    }
    case 'CreditReferral': {
      const { referredUserId, amountPaise } = command.data;
      requireReference(referredUserId, 'referred player');
      requireAmount(amountPaise);
      return [{ type: 'ReferralCredited', data: { referredUserId, amountPaise } }];
    }
    case 'PayForTicket':
      return payForTickets({ ...command.data, tickets: [command.data.ticket] }, state);
    case 'PayForTickets':
      return payForTickets(command.data, state);
    case 'HoldFunds':
      return [holdFunds(command.data, state)];
    case 'AdjustHold':
      return adjustHold(command.data, state);
    case 'ReleaseHold':
      return [{ type: 'HoldReleased', data: { ...command.data, amountPaise: activeHold(command.data, state) } }];
    case 'CaptureHold':
      return [{ type: 'HoldCaptured', data: { ...command.data, amountPaise: activeHold(command.data, state) } }];
    case 'SetDepositLimits':
    case 'DeclineDepositLimits':
    case 'ReviewDepositLimits':
    case 'SetRealityCheck':
    case 'PausePlay':
      return decidePlay(command, state.play);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown wallet command ${(unknown as { type: string }).type}`);
    }
  }
}

/** A round's prize for one player: the sum of their winning tickets, each named once. */
function prizeCredited({ roundId, period, amountPaise, tickets }: PrizeCredit): PrizeCredited {
  requireReference(roundId, 'round id');
  if (!isPeriodId(period)) throw new InvalidPrizeError(`${String(period)} is not a period`);
  requireAmount(amountPaise);
  if (!Array.isArray(tickets) || tickets.length === 0 || tickets.some((t) => typeof t !== 'string' || t.trim() === '')) {
    throw new InvalidPrizeError('it names no winning tickets');
  }
  if (new Set(tickets).size !== tickets.length) throw new InvalidPrizeError('a winning ticket is named twice');
  return { type: 'PrizeCredited', data: { roundId, period, amountPaise, tickets: [...tickets] } };
}

/**
 * One `TicketPurchased` per ticket, all in the one append the runner makes: every ticket
 * is bought or none is. The whole price must be covered before any ticket is.
 */
function payForTickets(data: Extract<WalletCommand, { type: 'PayForTickets' }>['data'], state: OpenWalletState): WalletEvent[] {
  const tickets = decideTickets(data.tickets, data.round, data.now);
  // Decided on the same state (and expected version) as any pause: none slips past one.
  refuseWhilePaused(state.play, new Date(data.now));
  const totalPaise = tickets.reduce((sum, t) => sum + t.pricePaise, 0);
  const available = state.referralPaise + state.moneyPaise;
  if (totalPaise > available) throw new InsufficientFundsError(totalPaise, available);
  // Referral money can only be spent in the game, so it goes first, ticket by ticket.
  let referralLeft = state.referralPaise;
  return tickets.map((ticket) => {
    const fromReferralPaise = Math.min(referralLeft, ticket.pricePaise);
    referralLeft -= fromReferralPaise;
    return { type: 'TicketPurchased', data: { ...ticket, fromReferralPaise, fromMoneyPaise: ticket.pricePaise - fromReferralPaise } };
  });
}

function holdFunds({ holdId, revision, amountPaise }: HoldChange, state: OpenWalletState): WalletEvent {
  requireStep({ holdId, revision }, state);
  requireAmount(amountPaise);
  // A released hold may be held again (a rejected withdrawal reopened); an active or paid one not.
  const existing = state.holds[holdId];
  if (existing?.status === 'active') throw new HoldAlreadyActiveError(holdId);
  if (existing?.status === 'captured') throw new HoldAlreadySettledError(holdId, 'captured');
  // Only the money balance is withdrawable; the referral balance never is.
  if (amountPaise > state.moneyPaise) throw new InsufficientFundsError(amountPaise, state.moneyPaise);
  return { type: 'FundsHeld', data: { holdId, revision, amountPaise } };
}

/**
 * A withdrawal's amount changed: the hold follows, as a release and a new hold in one
 * append (so it is all or nothing, and the ledger needs no new kind of event).
 */
function adjustHold({ holdId, revision, amountPaise }: HoldChange, state: OpenWalletState): WalletEvent[] {
  requireAmount(amountPaise);
  const heldPaise = activeHold({ holdId, revision }, state);
  if (amountPaise === heldPaise) return [];
  const extra = amountPaise - heldPaise;
  if (extra > state.moneyPaise) throw new InsufficientFundsError(extra, state.moneyPaise);
  return [
    { type: 'HoldReleased', data: { holdId, revision, amountPaise: heldPaise } },
    { type: 'FundsHeld', data: { holdId, revision, amountPaise } },
  ];
}

/** The amount of an active hold, for a step at a newer revision than the hold's last. */
function activeHold(step: HoldStep, state: OpenWalletState): number {
  requireStep(step, state);
  const hold = state.holds[step.holdId];
  if (!hold) throw new NoSuchHoldError(step.holdId);
  if (hold.status !== 'active') throw new HoldAlreadySettledError(step.holdId, hold.status);
  return hold.amountPaise;
}

/** A request's revisions only go forward: an older one arriving late is stale. */
function requireStep({ holdId, revision }: HoldStep, state: OpenWalletState): void {
  requireReference(holdId, 'hold id');
  requireRevision(revision);
  const hold = state.holds[holdId];
  if (hold && revision <= hold.revision) throw new StaleHoldRevisionError(holdId, revision, hold.revision);
}
