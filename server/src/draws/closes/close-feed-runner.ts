import { Injectable } from '@nestjs/common';
import { Clock } from '../../shared/clock/clock.js';
import type { CommandMeta } from '../../shared/cqrs/command-meta.js';
import type { LoadedStream } from '../../shared/event-sourcing/single-stream.js';
import { eventMetadata } from '../../shared/event-store/event-metadata.js';
import { EventIdConflictError, EventStore, WrongExpectedVersionError } from '../../shared/event-store/event-store.port.js';
import { decide, type CloseFeedCommand } from './close-feed.decide.js';
import { CloseFeedBusyError } from './close-feed.errors.js';
import { CLOSE_FEED_STREAM, closeEventId, evolve, type CloseFeedState } from './close-feed.js';
import { CurrentCloseFeed } from './current-close-feed.js';

export interface CloseFeedChange extends LoadedStream<CloseFeedState> {
  /** False when nothing was stored: the round was in the feed already. */
  changed: boolean;
}

/** Attempts after the first before a conflict is reported. */
export const MAX_CONFLICT_RETRIES = 8;

/**
 * Load, decide, append for the feed of closes. The append expects the version the
 * decision was made on, so two closers at once (two instances, a hand-over between
 * scheduler leaders) never both take the same seq: the loser decides again on the winner's
 * entry, getting the next seq, or nothing if the winner recorded the same round (whose
 * event id, from the round, makes a repeated append a no-op too).
 */
@Injectable()
export class CloseFeedRunner {
  // Appends in this instance take turns, so they do not lose races to each other.
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
    private readonly current: CurrentCloseFeed,
  ) {}

  run(command: CloseFeedCommand, meta: CommandMeta): Promise<CloseFeedChange> {
    const turn = this.queue.then(() => this.decideAndAppend(command, meta));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async decideAndAppend(command: CloseFeedCommand, meta: CommandMeta): Promise<CloseFeedChange> {
    for (let conflicts = 0; ; conflicts++) {
      const loaded = await this.current.read();
      // A refused entry throws here, before anything is written.
      const decided = decide(command, loaded.state);
      if (decided.length === 0) return { ...loaded, changed: false };
      const metadata = eventMetadata(meta, this.clock);
      const events = decided.map((e) => ({ id: closeEventId(e.data.roundId), type: e.type, data: e.data as unknown as Record<string, unknown>, metadata }));
      try {
        const appended = await this.store.append(CLOSE_FEED_STREAM, events, loaded.version);
        if (appended.duplicate) return { ...(await this.current.read()), changed: false };
        const next = { state: decided.reduce(evolve, loaded.state), version: appended.nextExpectedVersion };
        this.current.accept(next);
        return { ...next, changed: true };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError || error instanceof EventIdConflictError)) throw error;
        if (conflicts >= MAX_CONFLICT_RETRIES) throw new CloseFeedBusyError();
        // A random pause, longer after each loss, so racing instances stop meeting.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * (conflicts + 1)));
      }
    }
  }
}
