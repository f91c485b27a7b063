/**
 * The event store port (DESIGN.md section 1). Three adapters implement it and pass one
 * contract suite: in-memory, PostgreSQL and KurrentDB.
 *
 * Versions: a stream's first event has version 1; `expectedVersion: 0` means "the stream
 * must not exist yet". Money paths always pass an exact expected version.
 */

/** Who did it and why: carried by every event. */
export interface EventMetadata {
  /** `user:<id>`, `admin:<id>` or `system:<name>`. */
  actor: string;
  /** The request id of the HTTP call (or job run) that caused the append. */
  correlationId: string;
  /** The id of the command or event that directly caused this one. */
  causationId: string | null;
  /** ISO-8601 UTC, from the injected clock. */
  occurredAt: string;
  /** The key of the command that wrote the event, when it had one (shared/idempotency). */
  idempotencyKey?: string;
  /** A hash of what that command asked for: the same key with another body is refused. */
  commandFingerprint?: string;
}

export interface NewEvent<TData = Record<string, unknown>> {
  /** A UUID. Appending an id that is already stored is a no-op that reports the original. */
  id: string;
  type: string;
  data: TData;
  metadata: EventMetadata;
}

export interface StoredEvent<TData = Record<string, unknown>> extends NewEvent<TData> {
  streamId: string;
  /** 1-based version inside the stream. */
  streamVersion: number;
  /** Position in the whole log; unique and increasing in append order. */
  globalPosition: number;
  /**
   * Opaque resume token in the store's commit order; pass it back to readAll/subscribe.
   * (PostgreSQL orders by transaction then position, so a late-committing earlier
   * position is never skipped: see the gap case in the contract suite.)
   */
  checkpoint: string;
  /** sha256 over the previous event's hash and this event's canonical content (hex). */
  hash: string;
  createdAt: string;
}

export interface AppendResult {
  /** The stream's version after the append (the version to expect next time). */
  nextExpectedVersion: number;
  /** The stored events: the new ones, or the originals when every id was already stored. */
  events: StoredEvent[];
  /** True when the append was an idempotent repeat and nothing was written. */
  duplicate: boolean;
}

export type ReadDirection = 'forward' | 'backward';

export interface ReadStreamOptions {
  /** Version to start from (inclusive). Default: 1 forward, the last version backward. */
  fromVersion?: number;
  direction?: ReadDirection;
  limit?: number;
}

export interface ReadAllResult {
  events: StoredEvent[];
  /** Checkpoint to continue from (unchanged when nothing new was safe to read). */
  checkpoint: string | null;
}

export interface Subscription {
  stop(): Promise<void>;
}

export interface SubscribeOptions {
  /** Resume after this checkpoint; null starts at the beginning of the log. */
  fromCheckpoint: string | null;
  /** Called once per event, in commit order; the next event waits for the promise. */
  onEvent(event: StoredEvent): Promise<void>;
  onError?(error: unknown): void;
}

export interface StreamVerification {
  streamId: string;
  events: number;
  ok: boolean;
  /** What broke the chain, when it is broken. */
  problem?: string;
  /**
   * When broken: the first version at fault, an event that no longer matches its hash or
   * one that is missing (removed, or beyond the stream's head), so an auditor can be shown
   * which event to look at. Earlier versions are intact.
   */
  brokenVersion?: number;
}

/** One event for one stream, in a batch over many streams (see appendToMany). */
export interface StreamAppend {
  streamId: string;
  expectedVersion: number;
  event: NewEvent;
}

/** Events for one stream, in an append over several streams that stands or falls as one (see appendTogether). */
export interface StreamEvents {
  streamId: string;
  events: NewEvent[];
  expectedVersion: number;
}

export type BatchAppendOutcome =
  | { streamId: string; outcome: 'appended' | 'duplicate'; event: StoredEvent; nextExpectedVersion: number }
  | { streamId: string; outcome: 'conflict'; error: WrongExpectedVersionError | EventIdConflictError };

export abstract class EventStore {
  /**
   * True when append finds every id stored in the stream (a unique index), so a keyed
   * command can let its append be the idempotency lookup. KurrentDB looks only at a
   * stream's recent events; callers then look the key up with findEvents first.
   */
  abstract readonly appendFindsEveryStoredId: boolean;

  /** True when appendTogether writes several streams in one transaction (PostgreSQL, in-memory; not KurrentDB). */
  readonly appendsTogether: boolean = false;

