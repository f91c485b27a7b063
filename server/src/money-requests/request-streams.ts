import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../shared/clock/clock.js';
import type { CommandMeta } from '../shared/cqrs/command-meta.js';
import { eventMetadata } from '../shared/event-store/event-metadata.js';
import { EventStore, WrongExpectedVersionError, type StoredEvent, type StreamEvents } from '../shared/event-store/event-store.port.js';
import { findOriginalOutcome, keyedEventIds, type CommandKey } from '../shared/idempotency/keyed-command.js';
import { KeyedLock } from '../wallet/keyed-lock.js';
import { StaleRequestError } from './money-requests.errors.js';

interface RequestEvent {
  type: string;
  data: object;
}

/**
 * Loading and appending request streams (one per deposit or withdrawal request). An
 * append names the version it decided on; another writer first is a StaleRequestError
 * (409): never a silent overwrite. Work on one request queues here within this instance,
 * so a change and the wallet steps that follow it run before the next change is decided;
 * across instances the expected version decides.
 */
@Injectable()
export class RequestStreams {
  private readonly lock = new KeyedLock();

  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  /** The request's state: its events folded with `evolve`. */
  async load<S, E extends RequestEvent>(streamId: string, initial: () => S, evolve: (state: S, event: E) => S): Promise<S> {
    const stored = await this.store.readStream(streamId);
    return stored.reduce((state, event) => evolve(state, { type: event.type, data: event.data } as E), initial());
  }

  /**
   * Appends the decided events. A keyed command (a submission with an Idempotency-Key)
   * gets event ids derived from its key, and its key and fingerprint in the metadata.
   */
  async append(streamId: string, events: RequestEvent[], expectedVersion: number, meta: CommandMeta, keyed?: CommandKey | null): Promise<void> {
    const append = this.appendOf(streamId, events, expectedVersion, meta, keyed);
    try {
      await this.store.append(streamId, append.events, expectedVersion);
    } catch (error) {
      throw stale(error, streamId);
    }
  }

  /**
   * The decided events as an append for EventStore.appendTogether (a change written with
   * the wallet's steps): the same ids and metadata `append` would write.
   */
  appendOf(streamId: string, events: RequestEvent[], expectedVersion: number, meta: CommandMeta, keyed?: CommandKey | null): StreamEvents {
    const metadata = eventMetadata(meta, this.clock, keyed ?? undefined);
    const ids = keyed ? keyedEventIds(streamId, keyed.key, events.length) : events.map(() => randomUUID());
    return { streamId, expectedVersion, events: events.map((e, i) => ({ id: ids[i], type: e.type, data: e.data as Record<string, unknown>, metadata })) };
  }

  /**
   * The events a keyed command wrote before (a retry), null when its key is new;
   * IdempotencyKeyReusedError when the key was used with other details.
   */
  findKeyed(streamId: string, keyed: CommandKey): Promise<StoredEvent[] | null> {
    return findOriginalOutcome(this.store, streamId, keyed);
  }

  /** Runs `work` when no other work on this request of this instance is running. */
  exclusively<T>(streamId: string, work: () => Promise<T>): Promise<T> {
    return this.lock.run(streamId, work);
  }
}

/** Another writer of the request first: a StaleRequestError (409); any other error as it is. */
export function stale(error: unknown, streamId: string): unknown {
  return error instanceof WrongExpectedVersionError && error.streamId === streamId ? new StaleRequestError() : error;
}
