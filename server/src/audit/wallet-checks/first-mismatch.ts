import { formatRupees } from '../../shared/money/money.js';
import { initialWalletState } from '../../wallet/wallet.js';
import { balancesOf, evolveAny, type Balances } from './wallet-movements.js';

/**
 * Replays one wallet with `evolve` and finds where its read models first disagree with
 * it (contract A5): after each event, the running sum of that wallet's ledger postings
 * (player_money, player_referral, player_held) up to that event; after the last, the
 * wallet_balances row. Pure: the handler reads, this judges. Paise.
 */
export interface ReplayedEvent {
  version: number;
  eventId: string;
  type: string;
  occurredAt: string;
  data: Record<string, unknown>;
}

export type Versioned = Balances & { version: number };

export interface WalletReadModels {
  /** The player accounts' postings per event id (every posting of this player, whatever its event). */
  postings: ReadonlyMap<string, Balances>;
  /** The wallet_balances row, or null when there is none. */
  projected: Versioned | null;
}

export interface Mismatch {
  version: number;
  eventId: string;
  type: string;
  occurredAt: string;
  source: 'ledger_postings' | 'wallet_balances';
  replayed: Balances;
  projected: Balances;
  problem: string;
}

export interface WalletReplayOutcome {
  events: number;
  replayed: Versioned;
  ledger: Balances;
  projected: Versioned | null;
  firstMismatch: Mismatch | null;
}

const ZERO: Balances = { money: 0, referral: 0, held: 0 };

export function replayAgainstReadModels(events: readonly ReplayedEvent[], read: WalletReadModels): WalletReplayOutcome {
  let state = initialWalletState();
  let running = ZERO;
  let firstMismatch: Mismatch | null = null;
  for (const event of events) {
    state = evolveAny(state, event);
    running = add(running, read.postings.get(event.eventId) ?? ZERO);
    const replayed = balancesOf(state);
    if (!firstMismatch && !same(replayed, running)) {
      firstMismatch = mismatch(event, 'ledger_postings', replayed, running, `the events add up to ${describe(replayed)}, but the ledger postings up to it hold ${describe(running)}`);
    }
  }
  const last = events.at(-1);
  const replayed: Versioned = { ...balancesOf(state), version: last?.version ?? 0 };
  const known = new Set(events.map((e) => e.eventId));
  const orphans = [...read.postings.keys()].filter((id) => !known.has(id));
  const ledger = [...read.postings.values()].reduce(add, ZERO);
  if (!firstMismatch && last && orphans.length > 0) {
    firstMismatch = mismatch(last, 'ledger_postings', replayed, ledger, `the ledger also holds postings of ${orphans.length} event${orphans.length === 1 ? '' : 's'} not in this wallet's stream (${orphans.slice(0, 3).join(', ')}), ${describe(ledger)} in all`);
  }
  const p = read.projected;
  if (!firstMismatch && last && (!p || !same(replayed, p) || p.version !== replayed.version)) {
    const says = p ? `wallet_balances holds ${describe(p)} at version ${p.version}` : 'wallet_balances has no row for this wallet';
    firstMismatch = mismatch(last, 'wallet_balances', replayed, p ?? ZERO, `after this last event the events add up to ${describe(replayed)} at version ${replayed.version}, but ${says}`);
  }
  return { events: events.length, replayed, ledger, projected: p, firstMismatch };
}

function mismatch(event: ReplayedEvent, source: Mismatch['source'], replayed: Balances, projected: Balances, what: string): Mismatch {
  const { version, eventId, type, occurredAt } = event;
  const problem = `Event ${version} (${type}, ${eventId}): ${what}.`;
  return { version, eventId, type, occurredAt, source, replayed: pick(replayed), projected: pick(projected), problem };
}

function add(a: Balances, b: Balances): Balances {
  return { money: a.money + b.money, referral: a.referral + b.referral, held: a.held + b.held };
}

function same(a: Balances, b: Balances): boolean {
  return a.money === b.money && a.referral === b.referral && a.held === b.held;
}

function pick(b: Balances): Balances {
  return { money: b.money, referral: b.referral, held: b.held };
}

/** Money, referral and held in rupees; an altered event can leave a value that is no amount. */
function describe(b: Balances): string {
  const r = (paise: number) => (Number.isSafeInteger(paise) ? formatRupees(paise) : `not an amount (${String(paise).slice(0, 40)})`);
  return `money ${r(b.money)}, referral ${r(b.referral)}, held ${r(b.held)}`;
}
