import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Inject } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../shared/database/pg-pool.js';
import type { Principal } from '../../shared/http/principal.js';

/** How long a checked session is trusted without asking the database again. */
export const SESSION_CACHE_MS = 5_000;
const CHANNEL = 'fairdraw_session_revoked';
const MAX_ENTRIES = 50_000;
/** Pause before listening again after the connection was lost (a database restart). */
export const RELISTEN_MS = 1_000;

/**
 * Saves the session lookup on the hot paths (ticket purchase, open-draw read). Revocations
 * evict here at once and reach the other instances through PostgreSQL NOTIFY; if that
 * listener is down, an entry still lives at most SESSION_CACHE_MS. A lost listener (the
 * database restarted) listens again by itself, and then forgets every entry: revocations
 * announced while it was deaf were not heard.
 */
@Injectable()
export class SessionCache implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('SessionCache');
  private readonly entries = new Map<string, { principal: Principal; until: number; expiresAt: number }>();
  private listener: { client: pg.PoolClient; drop(): void } | undefined;
  private retry: NodeJS.Timeout | undefined;
  private deaf = false;
  private closed = false;

  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async onModuleInit(): Promise<void> {
    await this.listen();
  }

  /** Before the pool closes (TypeORM ends it at application shutdown, which waits for this client). */
  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    this.listener?.drop();
  }

  /** True while revocations from other instances are heard at once. */
  isListening(): boolean {
    return this.listener !== undefined;
  }

  get(sessionId: string, now: Date): Principal | undefined {
    const hit = this.entries.get(sessionId);
    if (!hit) return undefined;
    if (hit.until < performance.now() || hit.expiresAt <= now.getTime()) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return hit.principal;
  }

  put(sessionId: string, principal: Principal, expiresAt: Date): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(sessionId, { principal, until: performance.now() + SESSION_CACHE_MS, expiresAt: expiresAt.getTime() });
  }

  async evict(sessionIds: string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    for (const sid of sessionIds) this.entries.delete(sid);
    // NOTIFY payloads are limited to 8000 bytes: send the ids in chunks.
    for (let i = 0; i < sessionIds.length; i += 200) {
      await this.pool
        .query('SELECT pg_notify($1, $2)', [CHANNEL, sessionIds.slice(i, i + 200).join(',')])
        .catch((error: Error) => this.logger.warn(`Could not announce a revocation: ${error.message}`));
    }
  }

  private async listen(): Promise<void> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      return this.deafened(error);
    }
    let gone = false;
    /** Gives the connection back broken (never to be reused); with an error, listens again later. */
    const drop = (error?: unknown) => {
      if (gone) return;
      gone = true;
      if (this.listener?.client === client) this.listener = undefined;
      client.release(true);
      if (error !== undefined) this.deafened(error);
    };
    client.on('notification', (n) => {
      for (const sid of (n.payload ?? '').split(',')) this.entries.delete(sid);
    });
    client.on('error', drop);
    // The server may also close it without an error (a restart).
    client.on('end', () => drop(new Error('the connection ended')));
    try {
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      return drop(error);
    }
    if (this.closed) return drop();
    this.listener = { client, drop };
    if (this.deaf) {
      this.deaf = false;
      this.entries.clear();
      this.logger.log('Listening to session revocations again');
    }
  }

  /** Logged once per outage; tries again every RELISTEN_MS until it listens or the module ends. */
  private deafened(error: unknown): void {
    if (this.closed) return;
    if (!this.deaf) this.logger.warn(`Session revocations from other instances arrive by expiry only until the database is back: ${(error as Error)?.message ?? String(error)}`);
    this.deaf = true;
    this.retry ??= setTimeout(() => {
      this.retry = undefined;
      void this.listen();
    }, RELISTEN_MS).unref();
  }
}
