import {
  BACKWARDS,
  END,
  FORWARDS,
  KurrentDBClient,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError as KurrentWrongVersion,
  excludeSystemEvents,
  jsonEvent,
  streamNameFilter,
} from '@kurrent/kurrentdb-client';
import {
  EventIdConflictError,
  EventStore,
  WrongExpectedVersionError,
  assertAppendable,
  type AppendResult,
  type NewEvent,
  type ReadAllResult,
  type ReadStreamOptions,
  type StoredEvent,
  type StreamVerification,
  type SubscribeOptions,
  type Subscription,
} from '../event-store.port.js';
import { OpenSubscriptions } from '../open-subscriptions.js';
import { chainHash, verifyChain } from '../hash-chain.js';
import { HASH_KEY, expectedRevision, parseCheckpoint, toStoredEvent } from './kurrentdb-mapping.js';
import { subscribeToAll } from './kurrentdb-subscription.js';

/** How far back an append looks for its event ids (KurrentDB has no global id index). */
const ID_WINDOW = 100;

/**
 * The KurrentDB adapter, selected by EVENTSTORE_URL. KurrentDB keeps the log and commit
 * order itself (no gap problem: $all positions are assigned at commit), so this adapter
 * adds the hash chain and idempotent ids on top of appendToStream.
 */
export class KurrentDbEventStore extends EventStore {
  private readonly subscriptions = new OpenSubscriptions();
  /** Appends look for their ids in the last ID_WINDOW events only. */
  readonly appendFindsEveryStoredId = false;

  constructor(readonly client: KurrentDBClient) {
    super();
  }

  static connect(connectionString: string): KurrentDbEventStore {
    return new KurrentDbEventStore(KurrentDBClient.connectionString(connectionString));
  }

  async append(streamId: string, events: NewEvent[], expectedVersion: number): Promise<AppendResult> {
    assertAppendable(streamId, events, expectedVersion);
    const tail = await this.readStream(streamId, { direction: 'backward', limit: ID_WINDOW });
    const current = tail[0]?.streamVersion ?? 0;
    const stored = events.map((e) => tail.find((t) => t.id === e.id));
    if (stored.every((s) => s !== undefined)) {
      return { nextExpectedVersion: current, events: stored.sort((a, b) => a!.streamVersion - b!.streamVersion) as StoredEvent[], duplicate: true };
    }
    if (stored.some((s) => s !== undefined) || new Set(events.map((e) => e.id)).size !== events.length) {
      throw new EventIdConflictError(`Some event ids of this append to ${streamId} are already stored or repeated`);
    }
    if (current !== expectedVersion) throw new WrongExpectedVersionError(streamId, expectedVersion, current);

    let previous = tail[0]?.hash ?? '';
    const payload = events.map((e, i) => {
      previous = chainHash(previous, { id: e.id, streamId, version: expectedVersion + i + 1, type: e.type, data: e.data, metadata: e.metadata });
      return jsonEvent({ id: e.id, type: e.type, data: e.data, metadata: { ...e.metadata, [HASH_KEY]: previous } });
    });
    try {
      await this.client.appendToStream(streamId, payload, { streamState: expectedRevision(expectedVersion) });
    } catch (error) {
      if (error instanceof KurrentWrongVersion) {
        const actual = typeof error.actualState === 'bigint' ? Number(error.actualState) + 1 : 0;
        throw new WrongExpectedVersionError(streamId, expectedVersion, actual);
      }
      throw error;
    }
    const written = await this.readStream(streamId, { fromVersion: expectedVersion + 1, limit: events.length });
    return { nextExpectedVersion: expectedVersion + events.length, events: written, duplicate: false };
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<StoredEvent[]> {
    const backward = options.direction === 'backward';
    const from = options.fromVersion === undefined ? (backward ? END : START) : BigInt(Math.max(options.fromVersion - 1, 0));
    const out: StoredEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, {
        direction: backward ? BACKWARDS : FORWARDS,
        fromRevision: from,
        maxCount: options.limit ?? Number.MAX_SAFE_INTEGER,
      })) {
        const event = toStoredEvent(resolved);
        if (event) out.push(event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return out;
  }

  /** KurrentDB has no index of event ids: the stream is read back to its start. */
  async findEvents(streamId: string, eventIds: readonly string[]): Promise<StoredEvent[]> {
    if (eventIds.length === 0) return [];
    const wanted = new Set(eventIds);
    return (await this.readStream(streamId)).filter((e) => wanted.has(e.id));
  }

  async readAll(fromCheckpoint: string | null, limit: number): Promise<ReadAllResult> {
    const from = fromCheckpoint === null ? START : parseCheckpoint(fromCheckpoint);
    const out: StoredEvent[] = [];
    // A read from a position includes the event at it: ask for one more and drop it.
    for await (const resolved of this.client.readAll({ fromPosition: from, maxCount: limit + 1, filter: excludeSystemEvents() })) {
      const event = toStoredEvent(resolved);
      if (event && event.checkpoint !== fromCheckpoint && out.length < limit) out.push(event);
    }
    return { events: out, checkpoint: out.at(-1)?.checkpoint ?? fromCheckpoint };
  }

  subscribe(options: SubscribeOptions): Subscription {
    const inner = subscribeToAll(this.client, options);
    return this.subscriptions.track(inner);
  }

  async verifyStream(streamId: string): Promise<StreamVerification> {
    const events = await this.readStream(streamId);
    const { metadata } = await this.client.getStreamMetadata(streamId).catch(() => ({ metadata: undefined }));
    const truncated = metadata?.truncateBefore;
    if (truncated !== undefined) {
      // Revisions before it are gone: from version 1 (revision 0) on.
      return { streamId, events: events.length, ok: false, problem: `the stream is truncated before revision ${String(truncated)}`, brokenVersion: 1 };
    }
    const head = events.at(-1)?.streamVersion ?? 0;
    const chained = events.map((e) => ({ ...e, version: e.streamVersion }));
    return { streamId, events: events.length, ...verifyChain(streamId, chained, head) };
  }

  async listStreams(prefix: string): Promise<string[]> {
    const found = new Set<string>();
    for await (const resolved of this.client.readAll({ filter: streamNameFilter({ prefixes: [prefix] }) })) {
      if (resolved.event && resolved.event.streamId.startsWith(prefix)) found.add(resolved.event.streamId);
    }
    return [...found].sort();
  }

  async close(): Promise<void> {
    await this.subscriptions.stopAll();
    await this.client.dispose();
  }
}
