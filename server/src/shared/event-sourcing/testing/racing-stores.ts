import { InMemoryEventStore } from '../../event-store/in-memory/in-memory-event-store.js';
import type { AppendResult, NewEvent, ReadStreamOptions, StoredEvent, StreamEvents } from '../../event-store/event-store.port.js';

/**
 * In-memory stores that stage the races a single stream must survive, for unit tests of
 * shared/event-sourcing and of the features built on it.
 */

/** A store in which "another instance" appends just before some of our appends land. */
export class RacingStore extends InMemoryEventStore {
  /** Each runs once, before one of the next appends (not inside the race's own appends). */
  races: Array<() => Promise<unknown>> = [];
  private racing = false;

  override async append(streamId: string, events: NewEvent[], expectedVersion: number): Promise<AppendResult> {
    await this.race();
    return super.append(streamId, events, expectedVersion);
  }

  override async appendTogether(appends: StreamEvents[]): Promise<AppendResult[]> {
    await this.race();
    return super.appendTogether(appends);
  }

  private async race(): Promise<void> {
    const race = this.racing ? undefined : this.races.shift();
    if (!race) return;
    this.racing = true;
    await race().finally(() => (this.racing = false));
  }
}

/**
 * A store whose stream reads take their snapshot at once but answer only when the test
 * lets them (as a query whose snapshot predates a commit), and are counted.
 */
export class GatedStore extends InMemoryEventStore {
  reads = 0;
  private gates: Array<() => void> = [];

  override async readStream(streamId: string, options?: ReadStreamOptions): Promise<StoredEvent[]> {
    this.reads++;
    const snapshot = await super.readStream(streamId, options);
    await new Promise<void>((resolve) => this.gates.push(resolve));
    return snapshot;
  }

  /** Lets the oldest waiting read go on. */
  async releaseOne(): Promise<void> {
    for (let i = 0; this.gates.length === 0; i++) {
      if (i > 100) throw new Error('No read is waiting');
      await new Promise((resolve) => setImmediate(resolve));
    }
    this.gates.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
  }
}
