import { jest } from '@jest/globals';
import { FixedClock } from '../shared/clock/clock.js';
import { LiveHub } from './live-hub.js';
import { LiveStoppingError, TooManyLiveStreamsError } from './live.errors.js';
import { DEFAULT_LIVE_OPTIONS, type LiveOptions } from './live.options.js';
import { TestResponse } from './sse/testing/test-response.js';

const options: LiveOptions = { ...DEFAULT_LIVE_OPTIONS, maxStreams: 3, maxStreamsPerAddress: 2, maxBufferedBytes: 1_000 };

describe('LiveHub', () => {
  let clock: FixedClock;
  let hub: LiveHub;
  const connect = (address = '198.51.100.1') => {
    const response = new TestResponse();
    hub.admit(address);
    const stream = hub.open(response.asResponse(), address, { 'x-request-id': 'r1' });
    return { response, stream };
  };

  beforeEach(() => {
    jest.useFakeTimers();
    clock = new FixedClock(new Date('2026-01-05T04:30:00.000Z'));
    hub = new LiveHub(options, clock);
  });
  afterEach(() => {
    hub.onModuleDestroy();
    jest.useRealTimers();
  });

  it('opens with the stream headers, the retry hint and the clock', () => {
    const { response } = connect();
    expect(response.status).toBe(200);
    expect(response.headers).toMatchObject({ 'content-type': 'text/event-stream; charset=utf-8', 'x-request-id': 'r1', 'x-accel-buffering': 'no' });
    expect(response.written).toBe('retry: 3000\n\nevent: clock\ndata: {"now":"2026-01-05T04:30:00.000Z","rate":0}\n\n');
  });

  it('sends a heartbeat comment and the clock every heartbeat, to every stream, and stops when none is left', () => {
    const one = connect();
    const two = connect('198.51.100.2');
    clock.advance(60_000);
    jest.advanceTimersByTime(options.heartbeatMs);
    const beat = ': heartbeat\n\nevent: clock\ndata: {"now":"2026-01-05T04:31:00.000Z","rate":0}\n\n';
    expect(one.response.written.endsWith(beat)).toBe(true);
    expect(two.response.written.endsWith(beat)).toBe(true);
    one.stream.end();
    two.stream.end();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('frames a broadcast once for all streams', () => {
    const one = connect();
    const two = connect('198.51.100.2');
    hub.broadcast('round', { draw_id: 'x', status: 'open' });
    for (const { response } of [one, two]) expect(response.written.endsWith('event: round\ndata: {"draw_id":"x","status":"open"}\n\n')).toBe(true);
  });

  it('drops a client that stops reading once it leaves too much unread, and keeps the others', () => {
    const slow = connect();
    const fast = connect('198.51.100.2');
    slow.response.stalled = true;
    for (let i = 0; i < 50; i++) hub.broadcast('pots', { period: '3h', jackpot: i });
    expect(slow.response.destroyed).toBe(true);
    expect(slow.response.writableLength).toBeLessThanOrEqual(options.maxBufferedBytes);
    expect(fast.response.destroyed).toBe(false);
    expect(fast.response.written).toContain('"jackpot":49');
    expect(hub.size).toBe(1);
  });

  it('refuses beyond the per-address and the total limits, and admits again when streams close', () => {
    const first = connect('198.51.100.1');
    connect('198.51.100.1');
    expect(() => hub.admit('198.51.100.1')).toThrow(TooManyLiveStreamsError);
    connect('198.51.100.2');
    expect(() => hub.admit('198.51.100.3')).toThrow(TooManyLiveStreamsError);
    first.response.emit('close'); // the browser went away
    expect(() => hub.admit('198.51.100.1')).not.toThrow();
  });

  it('tells its listeners when the first stream opens and the last closes', () => {
    const told: boolean[] = [];
    hub.onActivity((active) => told.push(active));
    const one = connect();
    const two = connect('198.51.100.2');
    one.stream.end();
    two.response.destroy();
    expect(told).toEqual([true, false]);
  });

  it('ends every stream when the application stops, and refuses new ones', () => {
    const one = connect();
    const two = connect('198.51.100.2');
    hub.onModuleDestroy();
    expect([one.response.ended, two.response.ended]).toEqual([true, true]);
    expect(hub.size).toBe(0);
    expect(() => hub.admit('198.51.100.9')).toThrow(LiveStoppingError);
  });
});
