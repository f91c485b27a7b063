import { isPeriodId } from '../draw-periods.js';
import { closeEntryHash } from './close-entry-hash.js';
import { InvalidCloseEntryError } from './close-feed.errors.js';
import type { CloseFeedEvent, CloseFeedState } from './close-feed.js';
import { seqOfRound } from './recorded-rounds.js';

/** A closed round as its stream stored it: RoundClosed's data, the period, and when RoundClosed was stored (ISO, ms). */
export interface RoundClose {
  roundId: string;
  period: string;
  ticketCount: number;
  salesPaise: number;
  ticketRoot: string;
  closedAt: string;
}

export type CloseFeedCommand = { type: 'RecordClose'; data: RoundClose };

/**
 * The feed's decider, pure: `decide(command, state) -> events`. A round is recorded once:
 * asking again for a round in the feed (a retry, a second scheduler leader, the repair of
 * an interrupted close) decides nothing. The new entry takes the next seq and chains to
 * the last entry's hash.
 */
export function decide(command: CloseFeedCommand, state: CloseFeedState): CloseFeedEvent[] {
  switch (command.type) {
    case 'RecordClose': {
      const close = command.data;
      if (typeof close?.roundId === 'string' && seqOfRound(state.recorded, close.roundId) !== undefined) return [];
      checkClose(close);
      const entry = {
        seq: state.lastSeq + 1,
        roundId: close.roundId,
        period: close.period,
        ticketCount: close.ticketCount,
        salesPaise: close.salesPaise,
        ticketRoot: close.ticketRoot,
        closedAt: close.closedAt,
        prevHash: state.lastHash,
      };
      return [{ type: 'CloseRecorded', data: { ...entry, hash: closeEntryHash(entry) } }];
    }
    default: {
      // A one-type union does not narrow to never; its discriminant does.
      const unknown: never = command.type;
      throw new Error(`Unknown close feed command ${String(unknown)}`);
    }
  }
}

function checkClose(close: RoundClose): void {
  if (!close || typeof close !== 'object') throw new InvalidCloseEntryError('no close was given');
  const { roundId, period, ticketCount, salesPaise, ticketRoot, closedAt } = close;
  if (typeof roundId !== 'string' || roundId.length === 0 || roundId.length > 100) throw new InvalidCloseEntryError('the draw id is missing or too long');
  if (!isPeriodId(period) || !roundId.startsWith(`${period}-`)) throw new InvalidCloseEntryError(`${String(period)} is not the period of draw ${roundId}`);
  if (!Number.isSafeInteger(ticketCount) || ticketCount < 0) throw new InvalidCloseEntryError(`${String(ticketCount)} is not a ticket count`);
  if (!Number.isSafeInteger(salesPaise) || salesPaise < 0) throw new InvalidCloseEntryError(`${String(salesPaise)} paise is not a sales total`);
  if (typeof ticketRoot !== 'string' || !/^[0-9a-f]{64}$/.test(ticketRoot)) throw new InvalidCloseEntryError('the ticket root is not a sha256 in hex');
  // Exactly as Date.toISOString writes it, so every verifier hashes the same text.
  if (typeof closedAt !== 'string' || !isCanonicalIso(closedAt)) throw new InvalidCloseEntryError(`${String(closedAt)} is not a time in ISO-8601 UTC with milliseconds`);
}

function isCanonicalIso(at: string): boolean {
  const ms = Date.parse(at);
  return Number.isFinite(ms) && new Date(ms).toISOString() === at;
}
