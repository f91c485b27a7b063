import { FixedClock } from '../../shared/clock/clock.js';
import { RacingStore } from '../../shared/event-sourcing/testing/racing-stores.js';
import { closeEntryHash, FIRST_PREV_HASH } from './close-entry-hash.js';
import { CloseFeedRunner, MAX_CONFLICT_RETRIES } from './close-feed-runner.js';
import type { RoundClose } from './close-feed.decide.js';
import { CLOSE_FEED_STREAM, closeEventId, type CloseRecorded } from './close-feed.js';
import { CurrentCloseFeed } from './current-close-feed.js';

const meta = { actor: 'system:draw-scheduler', correlationId: 'tick-1' };
const close = (n: number): RoundClose => ({
  roundId: `3h-${new Date(Date.UTC(2026, 0, 5, 3, 30) + n * 10_800_000).toISOString()}`,
  period: '3h',
  ticketCount: n,
  salesPaise: n * 10_000,
  ticketRoot: n.toString(16).padStart(64, '0'),
  closedAt: new Date(Date.UTC(2026, 0, 5, 6) + n * 10_800_000).toISOString(),
});
const record = (c: RoundClose) => ({ type: 'RecordClose' as const, data: c });

/** Every entry follows the one before: seq 1, 2, 3... and each hash recomputed and chained. */
function expectOneChain(entries: CloseRecorded['data'][]): void {
  let prev = FIRST_PREV_HASH;
  entries.forEach((e, i) => {
    const { hash, ...content } = e;
    expect({ seq: e.seq, prevHash: e.prevHash, hash }).toEqual({ seq: i + 1, prevHash: prev, hash: closeEntryHash(content) });
    prev = hash;
  });
}

describe('the feed of closes: runner', () => {
  let store: RacingStore;
  const instance = () => new CloseFeedRunner(store, new FixedClock(new Date('2026-01-05T06:00:01.000Z')), new CurrentCloseFeed(store));
  const entries = async () => (await store.readStream(CLOSE_FEED_STREAM)).map((e) => e.data as unknown as CloseRecorded['data']);
  beforeEach(() => (store = new RacingStore()));

  it('appends the entry with an id from its round and the metadata of who asked', async () => {
    expect(await instance().run(record(close(1)), meta)).toMatchObject({ version: 1, changed: true, state: { lastSeq: 1 } });
    const [stored] = await store.readStream(CLOSE_FEED_STREAM);
    expect(stored).toMatchObject({ id: closeEventId(close(1).roundId), type: 'CloseRecorded', metadata: { actor: meta.actor, occurredAt: '2026-01-05T06:00:01.000Z' } });
  });

  it('given another instance appends another round first, then decides again: the next seq, one chain', async () => {
    const [a, b] = [instance(), instance()];
    await a.run(record(close(1)), meta);
    await b.run(record(close(2)), meta); // b's state is caught up before it decides
    store.races.push(() => b.run(record(close(3)), meta));
    expect(await a.run(record(close(4)), meta)).toMatchObject({ changed: true, version: 4 });
    expectOneChain(await entries());
    expect((await entries()).map((e) => e.ticketCount)).toEqual([1, 2, 3, 4]);
  });

  it('given another instance records the same round first, then nothing more is stored', async () => {
    const [a, b] = [instance(), instance()];
    store.races.push(() => b.run(record(close(1)), meta));
    expect(await a.run(record(close(1)), meta)).toMatchObject({ changed: false, version: 1 });
    expect(await entries()).toHaveLength(1);
  });

  it('given many closers at once in two instances, asking for overlapping rounds, then one chain with each round once', async () => {
    const [a, b] = [instance(), instance()];
    const asks = Array.from({ length: 30 }, (_, i) => close((i % 20) + 1));
    await Promise.all(asks.map((c, i) => (i % 2 ? a : b).run(record(c), meta)));
    const stored = await entries();
    expectOneChain(stored);
    expect(stored.map((e) => e.roundId).sort()).toEqual(Array.from({ length: 20 }, (_, i) => close(i + 1).roundId).sort());
  });

  it('given the other instance keeps winning, then DRAWS.CLOSE_FEED_BUSY after a bounded number of attempts', async () => {
    const other = instance();
    for (let i = 0; i <= MAX_CONFLICT_RETRIES; i++) store.races.push(() => other.run(record(close(100 + i)), meta));
    await expect(instance().run(record(close(1)), meta)).rejects.toMatchObject({ code: 'DRAWS.CLOSE_FEED_BUSY' });
    expect((await entries()).some((e) => e.roundId === close(1).roundId)).toBe(false);
    expectOneChain(await entries());
  });

  it('given a refused entry, then the decider\'s error and nothing stored', async () => {
    await expect(instance().run(record({ ...close(1), ticketRoot: 'nope' }), meta)).rejects.toMatchObject({ code: 'DRAWS.INVALID_CLOSE_ENTRY' });
    expect(await entries()).toEqual([]);
  });
});
