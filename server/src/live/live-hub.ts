import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Clock } from '../shared/clock/clock.js';
import { LiveStoppingError, TooManyLiveStreamsError } from './live.errors.js';
import { LIVE_OPTIONS, type LiveOptions } from './live.options.js';
import { commentFrame, eventFrame, retryFrame } from './sse/sse-frame.js';
import { SseStream } from './sse/sse-stream.js';

/**
 * Stream headers: no caching, no transformation (compression would buffer), no proxy
 * buffering (nginx). The connection closes with the stream: kept alive, an ended stream's
 * socket would hold the server's shutdown until its keep-alive timeout.
 */
const STREAM_HEADERS: OutgoingHttpHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-store, no-transform',
  connection: 'close',
  'x-accel-buffering': 'no',
};

/**
 * The open live streams of this instance: admission (limits), fan-out of each event
 * (framed once, written to all), the heartbeat with the server's clock, and a clean end
 * of every stream when the application stops, so shutdown never waits on them.
 */
@Injectable()
export class LiveHub implements OnModuleDestroy {
  private readonly streams = new Set<SseStream>();
  private readonly perAddress = new Map<string, number>();
  private readonly activity: ((active: boolean) => void)[] = [];
  private heartbeat: NodeJS.Timeout | null = null;
  private stopping = false;

  constructor(
    @Inject(LIVE_OPTIONS) private readonly options: LiveOptions,
    private readonly clock: Clock,
  ) {}

  get size(): number {
    return this.streams.size;
  }

  /** Told true when the first stream opens and false when the last one closes. */
  onActivity(listener: (active: boolean) => void): void {
    this.activity.push(listener);
  }

  /** Throws (a 429) when this stream may not open; nothing has been written yet. */
  admit(address: string): void {
    const wait = Math.ceil(this.options.retryMs / 1000);
    if (this.stopping) throw new LiveStoppingError(wait);
    if (this.streams.size >= this.options.maxStreams) throw new TooManyLiveStreamsError(wait);
    if ((this.perAddress.get(address) ?? 0) >= this.options.maxStreamsPerAddress) throw new TooManyLiveStreamsError(wait);
  }

  /** Starts the stream on a response nobody else will write to: headers, retry hint, the clock. */
  open(response: ServerResponse, address: string, headers: Record<string, unknown>, greeting: string[] = []): SseStream {
    // The reply's headers so far (request id, security headers), then the stream's own.
    response.writeHead(200, { ...(headers as OutgoingHttpHeaders), ...STREAM_HEADERS });
    response.socket?.setNoDelay(true);
    response.socket?.setKeepAlive(true);
    const stream = new SseStream(response, address, this.options.maxBufferedBytes);
    this.streams.add(stream);
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    stream.onClose(() => this.forget(stream));
    stream.send(retryFrame(this.options.retryMs) + this.clockFrame() + greeting.join(''));
    if (this.streams.size === 1) this.activeChanged(true);
    return stream;
  }

  /** One event to every open stream; a stream too slow to take it is dropped. */
  broadcast(event: string, data: unknown): void {
    const frame = eventFrame(event, data);
    for (const stream of [...this.streams]) stream.send(frame);
  }

  onModuleDestroy(): void {
    this.stopping = true;
    for (const stream of [...this.streams]) stream.end();
  }

  /** Lets the client map the server's clock (moved by CLOCK_START/CLOCK_RATE) onto its own. */
  private clockFrame(): string {
    return eventFrame('clock', { now: this.clock.now().toISOString(), rate: this.clock.rate });
  }

  private forget(stream: SseStream): void {
    if (!this.streams.delete(stream)) return;
    const left = (this.perAddress.get(stream.address) ?? 1) - 1;
    if (left > 0) this.perAddress.set(stream.address, left);
    else this.perAddress.delete(stream.address);
    if (this.streams.size === 0) this.activeChanged(false);
  }

  private activeChanged(active: boolean): void {
    if (active) {
      this.heartbeat = setInterval(() => {
        const frame = commentFrame('heartbeat') + this.clockFrame();
        for (const stream of [...this.streams]) stream.send(frame);
      }, this.options.heartbeatMs);
    } else if (this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = null;
    }
    for (const listener of this.activity) listener(active);
  }
}
