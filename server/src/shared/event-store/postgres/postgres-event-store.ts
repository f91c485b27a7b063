import type pg from 'pg';
import { runCatchUp } from '../catch-up-loop.js';
import {
  EventIdConflictError,
  EventStore,
  WrongExpectedVersionError,
  assertAppendable,
  assertTogether,
  type AppendResult,
  type BatchAppendOutcome,
  type NewEvent,
  type ReadAllResult,
  type ReadStreamOptions,
  type StoredEvent,
  type StreamVerification,
  type SubscribeOptions,
  type StreamAppend,
  type StreamEvents,
  type Subscription,
} from '../event-store.port.js';
import { OpenSubscriptions } from '../open-subscriptions.js';
import { AfterCommitNotifier } from './after-commit-notifier.js';
import { AppendGroups, type AppendGroupOptions, type AppendRow } from './append-groups.js';
import { toStreamVerification } from './chain-problems.js';
import { inTransaction } from '../projections/projection-checkpoints.js';
import { appendBatch } from './postgres-batch-append.js';
import { PgEventsListener } from './pg-listener.js';
import { mapProjectionRefusal } from './projection-refusals.js';
import { SQL, parseCheckpoint, toStoredEvent, type EventRow } from './pg-rows.js';

export interface PostgresEventStoreOptions {
  /** Fallback poll of subscriptions when no notification arrives (ms). */
  pollMs?: number;
  /** Events per readAll page of a catch-up subscription. */
  pageSize?: number;
  /** LISTEN connection lost, or an after-commit NOTIFY failed (both only delay readers). */
  onListenerError?(error: unknown): void;
  /** Group commit of concurrent appends (see AppendGroups); the default suits a pool of 20. */
  groups?: AppendGroupOptions;
}


const MAX_VERSION = 2_147_483_647;

/**
 * The default event store (DESIGN.md section 1). An append is one round trip: the
 * prepared call of fd_append_events (sql/fd_append_events.sql) locks
 * the stream head, checks ids and version, chains the hashes, inserts and runs the inline
 * projections, all in the caller's single statement. Subscriptions in every instance hear
 * of it from one coalesced NOTIFY sent after the commit.
 */
export class PostgresEventStore extends EventStore {
  private readonly listener: PgEventsListener;
  private readonly notifier: AfterCommitNotifier;
  private readonly subscriptions = new OpenSubscriptions();
  /** Concurrent single-stream appends, committed together under load. */
  readonly groups: AppendGroups;
  readonly appendFindsEveryStoredId = true;
  override readonly appendsTogether = true;

  constructor(
    private readonly pool: pg.Pool,
    private readonly options: PostgresEventStoreOptions = {},
  ) {
    super();
    this.listener = new PgEventsListener(pool, options.onListenerError);
    this.notifier = new AfterCommitNotifier(pool, this.listener.news, options.onListenerError);
    this.groups = new AppendGroups(pool, options.groups);
  }

  async append(streamId: string, events: NewEvent[], expectedVersion: number): Promise<AppendResult> {
    assertAppendable(streamId, events, expectedVersion);
    const payload = JSON.stringify(events.map((e) => ({ id: e.id, type: e.type, data: e.data, metadata: e.metadata })));
    let rows: AppendRow[];
    try {
      rows = await this.groups.append(streamId, expectedVersion, payload);
    } catch (error) {
      throw mapAppendError(error, streamId, expectedVersion);
    }
    const duplicate = rows[0]?.duplicate === true;
    if (!duplicate) this.notifier.poke();
    return {
      nextExpectedVersion: rows[0]?.next_version ?? expectedVersion,
      events: rows.map((row, i) => toStoredEvent(row, streamId, duplicate ? undefined : events[i])),
      duplicate,
    };
  }

