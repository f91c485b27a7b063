import { randomUUID } from 'node:crypto';
import { type StoredEvent, type EventStore } from '../event-store.port.js';
import { events, headCheckpoint, ids, readAllFrom, readAllIncluding, stream, type HarnessRef } from './contract-kit.js';

/** Reads: a stream forward and backward, the whole log from a checkpoint, stream lists. */
export function describeReads(harness: HarnessRef): void {
  it('reads a stream forward and backward from a version, with a limit', async () => {
    const store = harness().store;
    const s = stream();
    await store.append(s, events(5), 0);
    const versions = async (options: Parameters<EventStore['readStream']>[1]) =>
      (await store.readStream(s, options)).map((e) => e.streamVersion);
    expect(await versions({ fromVersion: 3 })).toEqual([3, 4, 5]);
    expect(await versions({ fromVersion: 2, limit: 2 })).toEqual([2, 3]);
    expect(await versions({ direction: 'backward' })).toEqual([5, 4, 3, 2, 1]);
    expect(await versions({ direction: 'backward', fromVersion: 4, limit: 3 })).toEqual([4, 3, 2]);
    expect(await versions({ fromVersion: 6 })).toEqual([]);
    expect(await store.readStream(stream('missing'))).toEqual([]);
  });

  it('reads all events in global order from a checkpoint, page by page', async () => {
    const store = harness().store;
    const start = await headCheckpoint(store);
    const a = stream();
    const b = stream();
    const appended: StoredEvent[] = [];
    appended.push(...(await store.append(a, events(2), 0)).events);
    appended.push(...(await store.append(b, events(1), 0)).events);
    appended.push(...(await store.append(a, events(2), 2)).events);

    const all = await readAllIncluding(store, start, ids(appended));
    expect(ids(all)).toEqual(ids(appended));
    expect(all).toEqual(appended);

    const paged: StoredEvent[] = [];
    let checkpoint: string | null = start;
    for (;;) {
      const page = await store.readAll(checkpoint, 2);
      if (page.events.length === 0) {
        expect(page.checkpoint).toBe(checkpoint);
        break;
      }
      expect(page.checkpoint).toBe(page.events.at(-1)!.checkpoint);
      paged.push(...page.events);
      checkpoint = page.checkpoint;
    }
    expect(ids(paged)).toEqual(ids(appended));
    expect(await readAllFrom(store, appended[2].checkpoint)).toEqual(appended.slice(3));
  });

  it('lists streams by prefix', async () => {
    const store = harness().store;
    const prefix = `list${randomUUID().slice(0, 8)}-`;
    const names = [`${prefix}b`, `${prefix}a`, `${prefix}c_%`];
    for (const s of names) await store.append(s, events(1), 0);
    await store.append(`${prefix.slice(0, -1)}x-other`, events(1), 0);
    expect(await store.listStreams(prefix)).toEqual([...names].sort());
    expect(await store.listStreams(`${prefix}c_`)).toEqual([`${prefix}c_%`]);
  });
}
