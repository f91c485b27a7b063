import { Injectable } from '@nestjs/common';
import { EventStore } from '../shared/event-store/event-store.port.js';
import { initialSettings, replay, SETTINGS_STREAM, type SettingsState } from './settings.js';

export interface LoadedSettings {
  state: SettingsState;
  /** The stream version the state reflects (0: nothing set yet). */
  version: number;
}

/**
 * The settings as they stand, for GetSettings and for the command runner: the state
 * folded from the `settings` stream, kept in memory, caught up with a read of the
 * stream's tail (one indexed query that finds nothing when nothing changed).
 *
 * Every read reflects every change committed before it began, in this instance or
 * another on the same database: a catch-up that began earlier could miss one, so a read
 * only joins a catch-up that has not begun yet. On a hot path that bounds the database's
 * work to one small query at a time per instance, whatever the number of readers, and a
 * reader waits at most for the one running and the one it joined.
 */
@Injectable()
export class CurrentSettings {
  private known: LoadedSettings = { state: deepFreeze(initialSettings()), version: 0 };
  private running: Promise<LoadedSettings> | null = null;
  private queued: Promise<LoadedSettings> | null = null;

  constructor(private readonly store: EventStore) {}

  read(): Promise<LoadedSettings> {
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
  accept(loaded: LoadedSettings): void {
    if (loaded.version > this.known.version) this.known = { state: deepFreeze(loaded.state), version: loaded.version };
  }

  private start(): Promise<LoadedSettings> {
    const run = this.catchUp().finally(() => {
      if (this.running === run) this.running = null;
    });
    this.running = run;
    return run;
  }

  private async catchUp(): Promise<LoadedSettings> {
    const from = this.known;
    const newer = await this.store.readStream(SETTINGS_STREAM, { fromVersion: from.version + 1 });
    if (newer.length > 0) this.accept({ state: replay(newer, from.state), version: newer.at(-1)!.streamVersion });
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