  /** One transaction of fd_append_events calls, in the order given (each locks its stream's head until the commit). */
  override async appendTogether(appends: StreamEvents[]): Promise<AppendResult[]> {
    assertTogether(appends);
    let current: StreamEvents = appends[0];
    let results: AppendResult[];
    try {
      results = await inTransaction(this.pool, async (client) => {
        const appended: AppendResult[] = [];
        for (const append of appends) {
          current = append;
          const { streamId, events, expectedVersion } = append;
          const payload = JSON.stringify(events.map((e) => ({ id: e.id, type: e.type, data: e.data, metadata: e.metadata })));
          const { rows } = await client.query<AppendRow>({ name: 'fd_append', text: SQL.append, values: [streamId, expectedVersion, payload] });
          if (rows[0]?.duplicate === true) throw new EventIdConflictError(`The events of this append to ${streamId} are stored already`);
          appended.push({ nextExpectedVersion: rows[0].next_version, events: rows.map((row, j) => toStoredEvent(row, streamId, events[j])), duplicate: false });
        }
        return appended;
      });
    } catch (error) {
      throw mapAppendError(error, current.streamId, current.expectedVersion);
    }
    this.notifier.poke();
    return results;
  }

  override async appendToMany(appends: StreamAppend[]): Promise<BatchAppendOutcome[]> {
    const outcomes = await appendBatch(this.pool, appends);
    if (outcomes.some((o) => o.outcome === 'appended')) this.notifier.poke();
    return outcomes;
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<StoredEvent[]> {
    const backward = options.direction === 'backward';
    const from = options.fromVersion ?? (backward ? MAX_VERSION : 1);
    const { rows } = await this.pool.query<EventRow>({
      name: backward ? 'fd_read_backward' : 'fd_read_forward',
      text: backward ? SQL.readBackward : SQL.readForward,
      values: [streamId, Math.min(from, MAX_VERSION), options.limit ?? null],
    });
    return rows.map((row) => toStoredEvent(row, streamId));
  }

  async findEvents(streamId: string, eventIds: readonly string[]): Promise<StoredEvent[]> {
    if (eventIds.length === 0) return [];
    const { rows } = await this.pool.query<EventRow>({ name: 'fd_find_events', text: SQL.findEvents, values: [streamId, eventIds] });
    return rows.map((row) => toStoredEvent(row, streamId));
  }

  async readAll(fromCheckpoint: string | null, limit: number): Promise<ReadAllResult> {
    const [txId, position] = parseCheckpoint(fromCheckpoint);
    const { rows } = await this.pool.query<EventRow>({ name: 'fd_read_all', text: SQL.readAll, values: [txId, position, limit] });
    const events = rows.map((row) => toStoredEvent(row, row.stream_id!));
    return { events, checkpoint: events.at(-1)?.checkpoint ?? fromCheckpoint };
  }

  subscribe(options: SubscribeOptions): Subscription {
    const listening = this.listener.acquire();
    const inner = runCatchUp(this, options, {
      news: this.listener.news,
      pollMs: this.options.pollMs ?? 1000,
      pageSize: this.options.pageSize,
      onStop: async () => {
        await listening;
        await this.listener.release();
      },
    });
    return this.subscriptions.track(inner);
  }

  async verifyStream(streamId: string): Promise<StreamVerification> {
    const { rows } = await this.pool.query<{ events: string; problem: string | null }>({
      name: 'fd_verify',
      text: SQL.verify,
      values: [streamId],
    });
    const row = rows[0];
    if (!row) return { streamId, events: 0, ok: true };
    return toStreamVerification(streamId, Number(row.events), row.problem);
  }

  async listStreams(prefix: string): Promise<string[]> {
    const { rows } = await this.pool.query<{ stream_id: string }>({ name: 'fd_list_streams', text: SQL.listStreams, values: [prefix] });
    return rows.map((r) => r.stream_id);
  }

  /** Stops this store's subscriptions and its LISTEN connection; the pool stays open (it is shared). */
  async close(): Promise<void> {
    await this.subscriptions.stopAll();
    await this.notifier.flush();
    await this.listener.disconnect();
  }
}

function mapAppendError(error: unknown, streamId: string, expectedVersion: number): unknown {
  const e = error as { code?: string; detail?: string; constraint?: string; message?: string };
  if (e.code === 'FD001') return new WrongExpectedVersionError(streamId, expectedVersion, Number(e.detail));
  if (e.code === 'FD002') return new EventIdConflictError(e.message);
  if (e.code === '23505' && e.constraint === 'events_event_id_key') {
    return new EventIdConflictError(`An event id of this append to ${streamId} is stored already or repeated: ${e.message}`);
  }
  return mapProjectionRefusal(error);
}
