import type { WalletState } from './wallet.js';

export interface Loaded {
  state: WalletState;
  /** The stream version this state reflects. */
  version: number;
}

/**
 * The last known state of recently used wallets, so that a purchase costs one round trip
 * (the append) instead of a read and an append. It may lag behind other instances: the
 * append's expected version catches that. Least recently used entries go first.
 */
export class WalletStateCache {
  private readonly entries = new Map<string, Loaded>();

  constructor(private readonly capacity = 50_000) {}

  get(streamId: string): Loaded | undefined {
    const entry = this.entries.get(streamId);
    if (entry) {
      // Re-insert to mark it most recently used (a Map iterates in insertion order).
      this.entries.delete(streamId);
      this.entries.set(streamId, entry);
    }
    return entry;
  }

  delete(streamId: string): void {
    this.entries.delete(streamId);
  }

  put(streamId: string, entry: Loaded): void {
    const known = this.entries.get(streamId);
    // Never move backwards: a slower reader must not replace a newer state.
    if (known && known.version > entry.version) return;
    this.entries.delete(streamId);
    this.entries.set(streamId, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
}
