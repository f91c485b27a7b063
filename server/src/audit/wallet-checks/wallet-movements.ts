import { evolve, initialWalletState, isWalletEvent, type WalletState } from '../../wallet/wallet.js';

/**
 * What each event of one wallet did to it, as an auditor reads the stream: what it refers
 * to, its own amount, what it moved and the balances after it, by folding the stream with
 * the wallet's own `evolve` (the handlers' rules, not a second copy of them). Paise.
 *
 * An event type this code does not know (added later, e.g. a responsible-play setting)
 * moves nothing here and shows no amount; `evolve` still folds every type it knows, so
 * the balances stay the wallet's own.
 */
export type ReferenceKind = 'deposit_request' | 'withdrawal_request' | 'ticket' | 'round' | 'referred_player' | 'adjustment';

export interface WalletReference {
  kind: ReferenceKind | null;
  id: string | null;
}

export interface Balances {
  money: number;
  referral: number;
  held: number;
}

export interface WalletEventLike {
  version: number;
  type: string;
  data: Record<string, unknown>;
}

export interface WalletMovement<E extends WalletEventLike> {
  event: E;
  reference: WalletReference;
  /** The event's own amount (a credit, a ticket's price, a hold), or null when it has none. */
  amount: number | null;
  change: Balances;
  balances: Balances;
}

const NO_REFERENCE: WalletReference = { kind: null, id: null };

/** [reference kind, the data field naming it, the data field holding the event's amount] per money type. */
const MONEY_TYPES: Record<string, readonly [ReferenceKind, string, string]> = {
  DepositCredited: ['deposit_request', 'requestId', 'amountPaise'],
  PrizeCredited: ['round', 'roundId', 'amountPaise'],
  AdjustmentCredited: ['adjustment', 'adjustmentId', 'amountPaise'],
  ReferralCredited: ['referred_player', 'referredUserId', 'amountPaise'],
  TicketPurchased: ['ticket', 'ticketId', 'pricePaise'],
  FundsHeld: ['withdrawal_request', 'holdId', 'amountPaise'],
  HoldReleased: ['withdrawal_request', 'holdId', 'amountPaise'],
  HoldCaptured: ['withdrawal_request', 'holdId', 'amountPaise'],
};

export function referenceOf(event: Pick<WalletEventLike, 'type' | 'data'>): WalletReference {
  const rule = Object.hasOwn(MONEY_TYPES, event.type) ? MONEY_TYPES[event.type] : undefined;
  const id = rule ? event.data[rule[1]] : undefined;
  return rule && typeof id === 'string' ? { kind: rule[0], id } : NO_REFERENCE;
}

export function amountOf(event: Pick<WalletEventLike, 'type' | 'data'>): number | null {
  const rule = Object.hasOwn(MONEY_TYPES, event.type) ? MONEY_TYPES[event.type] : undefined;
  const amount = rule ? event.data[rule[2]] : undefined;
  return typeof amount === 'number' && Number.isSafeInteger(amount) ? amount : null;
}

export function balancesOf(state: WalletState): Balances {
  return state.status === 'open' ? { money: state.moneyPaise, referral: state.referralPaise, held: state.heldPaise } : { money: 0, referral: 0, held: 0 };
}

/** One step of the fold; a type `evolve` does not know leaves the state as it was. */
export function evolveAny(state: WalletState, event: Pick<WalletEventLike, 'type' | 'data'>): WalletState {
  return isWalletEvent(event) ? evolve(state, event) : state;
}

/** Every event of a stream (oldest first, from version 1) with what it moved and the balances after it. */
export function walletMovements<E extends WalletEventLike>(events: Iterable<E>): WalletMovement<E>[] {
  const movements: WalletMovement<E>[] = [];
  let state = initialWalletState();
  let before = balancesOf(state);
  for (const event of events) {
    state = evolveAny(state, event);
    const after = balancesOf(state);
    movements.push({
      event,
      reference: referenceOf(event),
      amount: amountOf(event),
      change: { money: after.money - before.money, referral: after.referral - before.referral, held: after.held - before.held },
      balances: after,
    });
    before = after;
  }
  return movements;
}
