/**
 * The wallet of one player: its events, its state and `evolve` (DESIGN.md section 4).
 * One stream per player, `wallet-<userId>`. Amounts are integer paise.
 *
 * Balances: `money` is the withdrawable balance available now; `referral` can only buy
 * tickets; `held` is money set aside for pending withdrawals (not part of `money`).
 * Stored event types and field names are never renamed: change one by adding a new type.
 * The stream also holds the player's responsible-play events (responsible-play/), which
 * move no money: a pause and a purchase are decided on this one state.
 */
import type { PeriodId } from '../draws/draw-periods.js';
import { evolvePlay, INITIAL_PLAY_STATE, PLAY_EVENT_TYPES, type PlayEvent, type PlayState } from '../responsible-play/responsible-play.js';
import { balanceChange } from './wallet-postings.js';

export const WALLET_STREAM_PREFIX = 'wallet-';

export function walletStreamId(userId: string): string {
  return `${WALLET_STREAM_PREFIX}${userId}`;
}

export function userIdOfStream(streamId: string): string {
  return streamId.slice(WALLET_STREAM_PREFIX.length);
}

export type WalletOpened = { type: 'WalletOpened'; data: { userId: string } };
/** A deposit request marked done: `requestId` is the request, credited once. */
export type DepositCredited = { type: 'DepositCredited'; data: { requestId: string; amountPaise: number } };
/** One per winning player per round (event id from round and player); `tickets`: the winning ones. */
export type PrizeCredited = {
  type: 'PrizeCredited';
  data: { roundId: string; period: PeriodId; amountPaise: number; tickets: string[] };
};
/** A manual credit by an admin; `adjustmentId` names the admin action. */
export type AdjustmentCredited = { type: 'AdjustmentCredited'; data: { adjustmentId: string; amountPaise: number; note?: string } };
/** The referral bonus earned by `referredUserId`'s first deposit (game-only money). */
export type ReferralCredited = { type: 'ReferralCredited'; data: { referredUserId: string; amountPaise: number } };
export type TicketPurchased = {
  type: 'TicketPurchased';
  data: {
    ticketId: string;
    roundId: string;
    period: PeriodId;
    numbers: number[];
    letter: string | null;
    pricePaise: number;
    /** The split: referral balance first, then money. The two add up to the price. */
    fromReferralPaise: number;
    fromMoneyPaise: number;
  };
};
/**
 * Holds serve withdrawal requests (`holdId` = the request id). `revision` is the request's
 * revision that caused the event: every change of a request is a new revision, so a
 * reopened request holds again under a new key instead of looking like a retry.
 */
export interface HoldData {
  holdId: string;
  revision: number;
  amountPaise: number;
}
/** Money set aside for a withdrawal request. */
export type FundsHeld = { type: 'FundsHeld'; data: HoldData };
/** A hold given back to the money balance (withdrawal rejected, or its amount changed). */
export type HoldReleased = { type: 'HoldReleased'; data: HoldData };
/** A hold paid out to the player (withdrawal done). */
export type HoldCaptured = { type: 'HoldCaptured'; data: HoldData };

export type WalletEvent =
  | WalletOpened
  | DepositCredited
  | PrizeCredited
  | AdjustmentCredited
  | ReferralCredited
  | TicketPurchased
  | FundsHeld
  | HoldReleased
  | HoldCaptured
  | PlayEvent;

export type WalletEventType = WalletEvent['type'];

export const WALLET_EVENT_TYPES: readonly WalletEventType[] = [
  'WalletOpened',
  'DepositCredited',
  'PrizeCredited',
  'AdjustmentCredited',
  'ReferralCredited',
  'TicketPurchased',
  'FundsHeld',
  'HoldReleased',
  'HoldCaptured',
  ...PLAY_EVENT_TYPES,
];

export type HoldStatus = 'active' | 'released' | 'captured';

export interface Hold {
  amountPaise: number;
  status: HoldStatus;
  /** The request revision of the hold's last event. */
  revision: number;
}

export type WalletState =
  | { status: 'absent' }
  | {
      status: 'open';
      userId: string;
      moneyPaise: number;
      referralPaise: number;
      heldPaise: number;
      holds: Readonly<Record<string, Hold>>;
      /** Deposit limits, reality check, pauses (responsible-play.ts). */
      play: PlayState;
    };

export type OpenWalletState = Extract<WalletState, { status: 'open' }>;

export const initialWalletState = (): WalletState => ({ status: 'absent' });

export function evolve(state: WalletState, event: WalletEvent): WalletState {
  if (event.type === 'WalletOpened') {
    return { status: 'open', userId: event.data.userId, moneyPaise: 0, referralPaise: 0, heldPaise: 0, holds: {}, play: INITIAL_PLAY_STATE };
  }
  // Events only ever follow WalletOpened; a stream that breaks this is caught by the audit.
  if (state.status !== 'open') return state;
  switch (event.type) {
    case 'DepositCredited':
    case 'PrizeCredited':
    case 'AdjustmentCredited':
    case 'ReferralCredited':
    case 'TicketPurchased':
      return withBalances(state, event);
    case 'FundsHeld':
      return withHold(withBalances(state, event), event.data, 'active');
    case 'HoldReleased':
      return withHold(withBalances(state, event), event.data, 'released');
    case 'HoldCaptured':
      return withHold(withBalances(state, event), event.data, 'captured');
    case 'DepositLimitsSet':
    case 'DepositLimitPromptDeclined':
    case 'DepositLimitsReviewed':
    case 'RealityCheckSet':
    case 'PlayPaused':
      return { ...state, play: evolvePlay(state.play, event) };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown wallet event type ${(unknown as { type: string }).type}`);
    }
  }
}

/** The balances move by the event's player_* postings (wallet-postings.ts): the ledger's own rule book. */
function withBalances(state: OpenWalletState, event: WalletEvent): OpenWalletState {
  const change = balanceChange(event);
  return {
    ...state,
    moneyPaise: state.moneyPaise + change.moneyPaise,
    referralPaise: state.referralPaise + change.referralPaise,
    heldPaise: state.heldPaise + change.heldPaise,
  };
}

/** A hold changes status (its money moved by withBalances). */
function withHold(state: OpenWalletState, { holdId, revision, amountPaise }: HoldData, status: HoldStatus): WalletState {
  return { ...state, holds: { ...state.holds, [holdId]: { amountPaise, status, revision } } };
}

/** Folds a history (oldest first) into a state. */
export function replay(events: Iterable<WalletEvent>, from: WalletState = initialWalletState()): WalletState {
  let state = from;
  for (const event of events) state = evolve(state, event);
  return state;
}

export function isWalletEvent(event: { type: string }): event is WalletEvent {
  return (WALLET_EVENT_TYPES as readonly string[]).includes(event.type);
}
