import { EventIdConflictError, WrongExpectedVersionError } from '../event-store.port.js';
import { events, headCheckpoint, ids, newEvent, readAllIncluding, stream, type HarnessRef } from './contract-kit.js';

/** Appends: new streams, expected versions, concurrency, idempotent ids, batches. */
export function describeAppends(harness: HarnessRef): void {
  it('appends to a new stream and reads it back', async () => {
    const store = harness().store;
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
    const store = harness().store;
    const s = stream();
    await store.append(s, events(2), 0);
    const result = await store.append(s, events(1), 2);
    expect(result.nextExpectedVersion).toBe(3);
    expect(result.events[0].streamVersion).toBe(3);
  });

  it('rejects a stale or premature expected version and writes nothing', async () => {
    const store = harness().store;
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
    const store = harness().store;
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
    const store = harness().store;
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
    expect((await store.readStream(s)).length).toBe(3);
  });

  it('refuses an event id stored in another stream (where ids are unique across streams)', async () => {
    const h = harness();
    const event = newEvent();
    await h.store.append(stream(), [event], 0);
    const other = stream();
    const outcome = await h.store.append(other, [event], 0).catch((e: unknown) => e);
    if (h.idsUniqueAcrossStreams === false) {
      expect(outcome).toMatchObject({ duplicate: false, events: [{ id: event.id, streamId: other, streamVersion: 1 }] });
    } else {
      expect(outcome).toBeInstanceOf(EventIdConflictError);
      expect(await h.store.readStream(other)).toEqual([]);
    }
  });

  it('appends one event to each of many streams, each item with its own outcome', async () => {
    const store = harness().store;
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
      [taken, harness().idsUniqueAcrossStreams === false ? 'appended' : 'conflict'],
    ]);
    const [a, b, c, d, e] = outcomes;
    expect(a).toMatchObject({ nextExpectedVersion: 1, event: { streamId: fresh, streamVersion: 1, data: { amount: 1 } } });
    expect(b).toMatchObject({ nextExpectedVersion: 2, event: { streamId: current, streamVersion: 2 } });
    expect(c.outcome === 'conflict' && c.error).toBeInstanceOf(WrongExpectedVersionError);
    expect(c).toMatchObject({ error: { actualVersion: 2, expectedVersion: 1 } });
    expect(d).toMatchObject({ nextExpectedVersion: 1, event: original });
    if (harness().idsUniqueAcrossStreams !== false) {
      expect(e.outcome === 'conflict' && e.error).toBeInstanceOf(EventIdConflictError);
      expect(await store.readStream(taken)).toEqual([]);
      expect(await store.listStreams(taken)).toEqual([]);
    }

    expect(await store.readStream(fresh)).toEqual([a.outcome === 'appended' && a.event]);
    for (const s of [fresh, current, stale, repeated]) expect((await store.verifyStream(s)).ok).toBe(true);
    const appended = [a, b, e].flatMap((o) => (o.outcome === 'appended' ? [o.event.id] : []));
    expect(ids(await readAllIncluding(store, start, appended)).sort()).toEqual(appended.sort());
    await expect(store.appendToMany([{ streamId: fresh, expectedVersion: 1, event: newEvent() }, { streamId: fresh, expectedVersion: 1, event: newEvent() }])).rejects.toThrow();
  });

  it('appends to several streams together, all or nothing, where the store can', async () => {
    const store = harness().store;
    const [a, b] = [stream('together'), stream('together')];
    if (!store.appendsTogether) {
      await expect(store.appendTogether([{ streamId: a, events: events(1), expectedVersion: 0 }])).rejects.toThrow(/one transaction/);
      return;
    }
    await store.append(b, events(1), 0);
    const start = await headCheckpoint(store);
    // A stale version in one part writes nothing in the other.
    const stale = await store.appendTogether([{ streamId: a, events: events(1), expectedVersion: 0 }, { streamId: b, events: events(1), expectedVersion: 0 }]).catch((e: unknown) => e);
    expect(stale).toBeInstanceOf(WrongExpectedVersionError);
    expect(stale).toMatchObject({ streamId: b, expectedVersion: 0, actualVersion: 1 });
    // So does a stored id, even one of a full repeat.
    const stored = (await store.readStream(b))[0];
    const repeated = await store.appendTogether([{ streamId: a, events: events(1), expectedVersion: 0 }, { streamId: b, events: [stored], expectedVersion: 0 }]).catch((e: unknown) => e);
    expect(repeated).toBeInstanceOf(EventIdConflictError);
    expect(await store.readStream(a)).toEqual([]);

    const [first, second] = await store.appendTogether([{ streamId: b, events: events(2), expectedVersion: 1 }, { streamId: a, events: events(1), expectedVersion: 0 }]);
    expect(first).toMatchObject({ nextExpectedVersion: 3, duplicate: false });
    expect(second.events.map((e) => [e.streamId, e.streamVersion])).toEqual([[a, 1]]);
    expect(ids(await readAllIncluding(store, start, [...ids(first.events), ...ids(second.events)])).sort()).toEqual([...ids(first.events), ...ids(second.events)].sort());
    for (const s of [a, b]) expect((await store.verifyStream(s)).ok).toBe(true);
  });

  it('lets one of two appends together that share a stream win, and writes nothing of the other', async () => {
    const store = harness().store;
    if (!store.appendsTogether) return;
    const [shared, x, y] = [stream('shared'), stream('x'), stream('y')];
    const outcomes = await Promise.allSettled([
      store.appendTogether([{ streamId: x, events: events(1), expectedVersion: 0 }, { streamId: shared, events: events(1), expectedVersion: 0 }]),
      store.appendTogether([{ streamId: shared, events: events(1), expectedVersion: 0 }, { streamId: y, events: events(1), expectedVersion: 0 }]),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const lost = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toBeInstanceOf(WrongExpectedVersionError);
    expect((await store.readStream(shared)).length).toBe(1);
    expect((await store.readStream(x)).length + (await store.readStream(y)).length).toBe(1);
  });

  it('refuses an append without events or with a negative expected version', async () => {
    const store = harness().store;
    const s = stream();
    await expect(store.append(s, [], 0)).rejects.toThrow(TypeError);
    await expect(store.append(s, events(1), -1)).rejects.toThrow(TypeError);
    expect(await store.readStream(s)).toEqual([]);
  });
}
