import { FixedClock } from '../shared/clock/clock.js';
import { MAX_CONFLICT_RETRIES } from '../shared/event-sourcing/single-stream-runner.js';
import { RacingStore } from '../shared/event-sourcing/testing/racing-stores.js';
import { CurrentSettings } from './current-settings.js';
import { SettingsCommandRunner } from './settings-command-runner.js';
import type { SettingsCommand } from './settings.commands.js';
import { SETTINGS_STREAM } from './settings.js';

const asAdmin = (id: string) => ({ actor: `admin:${id}`, correlationId: `req-${id}` });
const price = (pricePaise: number, period = '3h'): SettingsCommand => ({ type: 'SetTicketPrice', data: { period, pricePaise } }) as SettingsCommand;
const news = (url: string): SettingsCommand => ({ type: 'SetLatestNews', data: { url } });

describe('SettingsCommandRunner', () => {
  let store: RacingStore;
  let clock: FixedClock;
  let runner: SettingsCommandRunner;
  let otherInstance: SettingsCommandRunner;
  const stored = () => store.readStream(SETTINGS_STREAM);
  beforeEach(() => {
    store = new RacingStore();
    clock = new FixedClock(new Date('2026-01-05T04:30:00.000Z'));
    runner = new SettingsCommandRunner(store, clock, new CurrentSettings(store));
    otherInstance = new SettingsCommandRunner(store, clock, new CurrentSettings(store));
  });

  it('stores each change with the admin, the request and the time', async () => {
    const result = await runner.run(price(15_000), asAdmin('a1'));
    expect(result).toMatchObject({ version: 1, changed: true, state: { ticketPricePaise: { '3h': 15_000 } } });
    const [event] = await stored();
    expect(event).toMatchObject({
      type: 'TicketPriceChanged',
      data: { period: '3h', pricePaise: 15_000 },
      metadata: { actor: 'admin:a1', correlationId: 'req-a1', occurredAt: '2026-01-05T04:30:00.000Z' },
    });
  });

  it('stores a repeated value once', async () => {
    await runner.run(price(15_000), asAdmin('a1'));
    expect(await runner.run(price(15_000), asAdmin('a1'))).toMatchObject({ version: 1, changed: false });
    expect(await otherInstance.run(price(15_000), asAdmin('a2'))).toMatchObject({ version: 1, changed: false });
    expect(await stored()).toHaveLength(1);
  });

  it('decides again on what another instance appended first, and keeps both changes', async () => {
    store.races.push(() => otherInstance.run(news('https://a.example'), asAdmin('a2')));
    const result = await runner.run(price(15_000), asAdmin('a1'));
    expect(result.state).toMatchObject({ latestNews: 'https://a.example', ticketPricePaise: { '3h': 15_000 } });
    expect((await stored()).map((e) => [e.type, e.metadata.actor])).toEqual([
      ['LatestNewsChanged', 'admin:a2'],
      ['TicketPriceChanged', 'admin:a1'],
    ]);
  });

  it('stores nothing when another instance set the same value first', async () => {
    store.races.push(() => otherInstance.run(price(15_000), asAdmin('a2')));
    expect(await runner.run(price(15_000), asAdmin('a1'))).toMatchObject({ changed: false, version: 1 });
    expect(await stored()).toHaveLength(1);
  });

  it('gives up with SETTINGS.BUSY after a bounded number of lost races', async () => {
    for (let i = 0; i <= MAX_CONFLICT_RETRIES; i++) store.races.push(() => otherInstance.run(price(25_000 + i, '6h'), asAdmin('a2')));
    await expect(runner.run(price(15_000), asAdmin('a1'))).rejects.toMatchObject({ code: 'SETTINGS.BUSY' });
    expect((await stored()).every((e) => e.metadata.actor === 'admin:a2')).toBe(true);
  });

  it('refuses a broken rule before anything is stored', async () => {
    await expect(runner.run(price(0), asAdmin('a1'))).rejects.toMatchObject({ code: 'SETTINGS.TICKET_PRICE_TOO_LOW' });
    expect(await stored()).toHaveLength(0);
  });

  describe('with an Idempotency-Key', () => {
    it('answers a retry with the original outcome even after the setting moved on', async () => {
      await runner.run(price(15_000), asAdmin('a1'), 'k1');
      await otherInstance.run(price(17_000), asAdmin('a2'));
      const retry = await otherInstance.run(price(15_000), asAdmin('a1'), 'k1');
      expect(retry).toMatchObject({ changed: false, state: { ticketPricePaise: { '3h': 17_000 } } });
      expect((await stored()).map((e) => e.data.pricePaise)).toEqual([15_000, 17_000]);
    });

    it('refuses the same key with another value (409), and scopes keys per admin', async () => {
      await runner.run(price(15_000), asAdmin('a1'), 'k1');
      await expect(runner.run(price(16_000), asAdmin('a1'), 'k1')).rejects.toMatchObject({ code: 'IDEMPOTENCY.KEY_REUSED' });
      expect(await runner.run(price(16_000), asAdmin('a2'), 'k1')).toMatchObject({ changed: true });
      expect((await stored()).map((e) => e.metadata.idempotencyKey)).toEqual(['admin:a1/k1', 'admin:a2/k1']);
    });

    it('two instances running one keyed change at once store it once', async () => {
      const results = await Promise.all([runner.run(price(15_000), asAdmin('a1'), 'k1'), otherInstance.run(price(15_000), asAdmin('a1'), 'k1')]);
      expect(results.map((r) => r.changed).sort()).toEqual([false, true]);
      expect(await stored()).toHaveLength(1);
    });
  });
});
