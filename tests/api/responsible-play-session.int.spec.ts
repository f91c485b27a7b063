import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { CreditPrize } from '../../server/src/wallet/commands/credit-prize/credit-prize.command.js';
import { startDrawsApp, ticket, TUESDAY_MORNING, type DrawsApp } from './draws-harness.js';
import { TestBrowser } from './identity-browser.js';

const MINUTE = 60_000;
const later = (ms: number) => new Date(TUESDAY_MORNING.getTime() + ms);

/**
 * The reality check's figures (contract C5, C6): the interval the player chose, the time
 * since this sign-in session began (sessions.created_at of the bearer token's session),
 * and what was staked and won in it, from the wallet's events; another session of the same
 * player counts from its own start.
 */
describe('responsible play: the session behind the reality check', () => {
  let t: DrawsApp;
  beforeAll(async () => {
    t = await startDrawsApp();
  });
  afterAll(() => t.close());

  it('counts minutes, stakes and prizes of this sign-in session only', async () => {
    const round = await t.openRound('3h');
    const dia = await t.player('dia_session');
    await t.credit(dia, 1000);
    const before = await t.buy(dia, ticket(round, '3h', [1, 2, 3, 4, 5]));
    expect(before.statusCode).toBe(201);

    // A second sign-in five minutes later: its own session.
    t.clock.set(later(5 * MINUTE));
    const token = await new TestBrowser(t, '203.0.113.60').signIn('dia_session@example.com', 'Quiet-Harbor-73!');
    const now = { ...dia, token };
    t.clock.set(later(10 * MINUTE));
    const bought = [await t.buy(now, ticket(round, '3h', [6, 7, 8, 9, 10])), await t.buy(now, ticket(round, '3h', [11, 12, 13, 14, 15]))];
    expect(bought.map((b) => b.statusCode)).toEqual([201, 201]);
    const prizeTicket = bought[0].json().data.tickets[0]._id;
    const meta = { actor: 'system:test', correlationId: 'session-test', causationId: null };
    await t.app.get(CommandBus).execute(new CreditPrize(dia.id, { roundId: randomUUID(), period: '3h', amountPaise: 5_000, tickets: [prizeTicket] }, meta));
    expect((await t.put('/user/responsible-play/reality-check', { minutes: 30 }, token)).json().data.realityCheckMinutes).toBe(30);

    t.clock.set(later(50 * MINUTE));
    const session = await t.get('/user/responsible-play/session', token);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({
      err: 'N',
      msg: 'Session fetched successfully',
      data: { startedAt: later(5 * MINUTE).toISOString(), now: later(50 * MINUTE).toISOString(), minutes: 45, staked: 200, won: 50, net: 150, realityCheckMinutes: 30 },
    });
    // The first session counts from its own start: all three tickets.
    expect((await t.get('/user/responsible-play/session', dia.token)).json().data).toMatchObject({
      startedAt: TUESDAY_MORNING.toISOString(),
      minutes: 50,
      staked: 300,
      won: 50,
      net: 250,
    });
    // Turned off: the figures stay, the interval says 0.
    await t.put('/user/responsible-play/reality-check', { minutes: 0 }, token);
    expect((await t.get('/user/responsible-play/session', token)).json().data.realityCheckMinutes).toBe(0);
    expect((await t.get('/user/responsible-play', token)).json().data.history.map((h: { summary: string }) => h.summary)).toEqual([
      'Reality check turned off',
      'Reality check every 30 minutes',
    ]);
  });
});
