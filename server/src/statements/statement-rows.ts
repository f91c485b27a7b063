import { evolve, initialWalletState, isWalletEvent, type WalletEvent, type WalletState } from '../wallet/wallet.js';

/**
 * A player's statement from their wallet stream (pure). The stream is folded with the
 * wallet's own `evolve`, the function the command handlers decide on, so the running
 * balances after each row are the wallet's balances at that version: what
 * wallet_balances held then. Events that move no money (WalletOpened, and any type this
 * code does not map, such as responsible-play events) are not rows.
 */
export type StatementKind =
  | 'deposit'
  | 'withdrawal_held'
  | 'withdrawal_paid'
  | 'withdrawal_released'
  | 'ticket'
  | 'prize'
  | 'referral_bonus'
  | 'adjustment';

export type ReferenceKind = 'deposit_request' | 'withdrawal_request' | 'ticket' | 'round' | 'referred_player' | 'adjustment';

/** Paise. `held` is money set aside for withdrawals; the player's total is all three. */
export interface Balances {
  money: number;
  referral: number;
  held: number;
}

/** An event of the wallet stream as the statement reads it. */
export interface StreamEvent {
  id: string;
  version: number;
  type: string;
  data: Record<string, unknown>;
  /** ISO-8601 UTC, from the clock of the command that wrote it. */
  occurredAt: string;
}

export interface StatementEntry {
  id: string;
  version: number;
  atMs: number;
  kind: StatementKind;
  reference: { kind: ReferenceKind; id: string };
  /** The event the row stands for (its facts name the row: price, numbers, round). */
  event: WalletEvent | null;
  change: Balances;
  after: Balances;
}

export interface FoldedStatement {
  /** Oldest first. */
  entries: StatementEntry[];
  /** After the last event. */
  balances: Balances;
  /** When WalletOpened happened, or null for a stream without it. */
  openedAtMs: number | null;
}

export const ZERO: Balances = Object.freeze({ money: 0, referral: 0, held: 0 });

export function totalOf(b: Balances): number {
  return b.money + b.referral + b.held;
}

/** What a money event is on a statement, or null for one that moves no money. */
export function rowOf(event: WalletEvent): Pick<StatementEntry, 'kind' | 'reference'> | null {
  switch (event.type) {
    case 'DepositCredited':
      return { kind: 'deposit', reference: { kind: 'deposit_request', id: event.data.requestId } };
    case 'FundsHeld':
      return { kind: 'withdrawal_held', reference: { kind: 'withdrawal_request', id: event.data.holdId } };
    case 'HoldCaptured':
      return { kind: 'withdrawal_paid', reference: { kind: 'withdrawal_request', id: event.data.holdId } };
    case 'HoldReleased':
      return { kind: 'withdrawal_released', reference: { kind: 'withdrawal_request', id: event.data.holdId } };
    case 'TicketPurchased':
      return { kind: 'ticket', reference: { kind: 'ticket', id: event.data.ticketId } };
    case 'PrizeCredited':
      return { kind: 'prize', reference: { kind: 'round', id: event.data.roundId } };
    case 'ReferralCredited':
      return { kind: 'referral_bonus', reference: { kind: 'referred_player', id: event.data.referredUserId } };
    case 'AdjustmentCredited':
      return { kind: 'adjustment', reference: { kind: 'adjustment', id: event.data.adjustmentId } };
    default:
      // WalletOpened, and types added after this code (they fall here, not into a throw).
      return null;
  }
}

/**
 * `evolve` copies the holds map at every hold event, so a wallet with thousands of paid
 * withdrawals would fold in quadratic time (a second for 20,000 events). The balances it
 * computes never read that map (a hold event carries its amount), and only the decider
 * needs settled holds, so the statement lets them go: the map holds the few active ones.
 */
function withoutSettledHolds(state: WalletState): WalletState {
  if (state.status !== 'open') return state;
  let settled = false;
  for (const id in state.holds) if (state.holds[id].status !== 'active') settled = true;
  if (!settled) return state;
  const active = Object.fromEntries(Object.entries(state.holds).filter(([, hold]) => hold.status === 'active'));
  return { ...state, holds: active };
}

export function balancesOf(state: WalletState): Balances {
  return state.status === 'open' ? { money: state.moneyPaise, referral: state.referralPaise, held: state.heldPaise } : ZERO;
}

/** Folds the whole stream (oldest first) into its statement rows with their running balances. */
export function foldStatement(events: Iterable<StreamEvent>): FoldedStatement {
  let state = initialWalletState();
  let before = ZERO;
  let openedAtMs: number | null = null;
  const entries: StatementEntry[] = [];
  for (const event of events) {
    // `evolve` throws on a type it does not know: such an event moves nothing here.
    if (!isWalletEvent(event)) continue;
    state = withoutSettledHolds(evolve(state, event));
    const after = balancesOf(state);
    // Every event carries its time; one that could not be read keeps its row in its place.
    const parsed = Date.parse(event.occurredAt);
    const atMs = Number.isNaN(parsed) ? (entries.at(-1)?.atMs ?? 0) : parsed;
    if (event.type === 'WalletOpened') openedAtMs ??= atMs;
    const change = { money: after.money - before.money, referral: after.referral - before.referral, held: after.held - before.held };
    const row = rowOf(event);
    const moved = change.money !== 0 || change.referral !== 0 || change.held !== 0;
    if (row || moved) {
      // A money event of a type this code does not name still gets its row, so the rows always add up.
      const { kind, reference } = row ?? { kind: 'adjustment' as const, reference: { kind: 'adjustment' as const, id: event.id } };
      entries.push({ id: event.id, version: event.version, atMs, kind, reference, event: row ? event : null, change, after });
    }
    before = after;
  }
  return { entries, balances: before, openedAtMs };
}
