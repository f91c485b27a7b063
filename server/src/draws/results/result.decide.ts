import { createHash } from 'node:crypto';
import type { BeaconStatus, BeaconValue, RoundEvent, RoundState } from '../rounds/round.js';
import type { RoundSettlement } from '../rounds/round-settlement.js';
import {
  InvalidResultError,
  InvalidSettlementError,
  ResultAlreadyPostedError,
  ResultNotDueError,
  ResultRoundClosingError,
  ResultRoundOpenError,
  ResultTimePassedError,
  RoundNotOpenedError,
  RoundNotResultedError,
} from '../rounds/rounds.errors.js';
import { drawResultNumbers, RESULT_RNG_VERSION } from './result-rng.js';
import { checkResultNumbers } from './result-rules.js';

export type ResultMode = 'auto' | 'manual';

/** The round's result and settlement commands (part of RoundCommand). `now` is the game clock's, ISO-8601. */
export type ResultCommand =
  | { type: 'PostResult'; data: { roundId: string; numbers: number[]; letter: string | null; adminId: string; now: string; resultMode: ResultMode } }
  | {
      type: 'DrawResult';
      /** The revealed seed and the committed beacon as obtained; the decider derives the numbers itself. */
      data: { roundId: string; now: string; draw: { seed: string; beacon: BeaconValue | null; beaconStatus: BeaconStatus } };
    }
  | { type: 'RecordSettlement'; data: { roundId: string; settlement: RoundSettlement; now: string } };

type Data<T extends ResultCommand['type']> = Extract<ResultCommand, { type: T }>['data'];
type Known = Exclude<RoundState, { status: 'none' }>;

/**
 * An admin's result (manual source), for a round whose ticket set is frozen and that has
 * no result. In auto mode only before draw_at (from then the server draws it); in manual
 * mode a late result is what the round waited for, and is published at once.
 */
export function decidePostResult(command: Data<'PostResult'>, state: RoundState): RoundEvent[] {
  const { roundId, numbers, letter, adminId, now, resultMode } = command;
  if (state.status === 'none') throw new RoundNotOpenedError(roundId);
  checkResultNumbers(state.round.period, numbers, letter);
  if (typeof adminId !== 'string' || adminId.length === 0) throw new InvalidResultError('the admin is not named');
  awaitingResult(state, roundId);
  if (resultMode === 'auto' && at(now) >= Date.parse(state.round.drawAt)) throw new ResultTimePassedError(roundId);
  return [{ type: 'ResultPosted', data: { roundId, numbers: [...numbers], letter, adminId } }];
}

/**
 * The server's RNG result at or after draw_at, revealing the seed. The seed must be the
 * committed one and the beacon the committed round (or none, as declared at open, or
 * 'late'); the numbers are computed here from them (result-rng.ts), so a ResultDrawn is
 * always recomputable by anyone. A round already resulted decides nothing.
 */
export function decideDrawResult(command: Data<'DrawResult'>, state: RoundState): RoundEvent[] {
  const { roundId, now, draw } = command;
  if (!isDrawable(state, roundId, now)) return [];
  const { seed, beacon, beaconStatus } = draw;
  if (typeof seed !== 'string' || !/^[0-9a-f]{64}$/.test(seed)) throw new InvalidResultError('the seed is not 32 bytes in hex');
  if (createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex') !== state.commitment) {
    throw new InvalidResultError('the seed does not match the round\'s commitment');
  }
  checkBeacon(state, beacon, beaconStatus);
  const { numbers, letter } = drawResultNumbers({
    seed, beaconRandomness: beacon?.randomness ?? null, ticketRoot: state.ticketSet!.ticketRoot, roundId, period: state.round.period,
  });
  return [{ type: 'ResultDrawn', data: { roundId, numbers, letter, rngVersion: RESULT_RNG_VERSION, seed, beacon: beacon ? { ...beacon } : null, beaconStatus } }];
}

/**
 * What the round paid, once settlement has credited every prize: after a published
 * result (from draw_at on), or for a round with no tickets past its draw_at that has no
 * result (manual mode: nothing to evaluate). Settled once; again decides nothing.
 */
export function decideRecordSettlement(command: Data<'RecordSettlement'>, state: RoundState): RoundEvent[] {
  const { roundId, settlement, now } = command;
  if (state.status === 'none') throw new RoundNotOpenedError(roundId);
  if (state.status === 'settled') return [];
  if (!settlement || typeof settlement !== 'object' || Array.isArray(settlement)) throw new InvalidSettlementError('it is not an object');
  if (settlement.roundId !== roundId) throw new InvalidSettlementError(`it is of draw ${String(settlement.roundId)}, not ${roundId}`);
  const due = at(now) >= Date.parse(state.round.drawAt);
  const emptyAndDue = state.status === 'closed' && state.ticketSet?.ticketCount === 0 && due;
  if (!(state.status === 'resulted' && due) && !emptyAndDue) throw new RoundNotResultedError(roundId);
  return [{ type: 'RoundSettled', data: { ...settlement } }];
}

/**
 * Whether the RNG is to draw the round now: false when it has a result already; throws
 * when it cannot be drawn (unknown, on sale, closing, before draw_at). The DrawResult
 * handler asks this before it reads the seed, which nothing reads before draw_at.
 */
export function isDrawable(state: RoundState, roundId: string, now: string): state is Known & { status: 'closed' } {
  if (state.status === 'none') throw new RoundNotOpenedError(roundId);
  if (state.status === 'resulted' || state.status === 'settled') return false;
  awaitingResult(state, roundId);
  if (at(now) < Date.parse(state.round.drawAt)) throw new ResultNotDueError(roundId, state.round.drawAt);
  return true;
}

/** Refuses unless the round is closed with its ticket set recorded and no result. */
function awaitingResult(state: Known, roundId: string): void {
  switch (state.status) {
    case 'open':
      throw new ResultRoundOpenError(roundId);
    case 'sales_closed':
      throw new ResultRoundClosingError(roundId);
    case 'resulted':
    case 'settled':
      throw new ResultAlreadyPostedError(roundId);
    case 'closed':
      return;
    default: {
      const unknown: never = state.status;
      throw new Error(`Unknown round status ${String(unknown)}`);
    }
  }
}

/** The beacon is the one declared at open: none without a chain; else the committed round, verified, or 'late' without it. */
function checkBeacon(state: Known, beacon: BeaconValue | null, status: BeaconStatus): void {
  if (state.beaconRound === null) {
    if (beacon !== null || status !== 'none') throw new InvalidResultError('the round committed to no beacon');
    return;
  }
  if (status === 'late') {
    if (beacon !== null) throw new InvalidResultError('a late draw carries no beacon');
    return;
  }
  if (status !== 'verified' || !beacon) throw new InvalidResultError('the round committed to a beacon round: verified or late');
  if (beacon.chain !== state.beaconChain || beacon.round !== state.beaconRound) {
    throw new InvalidResultError(`the beacon is not round ${state.beaconRound} of the committed chain`);
  }
  if (typeof beacon.signature !== 'string' || !/^([0-9a-f]{2})+$/.test(beacon.signature)) throw new InvalidResultError('the beacon signature is not hex');
  const expected = createHash('sha256').update(Buffer.from(beacon.signature, 'hex')).digest('hex');
  if (beacon.randomness !== expected) throw new InvalidResultError('the beacon randomness is not the sha256 of its signature');
}

function at(now: string): number {
  const t = Date.parse(now);
  if (!Number.isFinite(t)) throw new InvalidResultError(`${String(now)} is not a time`);
  return t;
}
