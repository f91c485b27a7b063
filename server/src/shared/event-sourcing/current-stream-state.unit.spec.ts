import { jest } from '@jest/globals';
import { InMemoryEventStore } from '../event-store/in-memory/in-memory-event-store.js';
import { CurrentStreamState } from './current-stream-state.js';
import { GatedStore } from './testing/racing-stores.js';
import { TALLY_STREAM, tallyStream } from './testing/tally-stream.js';

const meta = { actor: 'admin:a1', correlationId: 'c', causationId: null, occurredAt: '2026-01-05T04:30:00.000Z' };
const added = (amount: number) => ({ id: crypto.randomUUID(), type: 'Added', data: { amount }, metadata: meta });

describe('CurrentStreamState', () => {
  it('given nothing stored, when read, then the initial state at version 0', async () => {
    const current = new CurrentStreamState(new InMemoryEventStore(), tallyStream);
    expect(await current.read()).toEqual({ state: { total: 0, added: [] }, version: 0 });
  });

  it('given another writer committed after a read, when read again, then its change is seen', async () => {
    const store = new InMemoryEventStore();
    const current = new CurrentStreamState(store, tallyStream);
    await current.read();
    await store.append(TALLY_STREAM, [added(2), added(3)], 0);
    expect(await current.read()).toEqual({ state: { total: 5, added: [2, 3] }, version: 2 });
  });

  it('given an event of a type this code does not know (a newer version wrote it), then it is skipped, its version counted', async () => {
    const store = new InMemoryEventStore();
    await store.append(TALLY_STREAM, [added(2), { ...added(0), type: 'SomeFutureEvent' }, added(3)], 0);
    expect(await new CurrentStreamState(store, tallyStream).read()).toEqual({ state: { total: 5, added: [2, 3] }, version: 3 });
  });

  it('given many readers, then they share one read, but never one that began before them', async () => {
    const store = new GatedStore();
    const current = new CurrentStreamState(store, tallyStream);
    const first = current.read();
    expect(store.reads).toBe(1);
    // A change commits while the first read is on its way: later readers must see it.
    await store.append(TALLY_STREAM, [added(7)], 0);
    const later = Array.from({ length: 100 }, () => current.read());
    await store.releaseOne();
    await store.releaseOne();
    const answers = await Promise.all(later);
    expect(store.reads).toBe(2);
    expect(new Set(answers.map((a) => a.state.total))).toEqual(new Set([7]));
    // The first read's snapshot predates the change.
    expect((await first).version).toBe(0);
  });

  it('given a failed catch-up, then the next read tries again', async () => {
    const store = new InMemoryEventStore();
    const current = new CurrentStreamState(store, tallyStream);
    const read = jest.spyOn(store, 'readStream').mockRejectedValueOnce(new Error('connection lost'));
    await expect(current.read()).rejects.toThrow('connection lost');
    await store.append(TALLY_STREAM, [added(4)], 0);
    expect((await current.read()).state.total).toBe(4);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('hands out a deeply frozen state that no reader can change for the others', async () => {
    const store = new InMemoryEventStore();
    const current = new CurrentStreamState(store, tallyStream);
    await store.append(TALLY_STREAM, [added(2)], 0);
    const { state } = await current.read();
    expect(() => state.added.push(1)).toThrow(TypeError);
    expect(() => {
      (state as { total: number }).total = 1;
    }).toThrow(TypeError);
    expect(await current.read()).toEqual({ state: { total: 2, added: [2] }, version: 1 });
  });

  it('given a state this instance wrote, when accepted, then read without going back to an older one', async () => {
    const store = new InMemoryEventStore();
    const current = new CurrentStreamState(store, tallyStream);
    await store.append(TALLY_STREAM, [added(2), added(3)], 0);
    await current.read();
    current.accept({ state: { total: 1, added: [1] }, version: 1 });
    expect((await current.read()).state.total).toBe(5);
  });
});
