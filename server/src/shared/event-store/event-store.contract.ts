import { randomUUID } from 'node:crypto';
import {
  EventIdConflictError,
  WrongExpectedVersionError,
  type EventStore,
  type NewEvent,
  type StoredEvent,
} from './event-store.port.js';

/**
 * The one contract every event store adapter passes (DESIGN.md section 1). An adapter's
 * spec calls describeEventStoreContract with a harness that opens a store and can damage
 * it behind its back, as an attacker with database access would.
 */
export interface EventStoreHarness {
  store: EventStore;
  /** Changes the stored data of one event without going through the store. */
  alterEvent(streamId: string, version: number): Promise<void>;
  /** Removes one stored event without going through the store. */
  removeEvent(streamId: string, version: number): Promise<void>;
  /**
   * Where a transaction can take a position and commit after later ones (PostgreSQL):
   * appends in a transaction that stays open until commit(). Stores where this gap
   * cannot happen leave it out, and the gap test then checks plain ordering.
   */
  holdOpenAppend?(streamId: string, events: NewEvent[], expectedVersion: number): Promise<{ commit(): Promise<void> }>;
  /** Releases everything the harness opened (the store included). */
  dispose(): Promise<void>;
}

export function newEvent(type = 'ThingHappened', data: Record<string, unknown> = {}): NewEvent {
  return {
    id: randomUUID(),
    type,
    data: { note: 'ñ "quoted" \\ ₹', nested: { b: 2, a: [1, 'x', null] }, ...data },
    metadata: { actor: 'user:u1', correlationId: randomUUID(), causationId: null, occurredAt: '2026-01-05T04:30:00.000Z' },
  };
}

export const events = (n: number, type?: string) => Array.from({ length: n }, (_, i) => newEvent(type, { i }));
const stream = (name = 'test') => `${name}-${randomUUID()}`;
const ids = (list: { id: string }[]) => list.map((e) => e.id);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function waitFor(check: () => boolean, what: string, timeoutMs = 8000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await sleep(10);
  }
}

/** The checkpoint after everything stored so far. */
export async function headCheckpoint(store: EventStore): Promise<string | null> {
  let checkpoint: string | null = null;
  for (;;) {
    const page = await store.readAll(checkpoint, 1000);
    if (page.events.length === 0) return checkpoint;
    checkpoint = page.checkpoint;
  }
}

async function readAllFrom(store: EventStore, checkpoint: string | null, limit = 1000): Promise<StoredEvent[]> {
  return (await store.readAll(checkpoint, limit)).events;
}

