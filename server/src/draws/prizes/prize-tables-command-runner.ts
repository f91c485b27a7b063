import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../shared/clock/clock.js';
import type { CommandMeta } from '../../shared/cqrs/command-meta.js';
import { eventMetadata } from '../../shared/event-store/event-metadata.js';
import { EventIdConflictError, EventStore, WrongExpectedVersionError, type NewEvent } from '../../shared/event-store/event-store.port.js';
import { commandFingerprint, findOriginalOutcome, keyedEventIds, type CommandKey } from '../../shared/idempotency/keyed-command.js';
import { CurrentPrizeTables, type LoadedPrizeTables } from './current-prize-tables.js';
import { decide, type PrizeTablesCommand } from './prize-tables.decide.js';
import { evolve, PRIZE_TABLES_STREAM, type PrizeTablesEvent, type PrizeTablesState } from './prize-tables.js';
import { PrizeTablesBusyError } from './prizes.errors.js';

export interface PrizeTablesChangeResult {
  state: PrizeTablesState;
  version: number;
  /** False when nothing was stored: the table was already so, or the key's change was made before. */
  changed: boolean;
}

/** Attempts after the first before a conflict is reported to the admin. */
export const MAX_CONFLICT_RETRIES = 5;

/**
 * Load, decide, append (house style 3), as the settings' runner does: the state from
 * CurrentPrizeTables, caught up before each decision; a change by another instance in
 * between fails the append's expected version and the command is decided again. An
 * `Idempotency-Key` makes a change keyed (shared/idempotency): a retry gets the original
 * outcome even after the table moved on, and the same key with another body is a 409.
 */
@Injectable()
export class PrizeTablesCommandRunner {
  // Changes in this instance take turns, so they do not lose appends to each other.
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
    private readonly current: CurrentPrizeTables,
  ) {}

  run(command: PrizeTablesCommand, meta: CommandMeta, idempotencyKey?: string): Promise<PrizeTablesChangeResult> {
    const keyed = idempotencyKey === undefined ? undefined : { key: `${meta.actor}/${idempotencyKey}`, fingerprint: commandFingerprint(command) };
    const turn = this.queue.then(() => this.decideAndAppend(command, meta, keyed));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async decideAndAppend(command: PrizeTablesCommand, meta: CommandMeta, keyed: CommandKey | undefined): Promise<PrizeTablesChangeResult> {
    if (keyed && (await findOriginalOutcome(this.store, PRIZE_TABLES_STREAM, keyed))) return this.unchanged(await this.current.read());
    for (let conflicts = 0; ; conflicts++) {
      const loaded = await this.current.read();
      // Rule violations throw here, before anything is written.
      const decided = decide(command, loaded.state);
      if (decided.length === 0) return this.unchanged(loaded);
      try {
        const appended = await this.store.append(PRIZE_TABLES_STREAM, this.newEvents(decided, meta, keyed), loaded.version);
        if (appended.duplicate) return this.unchanged(await this.current.read());
        const next = { state: decided.reduce(evolve, loaded.state), version: appended.nextExpectedVersion };
        this.current.accept(next);
        return { ...next, changed: true };
      } catch (error) {
        // The key's event is stored already (a retry racing its original in another instance).
        if (error instanceof EventIdConflictError && keyed) return this.unchanged(await this.current.read());
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        if (conflicts >= MAX_CONFLICT_RETRIES) throw new PrizeTablesBusyError();
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * (conflicts + 1)));
      }
    }
  }

  private newEvents(decided: PrizeTablesEvent[], meta: CommandMeta, keyed: CommandKey | undefined): NewEvent[] {
    const ids = keyed ? keyedEventIds(PRIZE_TABLES_STREAM, keyed.key, decided.length) : decided.map(() => randomUUID());
    const metadata = eventMetadata(meta, this.clock, keyed);
    return decided.map((e, i) => ({ id: ids[i]!, type: e.type, data: e.data as unknown as Record<string, unknown>, metadata }));
  }

  private unchanged({ state, version }: LoadedPrizeTables): PrizeTablesChangeResult {
    return { state, version, changed: false };
  }
}
