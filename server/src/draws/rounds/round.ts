import { drawPeriod, isPeriodId, type PeriodId } from '../draw-periods.js';
import { InvalidRoundError } from '../draws.errors.js';
import { nameBasedUuid } from '../../shared/idempotency/keyed-command.js';
import type { RoundTimes } from './round-calendar.js';

/**
 * A round as a purchase needs it (DESIGN.md section 2): its deterministic id, its sales
 * window and its `round_amount`, the price fixed when it opened. Times are ISO-8601 UTC;
 * the calendar's start times are in Asia/Kolkata (UTC+05:30 all year: India keeps no DST).
 */
export interface RoundForSale {
  roundId: string;
  period: PeriodId;
  opensAt: string;
  closesAt: string;
  pricePaise: number;
}

/** Highest ticket price a round may carry (₹1,00,000), whatever the setting says. */
export const MAX_TICKET_PRICE_PAISE = 10_000_000;

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const MINUTE_MS = 60_000;

/** `<period>-<start in UTC ISO-8601>`: the same round always gets the same id. */
export function roundIdOf(period: PeriodId, opensAt: string): string {
  return `${period}-${new Date(opensAt).toISOString()}`;
}

/** Whether `at` is one of the period's round starts in the calendar (Asia/Kolkata). */
export function isScheduledStart(period: PeriodId, at: Date): boolean {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  if (ist.getUTCSeconds() !== 0 || ist.getUTCMilliseconds() !== 0) return false;
  const p = drawPeriod(period);
  const hhmm = `${String(ist.getUTCHours()).padStart(2, '0')}:${String(ist.getUTCMinutes()).padStart(2, '0')}`;
  // getUTCDay: 0 = Sunday; the table's weekday is ISO (1 = Monday .. 7 = Sunday).
  const isoWeekday = ist.getUTCDay() === 0 ? 7 : ist.getUTCDay();
  return p.startTimes.includes(hhmm) && (p.weekday === undefined || p.weekday === isoWeekday);
}

/** Refuses a round the calendar could not have produced: the purchase trusts nothing else. */
export function checkRound(round: RoundForSale | undefined | null): asserts round is RoundForSale {
  if (!round || typeof round !== 'object') throw new InvalidRoundError('no draw was given');
  if (!isPeriodId(round.period)) throw new InvalidRoundError(`${String(round.period)} is not a period`);
  const opens = new Date(round.opensAt);
  if (typeof round.opensAt !== 'string' || Number.isNaN(opens.getTime()) || !isScheduledStart(round.period, opens)) {
    throw new InvalidRoundError(`${String(round.opensAt)} is not a start time of the ${round.period} draw`);
  }
  const closes = opens.getTime() + drawPeriod(round.period).closeAfterMinutes * MINUTE_MS;
  if (typeof round.closesAt !== 'string' || Date.parse(round.closesAt) !== closes) {
    throw new InvalidRoundError(`${String(round.closesAt)} is not the close of the round that starts at ${round.opensAt}`);
  }
  if (round.roundId !== roundIdOf(round.period, round.opensAt)) {
    throw new InvalidRoundError(`${String(round.roundId)} is not the id of the round that starts at ${round.opensAt}`);
  }
  if (!Number.isSafeInteger(round.pricePaise) || round.pricePaise <= 0 || round.pricePaise > MAX_TICKET_PRICE_PAISE) {
    throw new InvalidRoundError(`${String(round.pricePaise)} paise is not a ticket price`);
  }
}

/** Tickets sell from the round's start (inclusive) to its close (exclusive). */
export function isOnSale(round: RoundForSale, now: string): boolean {
  const at = Date.parse(now);
  return at >= Date.parse(round.opensAt) && at < Date.parse(round.closesAt);
}

// ---- The round stream (`round-<roundId>`): its events, state and evolve ----------------
// Stored event types and field names are never renamed (house style 2). Issue 11 adds the
// result and settlement events.

/** The round is on sale at `pricePaise`, its result committed to by `commitment` = sha256(seed) (hex). */
export type RoundOpened = { type: 'RoundOpened'; data: RoundTimes & { pricePaise: number; commitment: string } };
/** No more sales: the tickets projection's fence refuses every later ticket of the round. */
export type SalesClosed = { type: 'SalesClosed'; data: { roundId: string } };
/** The frozen ticket set, read after SalesClosed: its size, its sales and its Merkle root (ticket-root.ts). */
export type RoundClosed = { type: 'RoundClosed'; data: { roundId: string; ticketCount: number; salesPaise: number; ticketRoot: string } };

export type RoundEvent = RoundOpened | SalesClosed | RoundClosed;
export const ROUND_EVENT_TYPES: readonly RoundEvent['type'][] = ['RoundOpened', 'SalesClosed', 'RoundClosed'];

export type RoundState =
  | { status: 'none' }
  | {
      status: 'open' | 'sales_closed' | 'closed';
      round: RoundTimes;
      pricePaise: number;
      commitment: string;
      ticketSet: RoundClosed['data'] | null;
    };

export const ROUND_STREAM_PREFIX = 'round-';

export function roundStreamId(roundId: string): string {
  return `${ROUND_STREAM_PREFIX}${roundId}`;
}

/**
 * Each type occurs at most once in a round's stream, so its event id derives from the
 * round and the type: a transition made twice, by a retry or by two leaders, is stored once.
 */
export function roundEventId(roundId: string, type: RoundEvent['type']): string {
  return nameBasedUuid(`${roundStreamId(roundId)}\n${type}`);
}

export function initialRoundState(): RoundState {
  return { status: 'none' };
}

export function evolve(state: RoundState, event: RoundEvent): RoundState {
  switch (event.type) {
    case 'RoundOpened': {
      const { pricePaise, commitment, ...round } = event.data;
      return { status: 'open', round, pricePaise, commitment, ticketSet: null };
    }
    case 'SalesClosed':
      return state.status === 'none' ? state : { ...state, status: 'sales_closed' };
    case 'RoundClosed':
      return state.status === 'none' ? state : { ...state, status: 'closed', ticketSet: event.data };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown round event type ${(unknown as { type: string }).type}`);
    }
  }
}

export function isRoundEvent(event: { type: string }): event is RoundEvent {
  return (ROUND_EVENT_TYPES as readonly string[]).includes(event.type);
}
