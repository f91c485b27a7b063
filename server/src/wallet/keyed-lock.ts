/**
 * Runs work one at a time per key, in arrival order. Commands on one wallet queue here
 * instead of racing each other to the store and retrying; across server instances the
 * expected-version check still decides, so this is about throughput, not correctness.
 */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<void>>();

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => mine);
    this.tails.set(key, tail);
    await previous;
    try {
      return await work();
    } finally {
      release();
      // The last in line removes the key, so the map holds only wallets with work queued.
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }

  get size(): number {
    return this.tails.size;
  }
}
