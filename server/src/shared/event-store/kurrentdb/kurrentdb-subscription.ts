import { START, excludeSystemEvents, type KurrentDBClient } from '@kurrent/kurrentdb-client';
import type { StoredEvent, SubscribeOptions, Subscription } from '../event-store.port.js';
import { parseCheckpoint, toStoredEvent } from './kurrentdb-mapping.js';

/** Pause before retrying a failed handler or a dropped subscription (ms). */
const RETRY_MS = 1000;

/**
 * A catch-up subscription on $all from a checkpoint (exclusive), system events left out.
 * A failing handler is retried on the same event; a dropped subscription is opened again
 * from the last delivered event, so nothing is skipped.
 */
export function subscribeToAll(client: KurrentDBClient, options: SubscribeOptions): Subscription {
  let checkpoint = options.fromCheckpoint;
  let feed: ReturnType<KurrentDBClient['subscribeToAll']> | null = null;
  const controller = new AbortController();
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      controller.signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });
  const deliver = async (event: StoredEvent) => {
    while (!controller.signal.aborted) {
      try {
        return await options.onEvent(event);
      } catch (error) {
        options.onError?.(error);
        await pause(RETRY_MS);
      }
    }
  };
  const done = (async () => {
    while (!controller.signal.aborted) {
      const from = checkpoint === null ? START : parseCheckpoint(checkpoint);
      feed = client.subscribeToAll({ fromPosition: from, filter: excludeSystemEvents() });
      try {
        for await (const resolved of feed) {
          const event = toStoredEvent(resolved);
          if (!event || event.checkpoint === checkpoint) continue;
          await deliver(event);
          if (controller.signal.aborted) break;
          checkpoint = event.checkpoint;
        }
      } catch (error) {
        if (!controller.signal.aborted) options.onError?.(error);
      }
      await pause(RETRY_MS);
    }
  })();
  return {
    stop: async () => {
      controller.abort();
      await (feed as ReturnType<KurrentDBClient['subscribeToAll']> | null)?.unsubscribe().catch(() => undefined);
      await done;
    },
  };
}
