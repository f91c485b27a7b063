import { createHash } from 'node:crypto';
import type { BeaconStatus, BeaconValue, RoundEvent, RoundState } from '../rounds/round.js';
import type { RoundSettlement } from '../rounds/round-settlement.js';
import {
  InvalidResultError,
  InvalidSettlementError,
  NoResultEnteredError,
  OwnResultApprovalError,
  ResultAlreadyPostedError,
  ResultEntryChangedError,
  ResultFromRngError,
  ResultFromWitnessedDrawError,
  ResultNotDueError,
  ResultRoundClosingError,
  ResultRoundOpenError,
  RoundNotOpenedError,
  RoundNotResultedError,
} from '../rounds/rounds.errors.js';
import { drawResultNumbers, RESULT_RNG_VERSION } from './result-rng.js';
import { checkResultNumbers } from './result-rules.js';

/** The round's result and settlement commands (part of RoundCommand). `now` is the game clock's, ISO-8601. */
export type ResultCommand =
  | { type: 'EnterResult'; data: { roundId: string; numbers: number[]; letter: string | null; adminId: string; now: string } }
  | {
      type: 'ApproveResult';
      /** The numbers the approver saw: they must be the entry waiting now. */
      data: { roundId: string; numbers: number[]; letter: string | null; adminId: string; now: string };
    }
  | {
      type: 'DrawResult';
      /** The revealed seed and the committed beacon as obtained; the decider derives the numbers itself. */
      data: { roundId: string; now: string; draw: { seed: string; beacon: BeaconValue | null; beaconStatus: BeaconStatus } };
    }
  | { type: 'RecordSettlement'; data: { roundId: string; settlement: RoundSettlement; now: string } };

type Data<T extends ResultCommand['type']> = Extract<ResultCommand, { type: T }>['data'];
type Known = Exclude<RoundState, { status: 'none' }>;

/**
 * One admin's entry of a manual round's result (maker), for a round whose ticket set is
 * frozen and that has no result. An RNG round (or one opened before rounds declared a
 * source) takes no admin result at all. A new entry replaces one not yet approved; the same
 * entry again (a retry) decides nothing. Nothing is published until another admin approves.
 */
export function decideEnterResult(command: Data<'EnterResult'>, state: RoundState): RoundEvent[] {
  const { roundId, numbers, letter, adminId, now } = command;
  if (state.status === 'none') throw new RoundNotOpenedError(roundId);
  if (state.resultSource !== 'manual') throw new ResultFromRngError(roundId);
  checkResultNumbers(state.round.period, numbers, letter);
  checkAdmin(adminId);
  awaitingResult(state, roundId);
  const pending = state.pendingEntry;
  if (pending && pending.adminId === adminId && sameResult(pending, numbers, letter)) return [];
  const entry = (pending?.entry ?? 0) + 1;
  return [{ type: 'ResultEntered', data: { roundId, numbers: [...numbers], letter, adminId, entry, enteredAt: isoAt(now) } }];
}

/**
 * Another admin's approval (checker) of the entry waiting, which publishes it: from
 * draw_at, or at once when the round has waited past it. The approver names the numbers
 * they saw, so an entry replaced meanwhile is not approved unseen.
 */
export function decideApproveResult(command: Data<'ApproveResult'>, state: RoundState): RoundEvent[] {
  const { roundId, numbers, letter, adminId, now } = command;
  if (state.status === 'none') throw new RoundNotOpenedError(roundId);
  if (state.resultSource !== 'manual') throw new ResultFromRngError(roundId);
  checkResultNumbers(state.round.period, numbers, letter);
  checkAdmin(adminId);
  isoAt(now);
  awaitingResult(state, roundId);
  const pending = state.pendingEntry;
  if (!pending) throw new NoResultEnteredError(roundId);
  if (pending.adminId === adminId) throw new OwnResultApprovalError(roundId);
  if (!sameResult(pending, numbers, letter)) throw new ResultEntryChangedError(roundId);
  return [{
    type: 'ResultPosted',
    data: { roundId, numbers: [...pending.numbers], letter: pending.letter, adminId: pending.adminId, approvedBy: adminId, entry: pending.entry, enteredAt: pending.enteredAt },
  }];
}