  /**
   * Appends to several streams, each at its expected version, all or nothing: a stale
   * version anywhere is a WrongExpectedVersionError naming that stream, and a stored id
   * anywhere an EventIdConflictError (callers look their keys up first), with nothing
   * written. Only where `appendsTogether` is true. Streams are locked in the order given,
   * so callers keep one order (the wallet's runner: the other stream, then the wallet):
   * two appends together then never wait on each other in a circle, and the first stream's
   * stale version is the one reported.
   */
  async appendTogether(appends: StreamEvents[]): Promise<AppendResult[]> {
    void appends;
    throw new Error(`${this.constructor.name} cannot append to several streams in one transaction`);
  }

  abstract append(streamId: string, events: NewEvent[], expectedVersion: number): Promise<AppendResult>;
  abstract readStream(streamId: string, options?: ReadStreamOptions): Promise<StoredEvent[]>;
  /** The events of `streamId` whose ids are among `eventIds`, in version order (an idempotency lookup). */
  abstract findEvents(streamId: string, eventIds: readonly string[]): Promise<StoredEvent[]>;
  /** Events after `fromCheckpoint` (null: from the start) in commit order, at most `limit`. */
  abstract readAll(fromCheckpoint: string | null, limit: number): Promise<ReadAllResult>;
  /** A catch-up subscription: delivers what is stored, then what is appended later. */
  abstract subscribe(options: SubscribeOptions): Subscription;
  /** Recomputes a stream's hash chain and reports whether it is intact. */
  abstract verifyStream(streamId: string): Promise<StreamVerification>;
  /** Ids of every stream whose id starts with `prefix` (e.g. 'wallet-'). */
  abstract listStreams(prefix: string): Promise<string[]>;
  abstract close(): Promise<void>;

  /**
   * One event to each of many distinct streams (settlement's prize credits). Each item
   * follows the rules of append; a conflict is that item's outcome, not the batch's error,
   * so the caller retries only the items that lost. Outcomes come in input order. Items
   * are independent: not one transaction across streams (KurrentDB has none). Adapters
   * with a set-based path override this; the default appends a few at a time.
   */
  async appendToMany(appends: StreamAppend[]): Promise<BatchAppendOutcome[]> {
    if (new Set(appends.map((a) => a.streamId)).size !== appends.length) {
      throw new Error('appendToMany takes each stream at most once');
    }
    const outcomes: BatchAppendOutcome[] = new Array(appends.length);
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < appends.length; i = next++) {
        const { streamId, expectedVersion, event } = appends[i];
        try {
          const result = await this.append(streamId, [event], expectedVersion);
          const outcome = result.duplicate ? 'duplicate' : 'appended';
          outcomes[i] = { streamId, outcome, event: result.events[0], nextExpectedVersion: result.nextExpectedVersion };
        } catch (error) {
          if (!(error instanceof WrongExpectedVersionError || error instanceof EventIdConflictError)) throw error;
          outcomes[i] = { streamId, outcome: 'conflict', error };
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(8, appends.length) }, worker));
    return outcomes;
  }
}

/** The shape every adapter checks before an append: some events, a version >= 0. */
export function assertAppendable(streamId: string, events: readonly NewEvent[], expectedVersion: number): void {
  if (!streamId) throw new TypeError('An append needs a stream id');
  if (events.length === 0) throw new TypeError(`An append to ${streamId} needs at least one event`);
  if (!Number.isInteger(expectedVersion) || expectedVersion < 0) {
    throw new TypeError(`Expected version ${expectedVersion} of ${streamId} is not a whole number >= 0`);
  }
}

/** The shape of an append over several streams: each stream once, each part appendable. */
export function assertTogether(appends: readonly StreamEvents[]): void {
  if (appends.length === 0) throw new TypeError('An append together needs at least one stream');
  if (new Set(appends.map((a) => a.streamId)).size !== appends.length) throw new TypeError('An append together takes each stream once');
  for (const { streamId, events, expectedVersion } of appends) assertAppendable(streamId, events, expectedVersion);
  const ids = appends.flatMap((a) => a.events.map((e) => e.id));
  if (new Set(ids).size !== ids.length) throw new EventIdConflictError('The same event id appears twice in one append together');
}

/** A stale expected version: someone else appended first. */
export class WrongExpectedVersionError extends Error {
  readonly code = 'EVENT_STORE.WRONG_EXPECTED_VERSION';
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number,
    readonly actualVersion: number,
  ) {
    super(`Stream ${streamId} is at version ${actualVersion}, expected ${expectedVersion}`);
  }
}

/** An event id already stored elsewhere, or a batch mixing stored and new ids. */
export class EventIdConflictError extends Error {
  readonly code = 'EVENT_STORE.EVENT_ID_CONFLICT';
}
