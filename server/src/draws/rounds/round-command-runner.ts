import { Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { Clock } from '../../shared/clock/clock.js';
import type { CommandMeta } from '../../shared/cqrs/command-meta.js';
import { eventMetadata } from '../../shared/event-store/event-metadata.js';
import { EventIdConflictError, EventStore, WrongExpectedVersionError } from '../../shared/event-store/event-store.port.js';
import { decide, type RoundCommand } from './round.decide.js';
import { evolve, initialRoundState, isRoundEvent, roundEventIdOf, roundStreamId, type RoundState } from './round.js';
import { RoundChanged } from './round.notices.js';
import { RoundBusyError } from './rounds.errors.js';

export interface LoadedRound {
  state: RoundState;
  version: number;
}

/** Attempts after the first before a conflict is reported. */
const MAX_CONFLICT_RETRIES = 5;

/**
 * Load, decide, append for the round streams. Event ids come from round and type
 * (roundEventId), so the same transition by two callers is stored once: the second append
 * is a duplicate or meets a new version, and deciding again on the fresh state decides
 * nothing. Rule violations throw before anything is written.
 */
@Injectable()
export class RoundCommandRunner {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
    private readonly eventBus: EventBus,
  ) {}

  async load(roundId: string): Promise<LoadedRound> {
    const events = await this.store.readStream(roundStreamId(roundId));
    let state = initialRoundState();
    for (const event of events) if (isRoundEvent(event)) state = evolve(state, event);
    return { state, version: events.at(-1)?.streamVersion ?? 0 };
  }

  async run(roundId: string, command: RoundCommand, meta: CommandMeta): Promise<LoadedRound> {
    for (let conflicts = 0; ; conflicts++) {
      const loaded = await this.load(roundId);
      const decided = decide(command, loaded.state);
      if (decided.length === 0) return loaded;
      const metadata = eventMetadata(meta, this.clock);
      const events = decided.map((e) => ({ id: roundEventIdOf(roundId, e), type: e.type, data: e.data as unknown as Record<string, unknown>, metadata }));
      try {
        const appended = await this.store.append(roundStreamId(roundId), events, loaded.version);
        if (!appended.duplicate) {
          this.eventBus.publish(new RoundChanged(roundId));
          return { state: decided.reduce(evolve, loaded.state), version: appended.nextExpectedVersion };
        }
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError || error instanceof EventIdConflictError)) throw error;
      }
      // Another caller made this transition (or another) first: decide again on what is stored.
      if (conflicts >= MAX_CONFLICT_RETRIES) throw new RoundBusyError(roundId);
    }
  }
}
