import {
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type AppendStreamState,
  type EventData,
  type Filter,
  type KurrentDBClient,
  type Position,
} from '@kurrent/kurrentdb-client';

interface Recorded {
  streamId: string;
  id: string;
  revision: bigint;
  type: string;
  data: unknown;
  metadata: unknown;
  position: Position;
  created: Date;
}

/**
 * An in-process stand-in for the KurrentDB client, for unit tests of the adapter's own
 * logic, following the server's documented behaviour: revisions 0-based; a read of $all
 * from a position includes it, a subscription from a position starts after it; a missing
 * stream reads as StreamNotFoundError; $tb metadata hides the revisions before it. It is
 * no substitute for the contract run against a real server (EVENTSTORE_URL).
 */
export class FakeKurrentDbClient {
  private readonly log: Recorded[] = [];
  private readonly truncated = new Map<string, bigint>();
  private readonly listeners = new Set<() => void>();

  async appendToStream(streamName: string, events: EventData | EventData[], options: { streamState?: AppendStreamState } = {}) {
    const list = Array.isArray(events) ? events : [events];
    const stream = this.log.filter((e) => e.streamId === streamName);
    const current = stream.length === 0 ? 'no_stream' : stream.at(-1)!.revision;
    const expected = options.streamState ?? 'any';
    if (expected !== 'any' && expected !== current) {
      throw new WrongExpectedVersionError(undefined, { streamName, expected, current });
    }
    let revision = current === 'no_stream' ? -1n : current;
    for (const e of list) {
      const at = BigInt((this.log.length + 1) * 100);
      this.log.push({ streamId: streamName, id: e.id, revision: ++revision, type: e.type, data: e.data, metadata: e.metadata, position: { commit: at, prepare: at }, created: new Date() });
    }
    for (const wake of [...this.listeners]) wake();
    return { success: true, nextExpectedRevision: revision };
  }

  async *readStream(streamName: string, options: { direction?: string; fromRevision?: 'start' | 'end' | bigint; maxCount?: number | bigint } = {}) {
    const hiddenBefore = this.truncated.get(streamName) ?? 0n;
    let stream = this.log.filter((e) => e.streamId === streamName);
    if (stream.length === 0) throw new StreamNotFoundError(undefined, streamName);
    stream = stream.filter((e) => e.revision >= hiddenBefore);
    const backward = options.direction === 'backwards';
    const from = options.fromRevision ?? (backward ? 'end' : 'start');
    if (backward) stream = stream.reverse().filter((e) => from === 'end' || from === 'start' || e.revision <= from);
    else stream = stream.filter((e) => from === 'start' || from === 'end' || e.revision >= from);
    yield* stream.slice(0, Number(options.maxCount ?? Number.MAX_SAFE_INTEGER)).map(resolved);
  }

  async *readAll(options: { fromPosition?: 'start' | Position; maxCount?: number | bigint; filter?: Filter } = {}) {
    const from = options.fromPosition ?? 'start';
    const picked = this.log.filter((e) => (from === 'start' || e.position.commit >= from.commit) && passes(e, options.filter));
    yield* picked.slice(0, Number(options.maxCount ?? Number.MAX_SAFE_INTEGER)).map(resolved);
  }

  subscribeToAll(options: { fromPosition?: 'start' | Position; filter?: Filter } = {}) {
    let after = options.fromPosition === undefined || options.fromPosition === 'start' ? -1n : options.fromPosition.commit;
    let open = true;
    let wake: (() => void) | null = null;
    const listener = () => wake?.();
    this.listeners.add(listener);
    const log = this.log;
    const stop = () => {
      open = false;
      this.listeners.delete(listener);
      listener();
    };
    return {
      async unsubscribe() {
        stop();
      },
      async *[Symbol.asyncIterator]() {
        while (open) {
          const next = log.find((e) => e.position.commit > after && passes(e, options.filter));
          if (next) {
            after = next.position.commit;
            yield resolved(next);
          } else await new Promise<void>((r) => (wake = r));
        }
      },
    };
  }

  async setStreamMetadata(streamName: string, metadata: { truncateBefore?: number }) {
    if (metadata.truncateBefore !== undefined) this.truncated.set(streamName, BigInt(metadata.truncateBefore));
    return { success: true, nextExpectedRevision: 0n };
  }

  async getStreamMetadata(streamName: string) {
    const truncateBefore = this.truncated.get(streamName);
    return { streamName, metadata: truncateBefore === undefined ? undefined : { truncateBefore: Number(truncateBefore) } };
  }

  async dispose() {
    for (const wake of [...this.listeners]) wake();
  }

  asClient(): KurrentDBClient {
    return this as unknown as KurrentDBClient;
  }
}

function passes(e: Recorded, filter?: Filter): boolean {
  if (!filter) return true;
  if ('prefixes' in filter) {
    const subject = filter.filterOn === 'streamName' ? e.streamId : e.type;
    return filter.prefixes.some((p) => subject.startsWith(p));
  }
  return new RegExp(filter.regex).test(filter.filterOn === 'streamName' ? e.streamId : e.type);
}

function resolved(e: Recorded): AllStreamResolvedEvent {
  return { event: { ...e, isJson: true }, commitPosition: e.position.commit } as unknown as AllStreamResolvedEvent;
}
