import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Inject } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../shared/database/pg-pool.js';
import type { Principal } from '../../shared/http/principal.js';

/** How long a checked session is trusted without asking the database again. */
export const SESSION_CACHE_MS = 5_000;
const CHANNEL = 'fairdraw_session_revoked';
const MAX_ENTRIES = 50_000;

/**
 * Saves the session lookup on the hot paths (ticket purchase, open-draw read). Revocations
 * evict here at once and reach the other instances through PostgreSQL NOTIFY; if that
 * listener is down, an entry still lives at most SESSION_CACHE_MS.
 */
@Injectable()
export class SessionCache implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('SessionCache');
  private readonly entries = new Map<string, { principal: Principal; until: number; expiresAt: number }>();
  private listener: pg.PoolClient | undefined;

  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async onModuleInit(): Promise<void> {
    try {
      this.listener = await this.pool.connect();
      this.listener.on('notification', (n) => {
        for (const sid of (n.payload ?? '').split(',')) this.entries.delete(sid);
      });
      this.listener.on('error', () => this.stopListening());
      await this.listener.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      this.logger.warn(`Session revocations from other instances arrive by expiry only: ${(error as Error).message}`);
      this.stopListening();
    }
  }

  /** Before the pool closes (TypeORM ends it at application shutdown, which waits for this client). */
  async onModuleDestroy(): Promise<void> {
    this.stopListening();
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

  private stopListening(): void {
    const client = this.listener;
    this.listener = undefined;
    client?.release(true);
  }
}
