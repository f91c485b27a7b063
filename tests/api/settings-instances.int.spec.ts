import { QueryBus } from '@nestjs/cqrs';
import { GetSettings } from '../../server/src/settings/queries/get-settings/get-settings.query.js';
import { startIdentityApp, type IdentityApp } from './identity-harness.js';
import { startSettingsApp, type SettingsApp } from './settings-harness.js';

/**
 * Two server instances on one database (DESIGN.md section 1, scale-out): what one changes,
 * GetSettings in the other answers at once, though both had read (and kept) the settings
 * before.
 */
describe('settings: two instances', () => {
  let s: SettingsApp;
  let a: IdentityApp;
  let b: IdentityApp;
  beforeAll(async () => {
    s = await startSettingsApp();
    a = s.t;
    b = await startIdentityApp({ shareWith: a });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });
  const settingsIn = (app: IdentityApp) => app.app.get(QueryBus).execute(new GetSettings());
  const post = (app: IdentityApp, path: string, body: object) => app.request('POST', `/admin/settings/${path}`, { payload: body, token: s.admin });

  it('GetSettings in either instance answers a change made in the other right after it', async () => {
    // Both instances have read the settings already: a cache that never looked again would fail below.
    expect((await settingsIn(a)).ticketPricePaise['3h']).toBe(10_000);
    expect((await settingsIn(b)).ticketPricePaise['3h']).toBe(10_000);
    for (let i = 1; i <= 20; i++) {
      const [writer, reader] = i % 2 ? [a, b] : [b, a];
      const amount = 100 + i;
      expect((await post(writer, 'ticket-amount/3h', { amount })).statusCode).toBe(200);
      expect({ i, paise: (await settingsIn(reader)).ticketPricePaise['3h'] }).toEqual({ i, paise: amount * 100 });
      expect({ i, paise: (await settingsIn(writer)).ticketPricePaise['3h'] }).toEqual({ i, paise: amount * 100 });
    }
    expect((await post(a, 'latest-news', { url: 'https://news.fairdraw.example/a' })).statusCode).toBe(200);
    expect((await b.get('/user/news', s.player)).json().data).toBe('https://news.fairdraw.example/a');
    expect((await post(b, 'payment-details', { upi_id: 'fairdraw@ybl' })).statusCode).toBe(200);
    expect((await a.get('/user/payment-details', s.player)).json().data.upi_id).toBe('fairdraw@ybl');
    expect((await a.get('/admin/settings/ticket-amount/3h', s.auditor)).json().data).toEqual({ period: '3h', amount: 120 });
  });

  it('keeps every change when admins on both instances change settings at once', async () => {
    const before = (await s.settingsEvents()).length;
    const changes = [
      ...Array.from({ length: 8 }, (_, i) => post(a, 'ticket-amount/6h', { amount: 201 + i })),
      ...Array.from({ length: 8 }, (_, i) => post(b, 'ticket-amount/12h', { amount: 301 + i })),
      post(a, 'referral-code-amount', { amount: 11 }),
      post(b, 'latest-news', { url: 'https://news.fairdraw.example/both' }),
    ];
    const answers = await Promise.all(changes);
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    const events = await s.settingsEvents();
    expect(events.length - before).toBe(18);
    // Every change is stored and the settings are the last stored of each, in both instances.
    const last = (period: string) => events.filter((e) => e.type === 'TicketPriceChanged' && e.data.period === period).at(-1)!.data.pricePaise;
    expect(events.slice(before).filter((e) => e.data.period === '6h').map((e) => e.data.pricePaise).sort()).toEqual([20_100, 20_200, 20_300, 20_400, 20_500, 20_600, 20_700, 20_800]);
    const final = await settingsIn(b);
    expect(final).toMatchObject({ referralAmountPaise: 1100, latestNews: 'https://news.fairdraw.example/both' });
    expect(final.ticketPricePaise).toMatchObject({ '6h': last('6h'), '12h': last('12h') });
    expect(await settingsIn(a)).toEqual(final);
    const versions = (await a.sql(`SELECT stream_version FROM events WHERE stream_id = 'settings' ORDER BY stream_version`)).map((r) => r.stream_version);
    expect(versions).toEqual(versions.map((_, i) => i + 1));
  });
});
