import { randomUUID } from 'node:crypto';
import { Module } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PeriodId } from '../../server/src/draws/draw-periods.js';
import type { LivePots } from '../../server/src/draws/pots/pots.js';
import { GetLivePots } from '../../server/src/draws/pots/queries/get-live-pots/get-live-pots.query.js';
import { currentRound } from '../../server/src/draws/rounds/round-calendar.js';
import { roundStreamId } from '../../server/src/draws/rounds/round.js';
import { LIVE_OPTIONS, type LiveOptions } from '../../server/src/live/live.options.js';
import { EventStore, type NewEvent } from '../../server/src/shared/event-store/event-store.port.js';
import { startIdentityApp, type IdentityApp } from './identity-harness.js';
import { openLiveStream, type LiveStream } from './live-stream.js';

/** The stream's pace and limits, small enough to see in a test. */
const options: LiveOptions = {
  heartbeatMs: 300,
  retryMs: 2_000,
  maxStreams: 50,
  maxStreamsPerAddress: 3,
  maxBufferedBytes: 64 * 1024,
  pollMs: 60_000, // so only a notification can bring news in time
  coalesceMs: 20,
  potsEveryMs: 100,
};
const AT = new Date('2026-01-05T04:30:00.000Z'); // 10:00 IST: the 3h round of 09:00 is open until 11:30
const round = currentRound('3h', AT);

const event = (type: string, data: Record<string, unknown>): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: { actor: 'system:test', correlationId: 'live-test', causationId: null, occurredAt: AT.toISOString() },
});

/** The pots as the test sets them (the real GetLivePots is the prizes feature's, tested there). */
const pots = new Map<PeriodId, LivePots>();
@QueryHandler(GetLivePots)
class TestPotsHandler implements IQueryHandler<GetLivePots, LivePots> {
  async execute({ period }: GetLivePots): Promise<LivePots> {
    return pots.get(period) ?? { drawId: null, jackpotPaise: 1_000_000, minipotPaise: null };
  }
}
@Module({ providers: [TestPotsHandler] })
class TestPotsModule {}

/**
 * GET /live/draws (Server-Sent Events) on two server instances sharing one database: a
 * round event appended through one reaches the streams of both, through PostgreSQL
 * NOTIFY; heartbeat, limits, and shutdown with streams open.
 */
