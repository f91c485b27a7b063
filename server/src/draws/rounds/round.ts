import { drawPeriod, isPeriodId, type PeriodId, type PrizeMode, type ResultSource } from '../draw-periods.js';
import { InvalidRoundError } from '../draws.errors.js';
import { nameBasedUuid } from '../../shared/idempotency/keyed-command.js';
import type { RoundTimes } from './round-calendar.js';
import type { RoundSettlement } from './round-settlement.js';
import type { PrizeTable } from '../prizes/prize-tables.js';

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
// Stored event types and field names are never renamed (house style 2).

/** The prize tables of the period's modes as they stood when the round opened: what its tickets can win. */
export type RoundTables = Partial<Record<PrizeMode, PrizeTable>>;

/**
 * The round is on sale at `pricePaise`, its result committed to by `commitment` = sha256(seed) (hex)
 * and by `beaconRound`, the drand round of chain `beaconChain` (chain hash, hex) whose
 * randomness the RNG draw mixes in; both null when no beacon is configured. `resultSource`
 * and `tables` fix where the result comes from and what tickets win, for this round for
 * good. Older RoundOpened events lack the optional fields (read as null).
 */
export type RoundOpened = {
  type: 'RoundOpened';
  data: RoundTimes & {
    pricePaise: number;
    commitment: string;
    beaconRound?: number | null;
    beaconChain?: string | null;
    resultSource?: ResultSource;
    tables?: RoundTables;
  };
};
/** No more sales: the tickets projection's fence refuses every later ticket of the round. */
export type SalesClosed = { type: 'SalesClosed'; data: { roundId: string } };
/**
 * The frozen ticket set, read after SalesClosed: its size, its sales, its Merkle root
 * (ticket-root.ts) and when its first and last tickets were bought (null without tickets;
 * absent from sets recorded before they were kept).
 */
export type RoundClosed = {
  type: 'RoundClosed';
  data: { roundId: string; ticketCount: number; salesPaise: number; ticketRoot: string; firstTicketAt?: string | null; lastTicketAt?: string | null };
};
/**
 * A manual round's numbers as one admin entered them, waiting for another admin's approval
 * (maker-checker). `entry` counts the round's entries from 1: a later entry replaces an
 * unapproved one. `enteredAt` is the clock's time of the entry.
 */
export type ResultEntered = {
  type: 'ResultEntered';
  data: { roundId: string; numbers: number[]; letter: string | null; adminId: string; entry: number; enteredAt: string };
};
/**
 * The published result of a manual round: 5 distinct numbers in draw order, the letter for
 * weekly. `adminId` entered them at `enteredAt` and `approvedBy`, another admin, approved
 * entry `entry`. Results posted before approvals existed lack the last three.
 */
export type ResultPosted = {
  type: 'ResultPosted';
  data: { roundId: string; numbers: number[]; letter: string | null; adminId: string; approvedBy?: string; entry?: number; enteredAt?: string };
};
/** A drand beacon round as verified against its chain's public key (hex fields). */
export interface BeaconValue {
  chain: string;
  round: number;
  randomness: string;
  signature: string;
}
/**
 * 'verified': the committed beacon round was obtained and verified; 'none': no beacon was
 * configured when the round opened. 'late' is only in rounds drawn before draws learned to
 * wait for their beacon: the committed round was not obtained in time and the draw used seed
 * and root alone. No new draw is ever 'late'.
 */
export type BeaconStatus = 'verified' | 'none' | 'late';
/**
 * A result drawn by the server at draw_at (RNG source, result-rng.ts version `rngVersion`),
 * revealing the seed whose sha256 RoundOpened published: anyone can recompute the numbers
 * from seed, beacon randomness, ticket root and round id.
 */
export type ResultDrawn = {
  type: 'ResultDrawn';
  data: { roundId: string; numbers: number[]; letter: string | null; rngVersion: number; seed: string; beacon: BeaconValue | null; beaconStatus: BeaconStatus };
};
/** What the round paid, once every prize is credited (round-settlement.ts, settlement's own shape). */
export type RoundSettled = { type: 'RoundSettled'; data: RoundSettlement };

