import type { Subscription } from './event-store.port.js';

/** The subscriptions a store has open, so that closing the store stops every one. */
export class OpenSubscriptions {
  private readonly open = new Set<Subscription>();

  /** Wraps a running subscription so that stopping it also forgets it. */
  track(inner: Subscription): Subscription {
    const subscription: Subscription = {
      stop: async () => {
        this.open.delete(subscription);
        await inner.stop();
      },
    };
    this.open.add(subscription);
    return subscription;
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.open].map((s) => s.stop()));
  }
}
