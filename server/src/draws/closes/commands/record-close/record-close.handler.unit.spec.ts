import { FixedClock } from '../../../../shared/clock/clock.js';
import { InMemoryEventStore } from '../../../../shared/event-store/in-memory/in-memory-event-store.js';
import { currentRound } from '../../../rounds/round-calendar.js';
import { roundEventId, roundStreamId } from '../../../rounds/round.js';
import { CloseFeedRunner } from '../../close-feed-runner.js';
import { CLOSE_FEED_STREAM } from '../../close-feed.js';
import { CurrentCloseFeed } from '../../current-close-feed.js';
import { RecordClose } from './record-close.command.js';
import { RecordCloseHandler } from './record-close.handler.js';

const meta = { actor: 'system:test', correlationId: 'record-close' };
const round = currentRound('3h', new Date('2026-01-05T04:30:00.000Z'));
const set = { roundId: round.roundId, ticketCount: 4, salesPaise: 40_000, ticketRoot: 'c'.repeat(64) };

describe('RecordClose', () => {
  let store: InMemoryEventStore;
  let handler: RecordCloseHandler;
  const append = async (version: number, type: string, data: object, occurredAt: string) =>
    store.append(roundStreamId(round.roundId), [{ id: roundEventId(round.roundId, type as never), type, data: data as never, metadata: { ...meta, causationId: null, occurredAt } }], version);
  beforeEach(async () => {
    store = new InMemoryEventStore();
    handler = new RecordCloseHandler(store, new CloseFeedRunner(store, new FixedClock(), new CurrentCloseFeed(store)));
    await append(0, 'RoundOpened', { ...round, pricePaise: 10_000, commitment: 'd'.repeat(64) }, round.startAt);
  });

  it('given the round\'s RoundClosed, records its period, count, sales, root and the time RoundClosed was stored', async () => {
    await append(1, 'SalesClosed', { roundId: round.roundId }, '2026-01-05T06:00:00.002Z');
    await append(2, 'RoundClosed', set, '2026-01-05T06:00:00.031Z');
    expect(await handler.execute(new RecordClose(round.roundId, meta))).toEqual({ seq: 1, changed: true });
    const [entry] = await store.readStream(CLOSE_FEED_STREAM);
    expect(entry!.data).toMatchObject({ seq: 1, roundId: round.roundId, period: '3h', ticketCount: 4, salesPaise: 40_000, ticketRoot: set.ticketRoot, closedAt: '2026-01-05T06:00:00.031Z' });
    // Asked again (a retry, the scheduler's repair): the same entry, nothing more.
    expect(await handler.execute(new RecordClose(round.roundId, meta))).toEqual({ seq: 1, changed: false });
    expect(await store.readStream(CLOSE_FEED_STREAM)).toHaveLength(1);
  });

  it('given sales closed but no RoundClosed yet, refuses with DRAWS.ROUND_NOT_CLOSED and records nothing', async () => {
    await append(1, 'SalesClosed', { roundId: round.roundId }, '2026-01-05T06:00:00.002Z');
    await expect(handler.execute(new RecordClose(round.roundId, meta))).rejects.toMatchObject({ code: 'DRAWS.ROUND_NOT_CLOSED' });
    await expect(handler.execute(new RecordClose('3h-no-such-round', meta))).rejects.toMatchObject({ code: 'DRAWS.ROUND_NOT_CLOSED' });
    expect(await store.readStream(CLOSE_FEED_STREAM)).toEqual([]);
  });
});
