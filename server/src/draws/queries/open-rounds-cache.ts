import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { EventBus, ofType } from '@nestjs/cqrs';
import pg from 'pg';
import type { Subscription } from 'rxjs';
import { PG_POOL } from '../../shared/database/pg-pool.js';
import { RoundChanged } from '../rounds/round.notices.js';
import { ROUND_COLUMNS, type RoundRecord } from './draw-view.js';

/** Migration 1795266000000: NOTIFY fd_rounds with every commit that changes `rounds`. */
const CHANNEL = 'fd_rounds';
/** A safety net only: notifications drop the rounds at once. */
const MAX_AGE_MS = 5_000;
const RECONNECT_MS = 1_000;

/**
 * The rounds recorded as open (a handful: at most one or two per period), in memory for
 * the dashboard's open-draw read (DESIGN.md section 7: it must cost about what NestJS
 * costs). They are dropped whenever `rounds` changes in any instance (LISTEN fd_rounds),
 * and never kept while this instance is not listening: then every read asks the table.
 * Whether a round still sells is the clock's call at each read (draw-view.ts isOpen), so
 * a round past its close drops out at once, and a moved clock (tests, CLOCK_START) is
 * seen; only rounds recorded as open are kept, whatever the clock said when they were read.
 * A change made by this instance drops them at once (RoundChanged), before its NOTIFY
 * comes back, so whoever opened or closed a round reads it right after.
 */
@Injectable()
export class OpenRoundsCache implements OnModuleDestroy {
  private readonly logger = new Logger('OpenRoundsCache');
  private rows: { rows: RoundRecord[]; at: number } | null = null;
  /** Bumped by every notification: a read that overlapped one may be stale and is not kept. */
  private generation = 0;
  private listener: pg.Client | null = null;
  private listening = false;
  private connecting: Promise<void> | null = null;
  private retry: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly ownChanges: Subscription;

  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool, eventBus: EventBus) {
    this.ownChanges = eventBus.pipe(ofType(RoundChanged)).subscribe(() => this.changed());
  }

  async openRounds(): Promise<RoundRecord[]> {
    if (this.listening && this.rows && performance.now() - this.rows.at < MAX_AGE_MS) return this.rows.rows;
    if (!this.listening && !this.retry && !this.closed) this.connecting ??= this.listen();
    const generation = this.generation;
    const { rows } = await this.pool.query<RoundRecord>({
      name: 'fd_open_rounds',
      text: `SELECT ${ROUND_COLUMNS} FROM rounds WHERE status = 'open' ORDER BY start_at DESC, round_id`,
    });
    if (this.listening && generation === this.generation) this.rows = { rows, at: performance.now() };
    return rows;
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    this.ownChanges.unsubscribe();
    if (this.retry) clearTimeout(this.retry);
    await this.connecting;
    const client = this.listener;
    this.listener = null;
    this.listening = false;
    await this.drop(client);
  }

  private changed(): void {
    this.generation++;
    this.rows = null;
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ ...this.pool.options, password: this.pool.options.password });
    client.on('notification', () => this.changed());
    client.on('error', (error) => void this.lost(client, error));
    // The server ended the connection without an error (a restart): as lost as with one.
    client.on('end', () => void (this.listener === client && this.lost(client, new Error('connection ended'))));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      if (this.closed) return await this.drop(client);
      this.listener = client;
      // What changed before LISTEN took effect was not heard: start from the table.
      this.changed();
      this.listening = true;
    } catch (error) {
      await this.lost(client, error);
    } finally {
      this.connecting = null;
    }
  }

  private async lost(client: pg.Client, error: unknown): Promise<void> {
    if (this.listener !== null && this.listener !== client) return;
    this.listener = null;
    this.listening = false;
    this.changed();
    await this.drop(client);
    if (this.closed) return;
    this.logger.warn(`LISTEN ${CHANNEL} lost, reading rounds from the table: ${String(error)}`);
    // The next read tries again, not before a pause.
    this.retry ??= setTimeout(() => (this.retry = null), RECONNECT_MS).unref();
  }

  private async drop(client: pg.Client | null): Promise<void> {
    await client?.end().catch(() => undefined);
  }
}
