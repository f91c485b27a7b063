import { InMemoryEventStore } from '../shared/event-store/in-memory/in-memory-event-store.js';
import { CurrentSettings } from './current-settings.js';
import { SETTINGS_STREAM } from './settings.js';

const meta = { actor: 'admin:a1', correlationId: 'c', causationId: null, occurredAt: '2026-01-05T04:30:00.000Z' };
const priceChanged = (pricePaise: number) => ({ id: crypto.randomUUID(), type: 'TicketPriceChanged', data: { period: '3h', pricePaise }, metadata: meta });

/** The shared mechanism has its own tests (shared/event-sourcing); these check the settings' stream in it. */
describe('CurrentSettings', () => {
  it('sees what another writer committed before the read began', async () => {
    const store = new InMemoryEventStore();
    const current = new CurrentSettings(store);
    expect((await current.read()).state.ticketPricePaise['3h']).toBe(10_000);
    // Another instance appends straight to the store.
    await store.append(SETTINGS_STREAM, [priceChanged(15_000)], 0);
    expect(await current.read()).toMatchObject({ version: 1, state: { ticketPricePaise: { '3h': 15_000 } } });
  });

  it('hands out a frozen state that no reader can change for the others', async () => {
    const current = new CurrentSettings(new InMemoryEventStore());
    const { state } = await current.read();
    expect(() => {
      (state.ticketPricePaise as Record<string, number>)['3h'] = 1;
    }).toThrow(TypeError);
    expect((await current.read()).state.ticketPricePaise['3h']).toBe(10_000);
  });
});