/**
 * The server's RNG result at or after draw_at, revealing the seed. The seed must be the
 * committed one and the beacon the committed round, verified (or none, when the round
 * declared none at open): a draw never drops its beacon. The numbers are computed here
 * (result-rng.ts), so a ResultDrawn is always recomputable by anyone. A round already
 * resulted decides nothing.
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
 * result (from draw_at on), or for a manual round with no tickets past its draw_at that
 * has no result (nothing to evaluate; an RNG round is always drawn). Settled once; again
 * decides nothing.
 */
export function decideRecordSettlement(command: Data<'RecordSettlement'>, state: RoundState): RoundEvent[] {
  const { roundId, settlement, now } = command;
  if (state.status === 'none') throw new RoundNotOpenedError(roundId);
  if (state.status === 'settled') return [];
  if (!settlement || typeof settlement !== 'object' || Array.isArray(settlement)) throw new InvalidSettlementError('it is not an object');
  if (settlement.roundId !== roundId) throw new InvalidSettlementError(`it is of draw ${String(settlement.roundId)}, not ${roundId}`);
  const due = at(now) >= Date.parse(state.round.drawAt);
  const emptyAndDue = state.status === 'closed' && state.resultSource === 'manual' && state.ticketSet?.ticketCount === 0 && due;
  if (!(state.status === 'resulted' && due) && !emptyAndDue) throw new RoundNotResultedError(roundId);
  return [{ type: 'RoundSettled', data: { ...settlement } }];
}

/**
 * Whether the RNG is to draw the round now: false when it has a result already; throws
 * when it cannot be drawn (unknown, a witnessed draw's, on sale, closing, before draw_at).
 * The DrawResult handler asks this before it reads the seed, which nothing reads before
 * draw_at.
 */
export function isDrawable(state: RoundState, roundId: string, now: string): state is Known & { status: 'closed' } {
  if (state.status === 'none') throw new RoundNotOpenedError(roundId);
  if (state.status === 'resulted' || state.status === 'settled') return false;
  if (state.resultSource === 'manual') throw new ResultFromWitnessedDrawError(roundId);
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

/** The beacon is the one declared at open: none without a chain; else the committed round, verified. */
function checkBeacon(state: Known, beacon: BeaconValue | null, status: BeaconStatus): void {
  if (state.beaconRound === null) {
    if (beacon !== null || status !== 'none') throw new InvalidResultError('the round committed to no beacon');
    return;
  }
  if (status !== 'verified' || !beacon) throw new InvalidResultError('the round committed to a beacon round: it draws with that round, verified, or waits');
  if (beacon.chain !== state.beaconChain || beacon.round !== state.beaconRound) {
    throw new InvalidResultError(`the beacon is not round ${state.beaconRound} of the committed chain`);
  }
  if (typeof beacon.signature !== 'string' || !/^([0-9a-f]{2})+$/.test(beacon.signature)) throw new InvalidResultError('the beacon signature is not hex');
  const expected = createHash('sha256').update(Buffer.from(beacon.signature, 'hex')).digest('hex');
  if (beacon.randomness !== expected) throw new InvalidResultError('the beacon randomness is not the sha256 of its signature');
}

function checkAdmin(adminId: string): void {
  if (typeof adminId !== 'string' || adminId.length === 0) throw new InvalidResultError('the admin is not named');
}

function sameResult(entry: { numbers: number[]; letter: string | null }, numbers: number[], letter: string | null): boolean {
  return entry.letter === letter && entry.numbers.length === numbers.length && entry.numbers.every((n, i) => n === numbers[i]);
}

function isoAt(now: string): string {
  return new Date(at(now)).toISOString();
}

function at(now: string): number {
  const t = Date.parse(now);
  if (!Number.isFinite(t)) throw new InvalidResultError(`${String(now)} is not a time`);
  return t;
}
