/**
 * The public feed of round closes: one append-only stream, `draw-closes`, with one
 * CloseRecorded per closed round, in the order the closes were recorded. Each entry
 * repeats what the round's RoundClosed published (count, sales, ticket root, and its time)
 * and is hash-chained to the one before (close-entry-hash.ts), so a copy kept by anyone
 * shows whether an entry was later changed, removed or slipped in. Stored event types and
 * field names are never renamed.
 */
import { nameBasedUuid } from '../../shared/idempotency/keyed-command.js';
import { replayStream, type SingleStream } from '../../shared/event-sourcing/single-stream.js';
import { FIRST_PREV_HASH, type CloseEntryContent } from './close-entry-hash.js';
import { noRecordedRounds, withRound, type RecordedRounds } from './recorded-rounds.js';

export const CLOSE_FEED_STREAM = 'draw-closes';

/** seq is the entry's version in the stream (1, 2, 3...); hash = closeEntryHash of the other fields. */
export type CloseRecorded = { type: 'CloseRecorded'; data: CloseEntryContent & { hash: string } };

export type CloseFeedEvent = CloseRecorded;
export const CLOSE_FEED_EVENT_TYPES: readonly CloseFeedEvent['type'][] = ['CloseRecorded'];

/** Enough to decide the next entry: where the chain ends, and which rounds it holds. */
export interface CloseFeedState {
  lastSeq: number;
  lastHash: string;
  recorded: RecordedRounds;
}

export function initialCloseFeed(): CloseFeedState {
  return { lastSeq: 0, lastHash: FIRST_PREV_HASH, recorded: noRecordedRounds() };
}

export function evolve(state: CloseFeedState, event: CloseFeedEvent): CloseFeedState {
  switch (event.type) {
    case 'CloseRecorded': {
      const { seq, hash, roundId } = event.data;
      return { lastSeq: seq, lastHash: hash, recorded: withRound(state.recorded, roundId, seq) };
    }
    default: {
      // A one-type union does not narrow to never; its discriminant does.
      const unknown: never = event.type;
      throw new Error(`Unknown close feed event type ${String(unknown)}`);
    }
  }
}

export function isCloseFeedEvent(event: { type: string }): event is CloseFeedEvent {
  return (CLOSE_FEED_EVENT_TYPES as readonly string[]).includes(event.type);
}

/**
 * A round has one entry, so its event id derives from the round: the same entry appended
 * twice (a retry, a second closer) is stored once.
 */
export function closeEventId(roundId: string): string {
  return nameBasedUuid(`${CLOSE_FEED_STREAM}\n${roundId}`);
}

export const closeFeedStream: SingleStream<CloseFeedState, CloseFeedEvent> = {
  streamId: CLOSE_FEED_STREAM,
  initial: initialCloseFeed,
  evolve,
  isEvent: isCloseFeedEvent,
};

/** Folds a history (oldest first) into a state; events of unknown types are skipped. */
export function replay(events: Iterable<{ type: string; data: unknown }>, from: CloseFeedState = initialCloseFeed()): CloseFeedState {
  return replayStream(closeFeedStream, events, from);
}