export type RoundEvent = RoundOpened | SalesClosed | RoundClosed | ResultEntered | ResultPosted | ResultDrawn | RoundSettled;
export const ROUND_EVENT_TYPES: readonly RoundEvent['type'][] = [
  'RoundOpened', 'SalesClosed', 'RoundClosed', 'ResultEntered', 'ResultPosted', 'ResultDrawn', 'RoundSettled',
];

/** A round's result as its state keeps it. */
export type RoundResult =
  | ({ source: 'manual' } & Omit<ResultPosted['data'], 'roundId'>)
  | ({ source: 'rng' } & Omit<ResultDrawn['data'], 'roundId'>);

export type RoundStatus = 'open' | 'sales_closed' | 'closed' | 'resulted' | 'settled';

export type RoundState =
  | { status: 'none' }
  | {
      status: RoundStatus;
      round: RoundTimes;
      pricePaise: number;
      commitment: string;
      beaconRound: number | null;
      beaconChain: string | null;
      /** null: opened before rounds declared their source (treated as RNG: no admin result). */
      resultSource: ResultSource | null;
      /** null: opened before rounds recorded their tables (settlement reads them as at sales close). */
      tables: RoundTables | null;
      ticketSet: RoundClosed['data'] | null;
      /** A manual result entered and not yet approved. */
      pendingEntry: Omit<ResultEntered['data'], 'roundId'> | null;
      result: RoundResult | null;
      settlement: RoundSettlement | null;
    };

export const ROUND_STREAM_PREFIX = 'round-';

export function roundStreamId(roundId: string): string {
  return `${ROUND_STREAM_PREFIX}${roundId}`;
}

/**
 * Each type but ResultEntered occurs at most once in a round's stream, so its event id
 * derives from the round and the type: a transition made twice, by a retry or by two
 * leaders, is stored once. Entries are numbered, and each number is stored once.
 */
export function roundEventId(roundId: string, type: RoundEvent['type'], entry?: number): string {
  return nameBasedUuid(`${roundStreamId(roundId)}\n${type}${entry === undefined ? '' : `\n${entry}`}`);
}

/** The id of a decided event (roundEventId with the entry number of a ResultEntered). */
export function roundEventIdOf(roundId: string, event: RoundEvent): string {
  return roundEventId(roundId, event.type, event.type === 'ResultEntered' ? event.data.entry : undefined);
}

export function initialRoundState(): RoundState {
  return { status: 'none' };
}

export function evolve(state: RoundState, event: RoundEvent): RoundState {
  switch (event.type) {
    case 'RoundOpened': {
      const { pricePaise, commitment, beaconRound, beaconChain, resultSource, tables, ...round } = event.data;
      return {
        status: 'open', round, pricePaise, commitment, beaconRound: beaconRound ?? null, beaconChain: beaconChain ?? null,
        resultSource: resultSource ?? null, tables: tables ?? null, ticketSet: null, pendingEntry: null, result: null, settlement: null,
      };
    }
    case 'SalesClosed':
      return state.status === 'none' ? state : { ...state, status: 'sales_closed' };
    case 'RoundClosed':
      return state.status === 'none' ? state : { ...state, status: 'closed', ticketSet: event.data };
    case 'ResultEntered': {
      if (state.status === 'none') return state;
      const { roundId: _roundId, ...entry } = event.data;
      return { ...state, pendingEntry: entry };
    }
    case 'ResultPosted': {
      if (state.status === 'none') return state;
      const { roundId: _roundId, ...result } = event.data;
      return { ...state, status: 'resulted', pendingEntry: null, result: { source: 'manual', ...result } };
    }
    case 'ResultDrawn': {
      if (state.status === 'none') return state;
      const { roundId: _roundId, ...result } = event.data;
      return { ...state, status: 'resulted', result: { source: 'rng', ...result } };
    }
    case 'RoundSettled':
      return state.status === 'none' ? state : { ...state, status: 'settled', settlement: event.data };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown round event type ${(unknown as { type: string }).type}`);
    }
  }
}

export function isRoundEvent(event: { type: string }): event is RoundEvent {
  return (ROUND_EVENT_TYPES as readonly string[]).includes(event.type);
}
