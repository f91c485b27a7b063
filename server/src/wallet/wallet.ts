/**
 * The wallet of one player: its events, its state and `evolve` (DESIGN.md section 4).
 * One stream per player, `wallet-<userId>`. Amounts are integer paise.
 *
 * Balances: `money` is the withdrawable balance available now; `referral` can only buy
 * tickets; `held` is money set aside for pending withdrawals (not part of `money`).
 * Stored event types are never renamed: change one by adding a new type.
 */

export const WALLET_STREAM_PREFIX = 'wallet-';

export function walletStreamId(userId: string): string {
  return `${WALLET_STREAM_PREFIX}${userId}`;
}

export function userIdOfStream(streamId: string): string {
  return streamId.slice(WALLET_STREAM_PREFIX.length);
}

/** Why money arrived: each reason is its own event type, so the ledger can tell them apart. */
export type CreditReason = 'deposit' | 'prize' | 'adjustment';

/** Common shape of every money credit. `referenceId`: the deposit request, round or admin action. */
export interface CreditData {
  amountPaise: number;
  referenceId: string;
  note?: string;
}

export type WalletOpened = { type: 'WalletOpened'; data: { userId: string } };
export type DepositCredited = { type: 'DepositCredited'; data: CreditData };
/** One per winning player per round; `referenceId` is the round id, `tickets` the winning tickets. */
export type PrizeCredited = { type: 'PrizeCredited'; data: CreditData & { tickets?: string[] } };
export type AdjustmentCredited = { type: 'AdjustmentCredited'; data: CreditData };
/** `referenceId`: the referred player whose first deposit earned the bonus. */
export type ReferralCredited = { type: 'ReferralCredited'; data: CreditData };
export type TicketPurchased = {
  type: 'TicketPurchased';
  data: {
    ticketId: string;
    drawId: string;
    numbers: number[];
    letter: string | null;
    pricePaise: number;
    /** The split: referral balance first, then money. The two add up to the price. */
    fromReferralPaise: number;
    fromMoneyPaise: number;
  };
};
/** Money set aside for a withdrawal request (`holdId` = the request id). */
export type FundsHeld = { type: 'FundsHeld'; data: { holdId: string; amountPaise: number } };
/** A hold given back to the money balance (withdrawal rejected). */
export type HoldReleased = { type: 'HoldReleased'; data: { holdId: string; amountPaise: number } };
/** A hold paid out to the player (withdrawal done). */
export type HoldCaptured = { type: 'HoldCaptured'; data: { holdId: string; amountPaise: number } };

export type WalletEvent =
  | WalletOpened
  | DepositCredited
  | PrizeCredited
  | AdjustmentCredited
  | ReferralCredited
  | TicketPurchased
  | FundsHeld
  | HoldReleased
  | HoldCaptured;

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
];

export type HoldStatus = 'active' | 'released' | 'captured';

export interface Hold {
  amountPaise: number;
  status: HoldStatus;
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
    };

export type OpenWalletState = Extract<WalletState, { status: 'open' }>;

export const initialWalletState = (): WalletState => ({ status: 'absent' });

export function evolve(state: WalletState, event: WalletEvent): WalletState {
  if (event.type === 'WalletOpened') {
    return { status: 'open', userId: event.data.userId, moneyPaise: 0, referralPaise: 0, heldPaise: 0, holds: {} };
  }
  // Events only ever follow WalletOpened; a stream that breaks this is caught by the audit.
  if (state.status !== 'open') return state;
  switch (event.type) {
    case 'DepositCredited':
    case 'PrizeCredited':
    case 'AdjustmentCredited':
      return { ...state, moneyPaise: state.moneyPaise + event.data.amountPaise };
    case 'ReferralCredited':
      return { ...state, referralPaise: state.referralPaise + event.data.amountPaise };
    case 'TicketPurchased':
      return {
        ...state,
        moneyPaise: state.moneyPaise - event.data.fromMoneyPaise,
        referralPaise: state.referralPaise - event.data.fromReferralPaise,
      };
    case 'FundsHeld':
      return withHold(state, event.data.holdId, event.data.amountPaise, 'active', -event.data.amountPaise);
    case 'HoldReleased':
      return withHold(state, event.data.holdId, event.data.amountPaise, 'released', event.data.amountPaise);
    case 'HoldCaptured':
      return withHold(state, event.data.holdId, event.data.amountPaise, 'captured', 0);
    default: {
      const unknown: never = event;
      throw new Error(`Unknown wallet event type ${(unknown as { type: string }).type}`);
    }
  }
}

/** A hold changes status; `moneyDelta` is what the money balance gains (or loses). */
function withHold(state: OpenWalletState, holdId: string, amountPaise: number, status: HoldStatus, moneyDelta: number): WalletState {
  const heldDelta = status === 'active' ? amountPaise : -amountPaise;
  return {
    ...state,
    moneyPaise: state.moneyPaise + moneyDelta,
    heldPaise: state.heldPaise + heldDelta,
    holds: { ...state.holds, [holdId]: { amountPaise, status } },
  };
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
