import { type StoredEvent } from '../event-store.port.js';
import { events, headCheckpoint, ids, newEvent, readAllFrom, sleep, stream, waitFor, type HarnessRef } from './contract-kit.js';

/** Catch-up subscriptions: resuming from a checkpoint, and the gap case. */
export function describeSubscriptions(harness: HarnessRef): void {
  it('resumes a catch-up subscription from its stored checkpoint after a restart', async () => {
    const store = harness().store;
    const start = await headCheckpoint(store);
    const s = stream();
    await store.append(s, events(3), 0);
    const seen: StoredEvent[] = [];
    let stored = start;
    const first = store.subscribe({
      fromCheckpoint: start,
      onEvent: async (e) => {
        seen.push(e);
        stored = e.checkpoint;
      },
    });
    await waitFor(() => seen.length >= 3, 'the first three events');
    await first.stop();

    const whileDown = (await store.append(s, events(2), 3)).events;
    const resumed: StoredEvent[] = [];
    const second = store.subscribe({ fromCheckpoint: stored, onEvent: async (e) => void resumed.push(e) });
    try {
      await waitFor(() => resumed.length >= 2, 'the events appended while stopped');
      const live = (await store.append(s, events(1), 5)).events;
      await waitFor(() => resumed.length >= 3, 'a live event');
      await sleep(100);
      expect(ids(seen)).toEqual(ids(await store.readStream(s, { limit: 3 })));
      expect(ids(resumed)).toEqual(ids([...whileDown, ...live]));
    } finally {
      await second.stop();
    }
  });

  it('never delivers past a position whose transaction may still commit (the gap case)', async () => {
    const store = harness().store;
    const h = harness();
    const start = await headCheckpoint(store);
    const [early, late] = [stream('early'), stream('late')];
    const [earlyEvent, lateEvent] = [newEvent('Early'), newEvent('Late')];
    const delivered: StoredEvent[] = [];
    const subscription = store.subscribe({ fromCheckpoint: start, onEvent: async (e) => void delivered.push(e) });
    try {
      const held = h.holdOpenAppend ? await h.holdOpenAppend(early, [earlyEvent], 0) : null;
      if (!held) await store.append(early, [earlyEvent], 0);
      await store.append(late, [lateEvent], 0);
      if (held) {
        // The later append has committed, but an earlier position is still in flight.
        const page = await store.readAll(start, 100);
        expect(page.events).toEqual([]);
        expect(page.checkpoint).toBe(start);
        await sleep(300);
        expect(delivered).toEqual([]);
        await held.commit();
      }
      await waitFor(() => delivered.length >= 2, 'both events');
      await sleep(100);
      expect(ids(delivered)).toEqual([earlyEvent.id, lateEvent.id]);
      expect(ids(await readAllFrom(store, start))).toEqual([earlyEvent.id, lateEvent.id]);
      expect(ids(await readAllFrom(store, delivered[0].checkpoint))).toEqual([lateEvent.id]);
    } finally {
      await subscription.stop();
    }
  });
}
