import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock/clock.js';
import type { CommandMeta } from '../cqrs/command-meta.js';
import { eventMetadata } from '../event-store/event-metadata.js';
import { EventIdConflictError, WrongExpectedVersionError, type EventStore, type NewEvent } from '../event-store/event-store.port.js';
import { commandFingerprint, findOriginalOutcome, keyedEventIds, type CommandKey } from '../idempotency/keyed-command.js';
import type { CurrentStreamState } from './current-stream-state.js';
import type { LoadedStream, StreamEvent } from './single-stream.js';

export interface StreamChangeResult<S> extends LoadedStream<S> {
  /** False when nothing was stored: the state was already so, or the key's change was made before. */
  changed: boolean;
}

/** What stays the feature's own: its rules, and its error when others keep winning the race. */
export interface StreamRules<S, C, E> {
  /** Pure: the events that carry out `command` on `state`; none if it is so already; throws a refusal. */
  decide(command: C, state: S): E[];
  /** The feature's "busy, try again" (a 409 with its own code and message). */
  busy(): Error;
}

/** Attempts after the first before a conflict is reported to the admin. */
export const MAX_CONFLICT_RETRIES = 5;

/**
 * Load, decide, append (house style 3) for every command of a single stream
 * (single-stream.ts). The state comes from CurrentStreamState, caught up before each
 * decision; a change by another instance in between fails the append's expected version
 * and the command is decided again, on what that instance wrote.
 *
 * An `Idempotency-Key` makes a change keyed (shared/idempotency): its event ids come from
 * the actor and the key, so a retry after the state moved on gets the original outcome
 * instead of making the old change again, and the same key with another command is a 409.
 *
 * A feature subclasses it as its injectable provider (SettingsCommandRunner...).
 */
export class SingleStreamRunner<S, C, E extends StreamEvent> {
  // Changes in this instance take turns, so they do not lose appends to each other.
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
    private readonly current: CurrentStreamState<S, E>,
    private readonly rules: StreamRules<S, C, E>,
  ) {}

  run(command: C, meta: CommandMeta, idempotencyKey?: string): Promise<StreamChangeResult<S>> {
    // Keys are the actor's own: two admins choosing the same key never meet.
    const keyed = idempotencyKey === undefined ? undefined : { key: `${meta.actor}/${idempotencyKey}`, fingerprint: commandFingerprint(command) };
    const turn = this.queue.then(() => this.decideAndAppend(command, meta, keyed));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async decideAndAppend(command: C, meta: CommandMeta, keyed: CommandKey | undefined): Promise<StreamChangeResult<S>> {
    const { streamId, evolve } = this.current.stream;
    if (keyed && (await findOriginalOutcome(this.store, streamId, keyed))) return unchanged(await this.current.read());
    for (let conflicts = 0; ; conflicts++) {
      const loaded = await this.current.read();
      // Rule violations throw here, before anything is written.
      const decided = this.rules.decide(command, loaded.state);
      if (decided.length === 0) return unchanged(loaded);
      try {
        const appended = await this.store.append(streamId, this.newEvents(decided, meta, keyed), loaded.version);
        if (appended.duplicate) return unchanged(await this.current.read());
        const next = { state: decided.reduce(evolve, loaded.state), version: appended.nextExpectedVersion };
        this.current.accept(next);
        return { ...next, changed: true };
      } catch (error) {
        // The key's event is stored already (a retry racing its original in another instance).
        if (error instanceof EventIdConflictError && keyed) return unchanged(await this.current.read());
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        if (conflicts >= MAX_CONFLICT_RETRIES) throw this.rules.busy();
        // A random pause, longer after each loss, so racing instances stop meeting.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * (conflicts + 1)));
      }
    }
  }

  private newEvents(decided: E[], meta: CommandMeta, keyed: CommandKey | undefined): NewEvent[] {
    const ids = keyed ? keyedEventIds(this.current.stream.streamId, keyed.key, decided.length) : decided.map(() => randomUUID());
    const metadata = eventMetadata(meta, this.clock, keyed);
    return decided.map((e, i) => ({ id: ids[i]!, type: e.type, data: e.data as Record<string, unknown>, metadata }));
  }
}

function unchanged<S>({ state, version }: LoadedStream<S>): StreamChangeResult<S> {
  return { state, version, changed: false };
}
