import { randomUUID } from 'node:crypto';
import { events, ids, stream, type HarnessRef } from './contract-kit.js';

/** findEvents: the idempotency lookup of keyed commands (a stored id, whatever came after). */
export function describeLookups(harness: HarnessRef): void {
  it('finds stored events of a stream by id, in version order, however long ago they were appended', async () => {
    const store = harness().store;
    const s = stream();
    const first = await store.append(s, events(2), 0);
    // More than an adapter's recent-id window (KurrentDB: 100) between them and the lookup.
    for (let v = 2; v < 130; v += 16) await store.append(s, events(16), v);
    const [a, b] = ids(first.events);
    const found = await store.findEvents(s, [b, randomUUID(), a]);
    expect(found.map((e) => [e.id, e.streamVersion])).toEqual([
      [a, 1],
      [b, 2],
    ]);
    expect(found[0]).toEqual(first.events[0]);
  });

  it('finds nothing for unknown ids, an empty list, or ids stored in another stream', async () => {
    const store = harness().store;
    const s = stream();
    const other = stream();
    const appended = await store.append(other, events(1), 0);
    await store.append(s, events(1), 0);
    expect(await store.findEvents(s, [])).toEqual([]);
    expect(await store.findEvents(s, [randomUUID()])).toEqual([]);
    expect(await store.findEvents(s, ids(appended.events))).toEqual([]);
    expect(await store.findEvents(stream('missing'), [randomUUID()])).toEqual([]);
  });
}
