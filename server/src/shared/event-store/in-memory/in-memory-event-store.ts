import { SystemClock, type Clock } from '../../clock/clock.js';
import {
  EventIdConflictError,
  EventStore,
  WrongExpectedVersionError,
  assertAppendable,
  assertTogether,
  type AppendResult,
  type NewEvent,
  type ReadAllResult,
  type ReadStreamOptions,
  type StoredEvent,
  type StreamEvents,
  type StreamVerification,
  type SubscribeOptions,
  type Subscription,
} from '../event-store.port.js';
import { chainHash, verifyChain } from '../hash-chain.js';
import { NewsSignal, runCatchUp } from '../catch-up-loop.js';

/**
 * The event store for unit tests: one process, no I/O. It keeps the same rules as the
 * real adapters (expected versions, idempotent ids, hash chain), so code tested against
 * it behaves alike on PostgreSQL. The checkpoint is the global position: with a single
 * synchronous writer, append order is commit order and no gap can happen.
 */
export class InMemoryEventStore extends EventStore {
  private readonly log: StoredEvent[] = [];
  private readonly streams = new Map<string, StoredEvent[]>();
  private readonly byId = new Map<string, StoredEvent>();
  /** Head versions of streams a test deleted events from (the head outlives the event). */
  private readonly heads = new Map<string, number>();
  private readonly news = new NewsSignal();
  readonly appendFindsEveryStoredId: boolean = true;
  override readonly appendsTogether: boolean = true;

  /** The clock stamps createdAt (a FixedClock makes stored events fully predictable). */
  constructor(private readonly clock: Clock = new SystemClock()) {
    super();
  }

  async append(streamId: string, events: NewEvent[], expectedVersion: number): Promise<AppendResult> {
    assertAppendable(streamId, events, expectedVersion);
    // No await before the writes: the check and the write are one atomic step.
    const stream = this.streams.get(streamId) ?? [];
    const known = events.map((e) => this.byId.get(e.id));
    if (known.some((e) => e !== undefined)) {
      if (known.every((e) => e !== undefined && e.streamId === streamId)) {
        return { nextExpectedVersion: stream.length, events: known.map((e) => structuredClone(e!)), duplicate: true };
      }
      throw new EventIdConflictError(`Some event ids of this append are already stored (stream ${streamId})`);
    }
    if (new Set(events.map((e) => e.id)).size !== events.length) {
      throw new EventIdConflictError(`The same event id appears twice in one append (stream ${streamId})`);
    }
    if (stream.length !== expectedVersion) throw new WrongExpectedVersionError(streamId, expectedVersion, stream.length);
    return this.write(streamId, events);
  }

  override async appendTogether(appends: StreamEvents[]): Promise<AppendResult[]> {
    assertTogether(appends);
    // No await before the writes: every check and every write are one atomic step.
    for (const { streamId, events, expectedVersion } of appends) {
      if (events.some((e) => this.byId.has(e.id))) throw new EventIdConflictError(`Some event ids of this append are already stored (stream ${streamId})`);
      const version = this.streams.get(streamId)?.length ?? 0;
      if (version !== expectedVersion) throw new WrongExpectedVersionError(streamId, expectedVersion, version);
    }
    return appends.map(({ streamId, events }) => this.write(streamId, events));
  }

  /** Stores checked events at the stream's head. */
  private write(streamId: string, events: NewEvent[]): AppendResult {
    const stream = this.streams.get(streamId) ?? [];
    let previous = stream.at(-1)?.hash ?? '';
    const stored = events.map((e, i) => {
      const version = stream.length + i + 1;
      const content = { id: e.id, streamId, version, type: e.type, data: structuredClone(e.data), metadata: { ...e.metadata } };
      previous = chainHash(previous, content);
      const globalPosition = this.log.length + i + 1;
      const event: StoredEvent = {
        id: e.id,
        type: e.type,
        data: content.data,
        metadata: content.metadata,
        streamId,
        streamVersion: version,
        globalPosition,
        checkpoint: String(globalPosition),
        hash: previous,
        createdAt: this.clock.now().toISOString(),
      };
      return event;
    });
    for (const event of stored) {
      this.log.push(event);
      stream.push(event);
      this.byId.set(event.id, event);
    }
    this.streams.set(streamId, stream);
    this.news.notify();
    return { nextExpectedVersion: stream.length, events: stored.map((e) => structuredClone(e)), duplicate: false };
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<StoredEvent[]> {
    const stream = this.streams.get(streamId) ?? [];
    const limit = options.limit ?? Number.MAX_SAFE_INTEGER;
    const picked =
      options.direction === 'backward'
        ? stream.filter((e) => e.streamVersion <= (options.fromVersion ?? stream.length)).reverse()
        : stream.filter((e) => e.streamVersion >= (options.fromVersion ?? 1));
    return picked.slice(0, limit).map((e) => structuredClone(e));
  }

  async findEvents(streamId: string, eventIds: readonly string[]): Promise<StoredEvent[]> {
    return eventIds
      .map((id) => this.byId.get(id))
      .filter((e): e is StoredEvent => e !== undefined && e.streamId === streamId)
      .sort((a, b) => a.streamVersion - b.streamVersion)
      .map((e) => structuredClone(e));
  }

  async readAll(fromCheckpoint: string | null, limit: number): Promise<ReadAllResult> {
    const after = fromCheckpoint === null ? 0 : Number(fromCheckpoint);
    const events = this.log.slice(after, after + limit).map((e) => structuredClone(e));
    return { events, checkpoint: events.at(-1)?.checkpoint ?? fromCheckpoint };
  }

  subscribe(options: SubscribeOptions): Subscription {
    return runCatchUp(this, options, { news: this.news });
  }

  async verifyStream(streamId: string): Promise<StreamVerification> {
    const stream = this.streams.get(streamId) ?? [];
    const chained = stream.map((e) => ({ ...e, version: e.streamVersion }));
    const head = this.heads.get(streamId) ?? stream.length;
    return { streamId, events: stream.length, ...verifyChain(streamId, chained, head) };
  }

  async listStreams(prefix: string): Promise<string[]> {
    return [...this.streams.keys()].filter((id) => id.startsWith(prefix)).sort();
  }

  async close(): Promise<void> {
    // Nothing to release: subscriptions end with their own stop().
  }

  /** Test only: change a stored event behind the store's back, as an attacker would. */
  tamperWithEvent(streamId: string, version: number, change: (event: StoredEvent) => void): void {
    const event = this.streams.get(streamId)?.find((e) => e.streamVersion === version);
    if (!event) throw new Error(`No event ${streamId}@${version} to tamper with`);
    change(event);
  }

  /** Test only: remove a stored event behind the store's back (the head version stays). */
  deleteEvent(streamId: string, version: number): void {
    const stream = this.streams.get(streamId) ?? [];
    this.heads.set(streamId, this.heads.get(streamId) ?? stream.length);
    this.streams.set(streamId, stream.filter((e) => e.streamVersion !== version));
  }
}
