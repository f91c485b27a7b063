import { LIVE_OPTIONS, type LiveOptions } from '../../server/src/live/live.options.js';
import { ticket } from './draws-harness.js';
import { startIdentityApp, type IdentityApp } from './identity-harness.js';
import { openLiveStream, type LiveStream } from './live-stream.js';
import { startResultsApp, type ResultsApp } from './results-harness.js';

const options: LiveOptions = {
  heartbeatMs: 300,
  retryMs: 2_000,
  maxStreams: 50,
  maxStreamsPerAddress: 5,
  maxBufferedBytes: 64 * 1024,
  pollMs: 60_000, // so only a notification can bring the news in time
  coalesceMs: 20,
  potsEveryMs: 100,
};

/**
 * The live feed's `settled` event: when a round's settlement is recorded through one
 * instance, the streams of that instance and of another sharing the database hear
 * { period, draw_id } once; nothing is sent for rounds settled before they listened.
 */
describe('live feed: settled rounds', () => {
  let a: ResultsApp;
  let b: IdentityApp;
  const streams: LiveStream[] = [];
  const open = async (app: { baseUrl: string }) => {
    const stream = await openLiveStream(app.baseUrl);
    streams.push(stream);
    await stream.next((f) => f.event === 'clock');
    return stream;
  };

  beforeAll(async () => {
    const overrides = [{ provide: LIVE_OPTIONS, useValue: options }];
    a = await startResultsApp({ overrides });
    b = await startIdentityApp({ overrides, shareWith: a });
    b.clock.set(a.clock.now());
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await a?.liveStreamsGone();
    await b?.close();
    await a?.close();
  });

  /** A 3h round opened, sold, closed, resulted and published by the clock: ready to settle. */
  async function resultedRound(startAt?: string) {
    if (startAt) a.at(startAt);
    const round = await a.openReal('3h');
    const player = await a.player(`live_${round.startAt.slice(11, 13)}`);
    await a.credit(player, 500);
    expect((await a.buy(player, ticket(round.roundId, '3h', [1, 2, 3, 4, 5]))).statusCode).toBe(201);
    a.at(round.closeAt);
    await a.closeRound(round.roundId);
    await a.recordResult(round.roundId, [1, 2, 3, 4, 5]);
    a.at(round.drawAt);
    b.clock.set(a.clock.now());
    return round;
  }

  it('tells the streams of both instances once when a round is settled', async () => {
    const round = await resultedRound();
    const [onA, onB] = [await open(a), await open(b)];
    await a.recordSettlement(round.roundId);
    for (const stream of [onA, onB]) {
      const settled = await stream.next((f) => f.event === 'settled');
      expect(settled.data).toEqual({ period: '3h', draw_id: round.roundId });
    }
    // Other news (here: the next round opening) does not repeat it.
    const next = await resultedRound('2026-01-06T06:30:00.000Z');
    for (const stream of [onA, onB]) await stream.next((f) => f.event === 'round' && f.data._id === next.roundId);
    expect(onA.frames.filter((f) => f.event === 'settled')).toHaveLength(1);
    expect(onB.frames.filter((f) => f.event === 'settled')).toHaveLength(1);

    await a.recordSettlement(next.roundId);
    for (const stream of [onA, onB]) {
      await stream.next((f) => f.event === 'settled' && f.data.draw_id === next.roundId);
      expect(stream.frames.filter((f) => f.event === 'settled').map((f) => f.data.draw_id)).toEqual([round.roundId, next.roundId]);
    }
  });

  it('a stream opened after a settlement is not told of it', async () => {
    const late = await open(b);
    await new Promise((r) => setTimeout(r, 300));
    expect(late.frames.filter((f) => f.event === 'settled')).toEqual([]);
  });
});
