import type { EventStore } from '../event-store/event-store.port.js';
import { replayStream, type LoadedStream, type SingleStream, type StreamEvent } from './single-stream.js';

/**
 * A single stream's state as it stands (see single-stream.ts), for the feature's reads
 * and its command runner: folded from the stream, kept in memory, caught up with a read
 * of the stream's tail (one indexed query that finds nothing when nothing changed).
 *
 * Every read reflects every change committed before it began, in this instance or
 * another on the same database: a catch-up that began earlier could miss one, so a read
 * only joins a catch-up that has not begun yet. On a hot path that bounds the database's
 * work to one small query at a time per instance, whatever the number of readers, and a
 * reader waits at most for the one running and the one it joined.
 *
 * A feature subclasses it as its injectable provider (CurrentSettings, CurrentPrizeTables).
 */
export class CurrentStreamState<S, E extends StreamEvent> {
  private known: LoadedStream<S>;
  private running: Promise<LoadedStream<S>> | null = null;
  private queued: Promise<LoadedStream<S>> | null = null;

  constructor(
    private readonly store: EventStore,
    readonly stream: SingleStream<S, E>,
  ) {
    this.known = { state: deepFreeze(stream.initial()), version: 0 };
  }

  read(): Promise<LoadedStream<S>> {
    if (this.queued) return this.queued;
    if (!this.running) return this.start();
    const after = this.running.then(
      () => undefined,
      () => undefined,
    );
    this.queued = after.then(() => {
      this.queued = null;
      return this.start();
    });
    return this.queued;
  }

  /** After this instance appended: the state it wrote (never older than the known one). */
  accept(loaded: LoadedStream<S>): void {
    if (loaded.version > this.known.version) this.known = { state: deepFreeze(loaded.state), version: loaded.version };
  }

  private start(): Promise<LoadedStream<S>> {
    const run = this.catchUp().finally(() => {
      if (this.running === run) this.running = null;
    });
    this.running = run;
    return run;
  }

  private async catchUp(): Promise<LoadedStream<S>> {
    const from = this.known;
    const newer = await this.store.readStream(this.stream.streamId, { fromVersion: from.version + 1 });
    if (newer.length > 0) this.accept({ state: replayStream(this.stream, newer, from.state), version: newer.at(-1)!.streamVersion });
    return this.known;
  }
}

/** Readers share one state object: none of them may change it for the others. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