describe('live draws stream', () => {
  let a: IdentityApp;
  let b: IdentityApp;
  const streams: LiveStream[] = [];
  const open = async (app: IdentityApp, headers: Record<string, string> = {}) => {
    const stream = await openLiveStream(app.baseUrl, '/live/draws', headers);
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    const overrides = [{ provide: LIVE_OPTIONS, useValue: options }];
    a = await startIdentityApp({ overrides, imports: [TestPotsModule] });
    b = await startIdentityApp({ overrides, imports: [TestPotsModule], shareWith: a });
    a.clock.set(AT);
    b.clock.set(AT);
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('opens a public event stream: headers, the retry hint, then the server clock', async () => {
    const stream = await open(b, { 'x-request-id': 'live-1' });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-cache, no-store, no-transform');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(stream.headers.get('x-request-id')).toBe('live-1');
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    const clock = await stream.next((f) => f.event === 'clock');
    expect(stream.frames[0]).toEqual({ retry: 2_000 });
    expect(clock.data).toEqual({ now: AT.toISOString(), rate: 0 });
  });

  it('sends a heartbeat comment with the clock while nothing happens', async () => {
    const stream = await open(a);
    await stream.next((f) => f.event === 'clock');
    const from = stream.frames.length;
    await stream.next((f) => f.comment === 'heartbeat', { from });
    b.clock.set(new Date(AT.getTime() + 1_000));
    a.clock.set(new Date(AT.getTime() + 1_000));
    const later = await stream.next((f) => f.event === 'clock' && f.data.now !== AT.toISOString(), { from });
    expect(later.data).toEqual({ now: new Date(AT.getTime() + 1_000).toISOString(), rate: 0 });
    a.clock.set(AT);
    b.clock.set(AT);
  });

  it('tells the streams of both instances when a round appended through one opens and closes', async () => {
    const onA = await open(a);
    const onB = await open(b);
    await Promise.all([onA.next((f) => f.event === 'clock'), onB.next((f) => f.event === 'clock')]);
    const store = a.app.get(EventStore);
    const { roundId, ...times } = round;
    await store.append(roundStreamId(roundId), [event('RoundOpened', { roundId, ...times, pricePaise: 10_000, commitment: 'ab'.repeat(32) })], 0);

    const expected = {
      draw_id: roundId,
      _id: roundId,
      period: '3h',
      status: 'open',
      start_at: round.startAt,
      close_at: round.closeAt,
      draw_at: round.drawAt,
      next_draw_at: round.nextDrawAt,
      round_amount: 100,
      commitment: 'ab'.repeat(32),
      source: null,
      ticket_root: null,
      delay: null,
    };
    for (const stream of [onA, onB]) {
      expect((await stream.next((f) => f.event === 'round')).data).toEqual(expected);
    }

    await store.append(roundStreamId(roundId), [event('SalesClosed', { roundId })], 1);
    for (const stream of [onA, onB]) {
      const closed = await stream.next((f) => f.event === 'round' && f.data.status === 'closed');
      expect(closed.data).toEqual({ ...expected, status: 'closed' });
      // Each change once: the open once, the close once.
      expect(stream.frames.filter((f) => f.event === 'round').map((f) => f.data.status)).toEqual(['open', 'closed']);
    }
  });

  it('sends a closed round with its ticket root once recorded, and tells (and greets with) a due result that is late, and why', async () => {
    const onB = await open(b);
    await onB.next((f) => f.event === 'clock');
    const six = currentRound('6h', AT);
    const { roundId, ...times } = six;
    const tables = { sequence: { multipliers: { fiveN: 1 }, jackpotPaise: 1, potShareBps: 1000 }, any: { multipliers: { fiveN: 1 }, jackpotPaise: 1, potShareBps: 500 } };
    await a.app.get(EventStore).append(roundStreamId(roundId), [
      event('RoundOpened', { roundId, ...times, pricePaise: 20_000, commitment: 'cd'.repeat(32), beaconRound: null, beaconChain: null, resultSource: 'manual', tables }),
      event('SalesClosed', { roundId }),
      event('RoundClosed', { roundId, ticketCount: 0, salesPaise: 0, ticketRoot: 'ef'.repeat(32) }),
    ], 0);
    const withRoot = await onB.next((f) => f.event === 'round' && f.data._id === roundId && f.data.ticket_root !== null);
    expect(withRoot.data).toMatchObject({ status: 'closed', source: 'manual', ticket_root: 'ef'.repeat(32), delay: null });

    const late = new Date(Date.parse(six.drawAt) + 60_000);
    for (const app of [a, b]) app.clock.set(late);
    const from = onB.frames.length;
    await a.app.get(EventStore).append(`live-test-${randomUUID()}`, [event('Poked', {})], 0);
    const delayed = await onB.next((f) => f.event === 'delayed', { from });
    expect(delayed.data).toEqual({ period: '6h', draw_id: roundId, since: six.drawAt, reason: 'approval' });
    const later = await open(b);
    await later.next((f) => f.event === 'clock');
    expect(later.frames.filter((f) => f.event === 'delayed').map((f) => f.data)).toEqual([delayed.data]);
    for (const app of [a, b]) app.clock.set(AT);
  });

  it("greets with every period's pots, then sends a period's pots when they change, only that period's", async () => {
    const stream = await open(b);
    await stream.next((f) => f.event === 'clock');
    const greeting = stream.frames.filter((f) => f.event === 'pots');
    expect(greeting.map((f) => f.data.period)).toEqual(['3h', '6h', '12h', '24h', 'weekly']);
    expect(greeting[4].data).toEqual({ period: 'weekly', draw_id: null, jackpot: 10_000, minipot: null });

    const from = stream.frames.length;
    pots.set('weekly', { drawId: 'weekly-2026-01-05T10:30:00.000Z', jackpotPaise: 1_234_567, minipotPaise: null });
    // Any append in any instance is news that pots may have moved.
    await a.app.get(EventStore).append(`live-test-${randomUUID()}`, [event('Poked', {})], 0);
    const changed = await stream.next((f) => f.event === 'pots', { from });
    expect(changed.data).toEqual({ period: 'weekly', draw_id: 'weekly-2026-01-05T10:30:00.000Z', jackpot: 12_345.67, minipot: null });
    expect(stream.frames.slice(from).filter((f) => f.event === 'pots')).toHaveLength(1);
  });

  it('refuses more streams than one address may hold with a 429, and admits again once one closes', async () => {
    const held = [await open(a), await open(a), await open(a)];
    await Promise.all(held.map((s) => s.next((f) => f.event === 'clock')));
    const refused = await fetch(`${a.baseUrl}/live/draws`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('2');
    // (EventSource shows no bodies; this is for other clients. The spec's usual envelope.)
    expect(await refused.json()).toEqual({
      err: 'Y',
      msg: 'Too many live connections. Please try again shortly.',
      code: 'LIVE.TOO_MANY_STREAMS',
      retryAfterSeconds: 2,
    });
    // Another address (through the trusted proxy) still gets in.
    const other = await open(a, { 'x-forwarded-for': '203.0.113.7' });
    expect(other.status).toBe(200);

    held[0].close();
    const deadline = performance.now() + 10_000;
    let again: LiveStream;
    do {
      again = await open(a);
      if (again.status !== 200) await new Promise((r) => setTimeout(r, 50));
    } while (again.status !== 200 && performance.now() < deadline);
    expect(again.status).toBe(200);
  });

  it('stops promptly with streams open: each stream ends, and new ones are refused meanwhile', async () => {
    const c = await startIdentityApp({ overrides: [{ provide: LIVE_OPTIONS, useValue: options }], shareWith: a });
    const open3 = [await open(c), await open(c), await open(c)];
    await Promise.all(open3.map((s) => s.next((f) => f.event === 'clock')));
    await c.close();
    await Promise.all(open3.map((s) => s.ended));
    await expect(fetch(`${c.baseUrl}/live/draws`)).rejects.toThrow();
  });
});
