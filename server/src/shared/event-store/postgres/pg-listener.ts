import pg from 'pg';
import { NewsSignal } from '../catch-up-loop.js';

export const EVENTS_CHANNEL = 'fd_events';

/**
 * One LISTEN connection per store, shared by its subscriptions and opened while at least
 * one runs. It is only a hint to read sooner: a lost connection (or notification) costs at
 * most one slow poll, since subscriptions always poll as well.
 */
export class PgEventsListener {
  readonly news = new NewsSignal();
  private client: pg.Client | null = null;
  private users = 0;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  async acquire(): Promise<void> {
    this.users++;
    if (!this.client) await this.connect();
  }

  async release(): Promise<void> {
    this.users = Math.max(0, this.users - 1);
    if (this.users === 0) await this.disconnect();
  }

  async disconnect(): Promise<void> {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    // The pool's own settings; its password is kept out of enumerable options.
    const client = new pg.Client({ ...this.pool.options, password: this.pool.options.password });
    this.client = client;
    client.on('notification', () => this.news.notify());
    client.on('error', (error) => this.lost(client, error));
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
      // Anything appended while we were not listening: read now rather than at the next poll.
      this.news.notify();
    } catch (error) {
      this.lost(client, error);
    }
  }

  private lost(client: pg.Client, error: unknown): void {
    if (this.client !== client) return;
    this.client = null;
    void client.end().catch(() => undefined);
    this.onError(error);
    if (this.users > 0 && !this.retry) {
      this.retry = setTimeout(() => {
        this.retry = null;
        if (this.users > 0 && !this.client) void this.connect();
      }, 1000);
    }
  }
}
