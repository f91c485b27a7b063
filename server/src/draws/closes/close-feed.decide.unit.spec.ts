import { closeEntryHash, FIRST_PREV_HASH } from './close-entry-hash.js';
import { decide, type CloseFeedCommand, type RoundClose } from './close-feed.decide.js';
import { initialCloseFeed, replay, type CloseFeedEvent } from './close-feed.js';
import { seqOfRound } from './recorded-rounds.js';

/** given (past events) / when (command) / then (new events or the error). */
function given(...events: CloseFeedEvent[]) {
  const state = replay(events);
  return {
    when(command: CloseFeedCommand) {
      const run = () => decide(command, state);
      return {
        then: (expected: CloseFeedEvent[]) => expect(run()).toEqual(expected),
        thenFails: (code: string) => expect(run).toThrow(expect.objectContaining({ code })),
      };
    },
  };
}

const close = (roundId: string, more: Partial<RoundClose> = {}): RoundClose => ({
  roundId,
  period: roundId.split('-')[0]!,
  ticketCount: 3,
  salesPaise: 30_000,
  ticketRoot: 'a'.repeat(64),
  closedAt: '2026-01-05T06:00:00.010Z',
  ...more,
});
const record = (c: RoundClose): CloseFeedCommand => ({ type: 'RecordClose', data: c });
/** The event the feed stores for `c` at `seq` after `prevHash`. */
const recorded = (c: RoundClose, seq: number, prevHash: string): CloseFeedEvent => {
  const entry = { seq, ...c, prevHash };
  return { type: 'CloseRecorded', data: { ...entry, hash: closeEntryHash(entry) } };
};

const A = close('3h-2026-01-05T03:30:00.000Z');
const B = close('6h-2026-01-05T04:30:00.000Z', { ticketCount: 0, salesPaise: 0, closedAt: '2026-01-05T10:00:00.004Z' });
const C = close('12h-2026-01-05T05:30:00.000Z', { closedAt: '2026-01-05T17:00:00.000Z' });
const first = recorded(A, 1, FIRST_PREV_HASH);
const second = recorded(B, 2, first.data.hash);

describe('the feed of closes: decider', () => {
  it('given an empty feed, when a close is recorded, then entry 1 chained to 64 zeros', () => {
    given().when(record(A)).then([first]);
    expect(first.data).toMatchObject({ seq: 1, prevHash: '0'.repeat(64) });
  });

  it('given entries, when another round closes, then the next seq chained to the last hash', () => {
    given(first).when(record(B)).then([second]);
    given(first, second).when(record(C)).then([recorded(C, 3, second.data.hash)]);
  });

  it('given a round in the feed, when it is asked again (a retry, a second leader), then nothing', () => {
    given(first).when(record(A)).then([]);
    given(first, second).when(record(A)).then([]);
    // Even with other figures: the first entry of a round stands.
    given(first, second).when(record({ ...A, ticketCount: 99 })).then([]);
  });

  it('refuses what no stored round could give, writing nothing', () => {
    given().when(record(close('3h-x', { period: 'daily' }))).thenFails('DRAWS.INVALID_CLOSE_ENTRY');
    given().when(record(close('6h-2026-01-05T04:30:00.000Z', { period: '3h' }))).thenFails('DRAWS.INVALID_CLOSE_ENTRY');
    given().when(record(close(''))).thenFails('DRAWS.INVALID_CLOSE_ENTRY');
    given().when(record(close(`3h-${'x'.repeat(100)}`))).thenFails('DRAWS.INVALID_CLOSE_ENTRY');
    for (const ticketCount of [-1, 1.5, Number.NaN, '3' as never]) given().when(record({ ...A, ticketCount })).thenFails('DRAWS.INVALID_CLOSE_ENTRY');
    for (const salesPaise of [-100, 0.5, Number.MAX_SAFE_INTEGER + 1]) given().when(record({ ...A, salesPaise })).thenFails('DRAWS.INVALID_CLOSE_ENTRY');
    for (const ticketRoot of ['A'.repeat(64), 'a'.repeat(63), 42 as never]) given().when(record({ ...A, ticketRoot })).thenFails('DRAWS.INVALID_CLOSE_ENTRY');
    // Hashed as text: only Date.toISOString's own form, so every verifier hashes the same bytes.
    for (const closedAt of ['2026-01-05T06:00:00Z', '2026-01-05T11:30:00.000+05:30', 'yesterday', 1 as never]) {
      given().when(record({ ...A, closedAt })).thenFails('DRAWS.INVALID_CLOSE_ENTRY');
    }
    given().when({ type: 'RecordClose', data: null as never }).thenFails('DRAWS.INVALID_CLOSE_ENTRY');
  });
});

describe('the feed of closes: state', () => {
  it('starts empty: seq 0, the zero hash, no round', () => {
    const state = initialCloseFeed();
    expect([state.lastSeq, state.lastHash, seqOfRound(state.recorded, A.roundId)]).toEqual([0, FIRST_PREV_HASH, undefined]);
  });

  it('keeps the last seq and hash and the seq of every round, skipping unknown event types', () => {
    const state = replay([first, { type: 'SomeFutureEvent', data: {} }, second]);
    expect([state.lastSeq, state.lastHash]).toEqual([2, second.data.hash]);
    expect([A, B, C].map((c) => seqOfRound(state.recorded, c.roundId))).toEqual([1, 2, undefined]);
  });

  it('never changes a state it folded from: a reader keeps what it was handed', () => {
    const before = replay([first]);
    replay([second], before);
    expect(seqOfRound(before.recorded, B.roundId)).toBeUndefined();
  });

  it('finds every one of thousands of rounds, folded without copying the whole set per close', () => {
    const events: CloseFeedEvent[] = [];
    let prev = FIRST_PREV_HASH;
    for (let i = 1; i <= 20_000; i++) {
      const e = recorded(close(`3h-${new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString()}`), i, prev);
      events.push(e);
      prev = e.data.hash;
    }
    const state = replay(events);
    expect(events.every((e) => seqOfRound(state.recorded, e.data.roundId) === e.data.seq)).toBe(true);
    // One more close copies one small map and shares every other with the state before it.
    const next = replay([recorded(close('3h-2030-01-01T03:30:00.000Z'), 20_001, prev)], state);
    expect(next.recorded.filter((bucket, i) => bucket !== state.recorded[i])).toHaveLength(1);
    expect(seqOfRound(state.recorded, '3h-2030-01-01T03:30:00.000Z')).toBeUndefined();
  });
});
