import type { QueryBus } from '@nestjs/cqrs';
import { FixedClock } from '../../../shared/clock/clock.js';
import { InMemoryEventStore } from '../../../shared/event-store/in-memory/in-memory-event-store.js';
import type { NewEvent } from '../../../shared/event-store/event-store.port.js';
import type { PlayReads } from '../../play-reads.js';
import { INITIAL_PLAY_STATE } from '../../responsible-play.js';
import { GetPlaySessionHandler } from './get-play-session.handler.js';
import { GetPlaySession } from './get-play-session.query.js';

let n = 0;
const event = (type: string, data: Record<string, unknown>, occurredAt: string): NewEvent => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  type,
  data,
  metadata: { actor: 'user:u', correlationId: 'c', causationId: null, occurredAt },
});
const minute = (m: number) => new Date(Date.parse('2026-01-06T04:00:00.000Z') + m * 60_000).toISOString();

describe('the session figures, read newest first', () => {
  it('adds up the stakes and prizes since the session began, across many pages of a long wallet, and stops at the first older event', async () => {
    const store = new InMemoryEventStore();
    const events = [event('WalletOpened', { userId: 'u' }, minute(0)), event('DepositCredited', { amountPaise: 10_000_000 }, minute(0))];
    // 1,200 tickets before the session (minutes 1..), then 1,100 in it (from minute 100).
    for (let i = 0; i < 1200; i++) events.push(event('TicketPurchased', { pricePaise: 100 }, minute(1 + i / 100)));
    for (let i = 0; i < 1100; i++) events.push(event('TicketPurchased', { pricePaise: 300 }, minute(100 + i / 100)));
    events.push(event('PrizeCredited', { amountPaise: 7_000 }, minute(120)), event('FundsHeld', { holdId: 'w', amountPaise: 5 }, minute(121)));
    for (let i = 0; i < events.length; i += 500) await store.append('wallet-u', events.slice(i, i + 500), i);
    const clock = new FixedClock(new Date(minute(130)));
    const queries = { execute: async () => new Date(minute(100)) } as unknown as QueryBus;
    const reads = { requirePlay: async () => ({ ...INITIAL_PLAY_STATE, realityCheckMinutes: 60 }) } as unknown as PlayReads;
    const handler = new GetPlaySessionHandler(queries, store, reads, clock);
    expect(await handler.execute(new GetPlaySession('u', 's'))).toEqual({
      startedAt: minute(100),
      now: minute(130),
      minutes: 30,
      staked: 3_300,
      won: 70,
      net: 3_230,
      realityCheckMinutes: 60,
    });
  });
});
