import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../shared/database/pg-pool.js';

/**
 * How far a round's crediting got (table round_settlement_progress, migration
 * 1795271000000): the number of prizes, in the settlement's order (by player id), that
 * are credited. Saved after each chunk's credits are stored, so a restart continues from
 * the next chunk; a crash between a chunk and its progress only makes that chunk run
 * again, where the prizes' event ids find every credit already stored.
 */
@Injectable()
export class SettlementProgress {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async credited(roundId: string, prizes: number): Promise<number> {
    const { rows } = await this.pool.query<{ credited: number; prizes: number }>(
      'SELECT credited, prizes FROM round_settlement_progress WHERE round_id = $1',
      [roundId],
    );
    const row = rows[0];
    // A different number of prizes than recorded cannot happen (the inputs are frozen);
    // if it did, start over: the event ids keep every credit single.
    return row && row.prizes === prizes ? Math.min(row.credited, prizes) : 0;
  }

  async save(roundId: string, credited: number, prizes: number): Promise<void> {
    await this.pool.query(
      `INSERT INTO round_settlement_progress (round_id, credited, prizes, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (round_id) DO UPDATE SET credited = greatest(round_settlement_progress.credited, EXCLUDED.credited),
         prizes = EXCLUDED.prizes, updated_at = now()`,
      [roundId, credited, prizes],
    );
  }
}
