import { activePause } from '../responsible-play/responsible-play.js';
import { MONEY_MOVING_EVENT_TYPES } from '../wallet/wallet-postings.js';
import { evolve, initialWalletState, isWalletEvent, type WalletState } from '../wallet/wallet.js';
import type { ReplayEvent, WalletEventSource } from './wallet-event-source.js';

/** One wallet as its events say it is. */
export interface ReplayedWallet {
  streamId: string;
  state: WalletState;
  version: number;
  events: number;
  /** Events that move money (those with posting rules; not WalletOpened nor responsible play): each must have postings. */
  postingEvents: number;
}

export interface WalletReplay {
  wallets: Map<string, ReplayedWallet>;
  events: number;
  seconds: number;
  /** Histories the rules could never have produced (gaps, negative balances, unknown types). */
  problems: WalletHistoryProblem[];
}

/** A history problem: its stream, the version where it shows, and the words (which name both). */
export interface WalletHistoryProblem {
  streamId: string;
  version: number;
  message: string;
}

/**
 * Replays every wallet stream with the same `evolve` the command handlers use. The clock
 * runs from the first read to the last event folded: the events per second of the report.
 * `onPage` hears how many events are folded after each page (tens of thousands of events),
 * never per event, so reporting progress costs the replay nothing measurable.
 */
export async function replayWallets(
  source: WalletEventSource,
  now: () => number = performance.now.bind(performance),
  onPage?: (eventsSoFar: number) => void,
): Promise<WalletReplay> {
  const wallets = new Map<string, ReplayedWallet>();
  const problems: WalletHistoryProblem[] = [];
  const problem = (streamId: string, version: number, what: string) => problems.push({ streamId, version, message: `${streamId}@${version}: ${what}` });
  let events = 0;
  const started = now();
  for await (const page of source) {
    for (const event of page) {
      events++;
      let wallet = wallets.get(event.streamId);
      if (!wallet) {
        wallet = { streamId: event.streamId, state: initialWalletState(), version: 0, events: 0, postingEvents: 0 };
        wallets.set(event.streamId, wallet);
      }
      if (event.streamVersion !== wallet.version + 1) {
        const message = `${event.streamId}: version ${event.streamVersion} follows version ${wallet.version}`;
        problems.push({ streamId: event.streamId, version: event.streamVersion, message });
      }
      wallet.version = event.streamVersion;
      wallet.events++;
      if (!isWalletEvent(event)) {
        problem(event.streamId, event.streamVersion, `unknown wallet event type ${event.type}`);
        continue;
      }
      if (MONEY_MOVING_EVENT_TYPES.has(event.type)) wallet.postingEvents++;
      if (event.type !== 'WalletOpened' && wallet.state.status !== 'open') {
        problem(event.streamId, event.streamVersion, `${event.type} before WalletOpened`);
      }
      const before = wallet.state;
      wallet.state = evolve(before, event);
      const rule = impossible(before, wallet.state, event);
      if (rule) problem(event.streamId, event.streamVersion, rule);
    }
    onPage?.(events);
  }
  return { wallets, events, seconds: (now() - started) / 1000, problems };
}

/**
 * What no decision could have produced: a balance below zero, a ticket split that does
 * not add up, a hold settled that was not active at that amount, or held twice; a ticket
 * bought while a pause ran, a pause shortened, a deposit limit that is no amount.
 */
function impossible(before: WalletState, state: WalletState, event: ReplayEvent): string | null {
  if (state.status === 'open' && (state.moneyPaise < 0 || state.referralPaise < 0 || state.heldPaise < 0)) {
    return `a balance is negative after ${event.type}`;
  }
  if (before.status === 'open' && ['FundsHeld', 'HoldReleased', 'HoldCaptured'].includes(event.type)) {
    const { holdId, amountPaise } = event.data as { holdId: string; amountPaise: number };
    const hold = before.holds[holdId];
    if (event.type === 'FundsHeld' && hold?.status === 'active') return `hold ${holdId} is held again while active`;
    if (event.type !== 'FundsHeld' && (hold?.status !== 'active' || hold.amountPaise !== amountPaise)) {
      return `${event.type} of hold ${holdId}, which is not active at ${amountPaise} paise`;
    }
  }
  if (event.type === 'TicketPurchased') {
    const d = event.data as { ticketId: string; pricePaise: number; fromMoneyPaise: number; fromReferralPaise: number };
    if (d.fromMoneyPaise + d.fromReferralPaise !== d.pricePaise || d.fromMoneyPaise < 0 || d.fromReferralPaise < 0) {
      return 'the ticket price does not equal its split between balances';
    }
    const pause = before.status === 'open' && event.occurredAt ? activePause(before.play, new Date(event.occurredAt)) : null;
    if (pause) return `ticket ${d.ticketId} bought at ${event.occurredAt}, during a pause until ${pause.until}`;
  }
  return before.status === 'open' ? impossiblePlay(before, event) : null;
}

/** Responsible-play events that their decider could not have written. */
function impossiblePlay(before: Extract<WalletState, { status: 'open' }>, event: ReplayEvent): string | null {
  if (event.type === 'PlayPaused') {
    const { startedAt, until } = event.data as { startedAt: string; until: string };
    if (!(Date.parse(until) > Date.parse(startedAt))) return `a pause from ${startedAt} that ends at ${until}`;
    const running = activePause(before.play, new Date(startedAt));
    if (running && Date.parse(until) <= Date.parse(running.until)) return `a pause until ${until} cuts short the one until ${running.until}`;
  }
  if (event.type === 'DepositLimitsSet') {
    const limits = event.data as Record<string, { limitPaise: unknown; pending: { limitPaise: unknown } | null } | undefined>;
    const amounts = ['day', 'week', 'month'].flatMap((w) => [limits[w]?.limitPaise, ...(limits[w]?.pending ? [limits[w]!.pending!.limitPaise] : [])]);
    if (amounts.some((a) => a !== null && !(Number.isSafeInteger(a) && (a as number) > 0))) return 'a deposit limit that is not an amount above zero';
  }
  return null;
}
