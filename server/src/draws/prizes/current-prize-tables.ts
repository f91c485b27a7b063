import { Injectable } from '@nestjs/common';
import { EventStore } from '../../shared/event-store/event-store.port.js';
import { initialPrizeTables, PRIZE_TABLES_STREAM, replay, type PrizeTablesState } from './prize-tables.js';

export interface LoadedPrizeTables {
  state: PrizeTablesState;
  /** The stream version the state reflects (0: nothing changed yet). */
  version: number;
}

/**
 * The prize tables as they stand, for the admin's and the players' reads and for the
 * command runner: folded from the `prize-tables` stream, kept in memory, caught up with a
 * read of the stream's tail (one indexed query that finds nothing when nothing changed).
 *
 * The same discipline as the settings' CurrentSettings: every read reflects every change
 * committed before it began, in any instance, so a read joins only a catch-up that has not
 * begun yet; the database sees at most one small query at a time per instance.
 */
@Injectable()
export class CurrentPrizeTables {
  private known: LoadedPrizeTables = { state: frozen(initialPrizeTables()), version: 0 };
  private running: Promise<LoadedPrizeTables> | null = null;
  private queued: Promise<LoadedPrizeTables> | null = null;

  constructor(private readonly store: EventStore) {}

  read(): Promise<LoadedPrizeTables> {
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
  accept(loaded: LoadedPrizeTables): void {
    if (loaded.version > this.known.version) this.known = { state: frozen(loaded.state), version: loaded.version };
  }

  private start(): Promise<LoadedPrizeTables> {
    const run = this.catchUp().finally(() => {
      if (this.running === run) this.running = null;
    });
    this.running = run;
    return run;
  }

  private async catchUp(): Promise<LoadedPrizeTables> {
    const from = this.known;
    const newer = await this.store.readStream(PRIZE_TABLES_STREAM, { fromVersion: from.version + 1 });
    if (newer.length > 0) this.accept({ state: replay(newer, from.state), version: newer.at(-1)!.streamVersion });
    return this.known;
  }
}

/** Readers share one state: none of them may change it for the others. */
function frozen(state: PrizeTablesState): PrizeTablesState {
  for (const table of Object.values(state)) Object.freeze(Object.freeze(table).multipliers);
  return Object.freeze(state);
}
