import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../shared/database/pg-pool.js';
import { isPeriodId, type PeriodId } from '../draw-periods.js';
import type { RoundForSale } from '../rounds/round.js';

const CAPACITY = 256;

/**
 * The rounds purchases name, by id, kept in memory once read. What is kept never changes:
 * a round's window and price are fixed when it opens (DESIGN.md section 2). Whether the
 * round still sells is never taken from here: the wallet decider checks the window by the
 * clock, and the tickets projection's fence (the append's own statement) refuses a ticket
 * whose round is closed. So a purchase costs no read of `rounds`, only its append.
 */
@Injectable()
export class RoundsForSale {
  private readonly known = new Map<string, RoundForSale>();

  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async find(roundId: string): Promise<RoundForSale | null> {
    const cached = this.known.get(roundId);
    if (cached) return cached;
    // Ids are `<period>-<start>`: anything else cannot be a round, and costs no query.
    if (!isPeriodId(roundId.slice(0, roundId.indexOf('-')))) return null;
    const { rows } = await this.pool.query<{ round_id: string; period: PeriodId; start_at: Date; close_at: Date; price_paise: string }>({
      name: 'fd_round_for_sale',
      text: 'SELECT round_id, period, start_at, close_at, price_paise FROM rounds WHERE round_id = $1',
      values: [roundId],
    });
    const row = rows[0];
    if (!row) return null;
    const round: RoundForSale = {
      roundId: row.round_id,
      period: row.period,
      opensAt: row.start_at.toISOString(),
      closesAt: row.close_at.toISOString(),
      pricePaise: Number(row.price_paise),
    };
    // Rounds are few and each sells for hours: dropping the oldest entry keeps the map small.
    if (this.known.size >= CAPACITY) this.known.delete(this.known.keys().next().value!);
    this.known.set(roundId, round);
    return round;
  }
}