export function describeEventStoreContract(name: string, open: () => Promise<EventStoreHarness>): void {
  describe(`${name} event store contract`, () => {
    let h: EventStoreHarness;
    let store: EventStore;
    beforeAll(async () => {
      h = await open();
      store = h.store;
    });
    afterAll(async () => {
      await h?.dispose();
    });

    it('appends to a new stream and reads it back', async () => {
      const s = stream();
      const batch = events(2);
      const result = await store.append(s, batch, 0);
      expect(result.duplicate).toBe(false);
      expect(result.nextExpectedVersion).toBe(2);
      expect(result.events.map((e) => [e.id, e.streamId, e.streamVersion])).toEqual([
        [batch[0].id, s, 1],
        [batch[1].id, s, 2],
      ]);
      expect(result.events[1].globalPosition).toBeGreaterThan(result.events[0].globalPosition);
      const read = await store.readStream(s);
      expect(read).toEqual(result.events);
      expect(read[0]).toMatchObject({ type: batch[0].type, data: batch[0].data, metadata: batch[0].metadata });
      expect(read[0].hash).toMatch(/^[0-9a-f]{64}$/);
      expect(Number.isNaN(Date.parse(read[0].createdAt))).toBe(false);
    });

    it('appends at the exact expected version', async () => {
      const s = stream();
      await store.append(s, events(2), 0);
      const result = await store.append(s, events(1), 2);
      expect(result.nextExpectedVersion).toBe(3);
      expect(result.events[0].streamVersion).toBe(3);
    });

    it('rejects a stale or premature expected version and writes nothing', async () => {
      const s = stream();
      await store.append(s, events(2), 0);
      for (const expected of [0, 1, 3]) {
        const error = await store.append(s, events(1), expected).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(WrongExpectedVersionError);
        expect(error).toMatchObject({ streamId: s, expectedVersion: expected, actualVersion: 2 });
      }
      const missing = await store.append(stream(), events(1), 4).catch((e: unknown) => e);
      expect(missing).toMatchObject({ actualVersion: 0, expectedVersion: 4 });
      expect((await store.readStream(s)).length).toBe(2);
    });

    it.each([0, 1])('lets exactly one of 50 concurrent appends at expected version %i win', async (expected) => {
      const s = stream();
      if (expected > 0) await store.append(s, events(expected), 0);
      const outcomes = await Promise.allSettled(Array.from({ length: 50 }, () => store.append(s, events(1), expected)));
      const won = outcomes.filter((o) => o.status === 'fulfilled');
      const lost = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(49);
      for (const error of lost) {
        expect(error).toBeInstanceOf(WrongExpectedVersionError);
        expect(error).toMatchObject({ actualVersion: expected + 1 });
      }
      expect((await store.readStream(s)).map((e) => e.streamVersion)).toEqual(Array.from({ length: expected + 1 }, (_, i) => i + 1));
    });

    it('treats re-appending stored event ids as a no-op that returns the originals', async () => {
      const s = stream();
      const batch = events(2);
      const first = await store.append(s, batch, 0);
      await store.append(s, events(1), 2);
      // A retry carries its original (now stale) expected version: still no error.
      const again = await store.append(s, batch, 0);
      expect(again.duplicate).toBe(true);
      expect(again.events).toEqual(first.events);
      expect(again.nextExpectedVersion).toBe(3);
      expect((await store.readStream(s)).length).toBe(3);

      const mixed = await store.append(s, [batch[1], newEvent()], 3).catch((e: unknown) => e);
      expect(mixed).toBeInstanceOf(EventIdConflictError);
      const elsewhere = await store.append(stream(), [batch[0]], 0).catch((e: unknown) => e);
      expect(elsewhere).toBeInstanceOf(EventIdConflictError);
      expect((await store.readStream(s)).length).toBe(3);
    });

    it('reads a stream forward and backward from a version, with a limit', async () => {
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
      const start = await headCheckpoint(store);
      const a = stream();
      const b = stream();
      const appended: StoredEvent[] = [];
      appended.push(...(await store.append(a, events(2), 0)).events);
      appended.push(...(await store.append(b, events(1), 0)).events);
      appended.push(...(await store.append(a, events(2), 2)).events);

      const all = await readAllFrom(store, start);
      expect(ids(all)).toEqual(ids(appended));
      expect(all).toEqual(appended);

      const paged: StoredEvent[] = [];
      let checkpoint = start;
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

    it('resumes a catch-up subscription from its stored checkpoint after a restart', async () => {
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

    it('detects an altered or removed event with the hash chain', async () => {
      const [altered, removed, truncated] = [stream(), stream(), stream()];
      for (const s of [altered, removed, truncated]) await store.append(s, events(3), 0);
      expect(await store.verifyStream(altered)).toEqual({ streamId: altered, events: 3, ok: true });

      await h.alterEvent(altered, 2);
      await h.removeEvent(removed, 2);
      await h.removeEvent(truncated, 3);
      for (const s of [altered, removed, truncated]) {
        const result = await store.verifyStream(s);
        expect(result.ok).toBe(false);
        expect(result.problem).toEqual(expect.any(String));
      }
    });

    it('appends one event to each of many streams, each item with its own outcome', async () => {
      const [fresh, current, stale, repeated, taken] = [stream(), stream(), stream(), stream(), stream()];
      await store.append(current, events(1), 0);
      await store.append(stale, events(2), 0);
      const [repeat, stolen] = [newEvent(), newEvent()];
      const original = (await store.append(repeated, [repeat], 0)).events[0];
      await store.append(stream(), [stolen], 0);
      const start = await headCheckpoint(store);

      const outcomes = await store.appendToMany([
        { streamId: fresh, expectedVersion: 0, event: newEvent('Credited', { amount: 1 }) },
        { streamId: current, expectedVersion: 1, event: newEvent('Credited', { amount: 2 }) },
        { streamId: stale, expectedVersion: 1, event: newEvent() },
        { streamId: repeated, expectedVersion: 0, event: repeat },
        { streamId: taken, expectedVersion: 0, event: stolen },
      ]);
      expect(outcomes.map((o) => [o.streamId, o.outcome])).toEqual([
        [fresh, 'appended'],
        [current, 'appended'],
        [stale, 'conflict'],
        [repeated, 'duplicate'],
        [taken, 'conflict'],
      ]);
      const [a, b, c, d, e] = outcomes;
      expect(a).toMatchObject({ nextExpectedVersion: 1, event: { streamId: fresh, streamVersion: 1, data: { amount: 1 } } });
      expect(b).toMatchObject({ nextExpectedVersion: 2, event: { streamId: current, streamVersion: 2 } });
      expect(c.outcome === 'conflict' && c.error).toBeInstanceOf(WrongExpectedVersionError);
      expect(c).toMatchObject({ error: { actualVersion: 2, expectedVersion: 1 } });
      expect(d).toMatchObject({ nextExpectedVersion: 1, event: original });
      expect(e.outcome === 'conflict' && e.error).toBeInstanceOf(EventIdConflictError);

      expect(await store.readStream(fresh)).toEqual([a.outcome === 'appended' && a.event]);
      expect(await store.readStream(taken)).toEqual([]);
      expect(await store.listStreams(taken)).toEqual([]);
      for (const s of [fresh, current, stale, repeated]) expect((await store.verifyStream(s)).ok).toBe(true);
      expect(ids(await readAllFrom(store, start)).sort()).toEqual(
        [a, b].map((o) => (o.outcome === 'appended' ? o.event.id : '')).sort(),
      );
      await expect(store.appendToMany([{ streamId: fresh, expectedVersion: 1, event: newEvent() }, { streamId: fresh, expectedVersion: 1, event: newEvent() }])).rejects.toThrow();
    });

    it('lists streams by prefix', async () => {
      const prefix = `list${randomUUID().slice(0, 8)}-`;
      const names = [`${prefix}b`, `${prefix}a`, `${prefix}c_%`];
      for (const s of names) await store.append(s, events(1), 0);
      await store.append(`${prefix.slice(0, -1)}x-other`, events(1), 0);
      expect(await store.listStreams(prefix)).toEqual([...names].sort());
      expect(await store.listStreams(`${prefix}c_`)).toEqual([`${prefix}c_%`]);
    });
  });
}
