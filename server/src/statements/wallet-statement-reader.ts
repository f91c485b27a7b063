import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../shared/database/pg-pool.js';
import { EventStore } from '../shared/event-store/event-store.port.js';
import { PostgresEventStore } from '../shared/event-store/postgres/postgres-event-store.js';
import { foldStatement, type FoldedStatement } from './statement-rows.js';
import { walletStreamFromPort, walletStreamFromPostgres } from './wallet-statement-source.js';

/**
 * Reads a player's wallet stream once, whole, and folds it into statement rows. Running
 * balances need every event from the opening, so a statement of any range or page costs
 * one read of the stream (see tests/api/statement-scale.int.spec.ts for a 20,000-event one).
 */
@Injectable()
export class WalletStatementReader {
  constructor(
    private readonly store: EventStore,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async fold(userId: string): Promise<FoldedStatement> {
    const events = this.store instanceof PostgresEventStore ? walletStreamFromPostgres(this.pool, userId) : walletStreamFromPort(this.store, userId);
    return foldStatement(await events);
  }
}
