import { InMemoryEventStore } from '../shared/event-store/in-memory/in-memory-event-store.js';
import type { ReadStreamOptions, StoredEvent } from '../shared/event-store/event-store.port.js';
import { CurrentSettings } from './current-settings.js';
import { SETTINGS_STREAM } from './settings.js';

/**
 * A store whose stream reads take their snapshot at once but answer only when the test
 * lets them (as a query whose snapshot predates a commit), and are counted.
 */
class GatedStore extends InMemoryEventStore {
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

const meta = { actor: 'admin:a1', correlationId: 'c', causationId: null, occurredAt: '2026-01-05T04:30:00.000Z' };
const priceChanged = (pricePaise: number) => ({ id: crypto.randomUUID(), type: 'TicketPriceChanged', data: { period: '3h', pricePaise }, metadata: meta });

describe('CurrentSettings', () => {
  it('sees what another writer committed before the read began', async () => {
    const store = new InMemoryEventStore();
    const current = new CurrentSettings(store);
    expect((await current.read()).state.ticketPricePaise['3h']).toBe(10_000);
    // Another instance appends straight to the store.
    await store.append(SETTINGS_STREAM, [priceChanged(15_000)], 0);
    expect(await current.read()).toMatchObject({ version: 1, state: { ticketPricePaise: { '3h': 15_000 } } });
  });

  it('shares one read among many readers, but never one that began before them', async () => {
    const store = new GatedStore();
    const current = new CurrentSettings(store);
    const first = current.read();
    expect(store.reads).toBe(1);
    // A change commits while the first read is on its way: later readers must see it.
    await InMemoryEventStore.prototype.append.call(store, SETTINGS_STREAM, [priceChanged(15_000)], 0);
    const later = Array.from({ length: 100 }, () => current.read());
    await store.releaseOne();
    await store.releaseOne();
    const answers = await Promise.all(later);
    expect(store.reads).toBe(2);
    expect(new Set(answers.map((a) => a.state.ticketPricePaise['3h']))).toEqual(new Set([15_000]));
    // The first read's snapshot predates the change.
    expect((await first).version).toBe(0);
  });

  it('hands out a frozen state that no reader can change for the others', async () => {
    const current = new CurrentSettings(new InMemoryEventStore());
    const { state } = await current.read();
    expect(() => {
      (state.ticketPricePaise as Record<string, number>)['3h'] = 1;
    }).toThrow(TypeError);
    expect((await current.read()).state.ticketPricePaise['3h']).toBe(10_000);
  });

  it('never goes back to an older state', async () => {
    const store = new InMemoryEventStore();
    const current = new CurrentSettings(store);
    await store.append(SETTINGS_STREAM, [priceChanged(15_000), priceChanged(16_000)], 0);
    const latest = await current.read();
    current.accept({ state: { ...latest.state, ticketPricePaise: { ...latest.state.ticketPricePaise, '3h': 1 } }, version: 1 });
    expect((await current.read()).state.ticketPricePaise['3h']).toBe(16_000);
  });
});
