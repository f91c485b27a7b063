import type pg from 'pg';
import type { NewsSignal } from '../catch-up-loop.js';
import { EVENTS_CHANNEL } from './pg-listener.js';

/** Pause between two NOTIFYs when appends keep coming (ms). */
const GAP_MS = 10;

/**
 * Tells every instance's subscriptions that events were appended, after the appends have
 * committed and off their path: pokes that arrive while a NOTIFY is on its way are folded
 * into the next one, so a burst of appends costs a handful of notifications. (A NOTIFY
 * inside each append would serialise all appending commits on one lock: see migration
 * 1795259100000.) This process's own subscriptions are woken at once.
 */
export class AfterCommitNotifier {
  private pending = false;
  private sending: Promise<void> | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly local: NewsSignal,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  poke(): void {
    this.local.notify();
    this.pending = true;
    this.sending ??= this.send();
  }

  /** Resolves once the last poke has been sent. */
  async flush(): Promise<void> {
    await this.sending;
  }

  private async send(): Promise<void> {
    let first = true;
    while (this.pending) {
      // Under steady load, at most one NOTIFY per gap: each takes the server's notify lock.
      if (!first) await new Promise((resolve) => setTimeout(resolve, GAP_MS));
      first = false;
      this.pending = false;
      try {
        await this.pool.query({ name: 'fd_notify', text: `SELECT pg_notify('${EVENTS_CHANNEL}', '')` });
      } catch (error) {
        this.onError(error);
      }
    }
    this.sending = null;
  }
}
