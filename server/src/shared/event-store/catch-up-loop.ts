import type { EventStore, SubscribeOptions, Subscription } from './event-store.port.js';

/**
 * "Something was appended": a counter that appends (or NOTIFYs) bump, so a subscriber that
 * was busy reading when the news came does not wait for the next one.
 */
export class NewsSignal {
  private count = 0;
  private readonly waiters = new Set<() => void>();

  get seen(): number {
    return this.count;
  }

  notify(): void {
    this.count++;
    for (const wake of [...this.waiters]) wake();
  }

  /** Resolves once news newer than `after` arrives, after `timeoutMs`, or on abort. */
  wait(after: number, signal: AbortSignal, timeoutMs?: number): Promise<void> {
    if (this.count > after || signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        this.waiters.delete(wake);
        signal.removeEventListener('abort', wake);
        if (timer) clearTimeout(timer);
        resolve();
      };
      const timer = timeoutMs === undefined ? undefined : setTimeout(wake, timeoutMs);
      this.waiters.add(wake);
      signal.addEventListener('abort', wake, { once: true });
    });
  }
}

export interface CatchUpOptions {
  news: NewsSignal;
  pageSize?: number;
  /** Fallback poll: how long to wait for news before reading anyway (ms). */
  pollMs?: number;
  /** Pause after a failed read or handler before trying the same event again (ms). */
  retryMs?: number;
  /** Runs once the loop has ended (releases a LISTEN connection, for instance). */
  onStop?(): Promise<void>;
}

/**
 * The catch-up subscription shared by the adapters that page through readAll: deliver what
 * is stored, then wait for news and read on. A failing handler is retried on the same
 * event (the checkpoint only moves past an event once its handler succeeded).
 */
export function runCatchUp(store: Pick<EventStore, 'readAll'>, subscribe: SubscribeOptions, options: CatchUpOptions): Subscription {
  const { news, pageSize = 500, pollMs, retryMs = 1000 } = options;
  const controller = new AbortController();
  const signal = controller.signal;
  let checkpoint = subscribe.fromCheckpoint;

  const loop = (async () => {
    while (!signal.aborted) {
      const seen = news.seen;
      try {
        const page = await store.readAll(checkpoint, pageSize);
        for (const event of page.events) {
          if (signal.aborted) return;
          await subscribe.onEvent(event);
          checkpoint = event.checkpoint;
        }
        if (page.events.length < pageSize) await news.wait(seen, signal, pollMs);
      } catch (error) {
        if (signal.aborted) return;
        subscribe.onError?.(error);
        await news.wait(Number.POSITIVE_INFINITY, signal, retryMs);
      }
    }
  })();

  return {
    async stop() {
      controller.abort();
      await loop;
      await options.onStop?.();
    },
  };
}
