import type { StoredEvent } from '../event-store.port.js';

/**
 * An event on one stream turned into commands on others, driven from the log with a
 * checkpoint of its own (reactor-runner.ts). Its commands run outside the checkpoint's
 * transaction, so each must be idempotent by key: after a crash between the effect and
 * the checkpoint the event is reacted to again, and the keyed command answers its
 * original outcome.
 */
export interface Reactor {
  /** Unique; names its row in projection_checkpoints. */
  readonly name: string;
  /** Event types it reacts to; the others only move its checkpoint. */
  readonly handles: readonly string[];
  react(event: StoredEvent): Promise<void>;
  /**
   * Whether an error is the domain's final answer (a retry would get the same one): it is
   * logged and the reactor moves on. Any other error is retried, and the event waits.
   */
  isRefusal(error: unknown): boolean;
}

/** Where a runner reports what it could not do; a reactor never throws out of its runner. */
export interface ReactorLog {
  warn(message: string): void;
}
