import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../shared/database/pg-pool.js';

/** How old a round's sales figure may be when a pot is shown (ms of real time). */
export const POT_SALES_MAX_AGE_MS = Symbol('POT_SALES_MAX_AGE_MS');
export const DEFAULT_POT_SALES_MAX_AGE_MS = 1000;

interface Reading {
  sales: Promise<bigint>;
  /** performance.now() when the query began. */
  startedAt: number;
}

/**
 * A round's ticket sales, summed from the tickets read model (DESIGN.md section 3: no row
 * that every purchase updates, so purchases never wait on each other for a pot). A sum
 * reads every ticket of the round, so players' dashboards share one: a figure at most
 * `POT_SALES_MAX_AGE_MS` old is reused, and a read in flight is joined. The age is real
 * time, not the game clock: it paces the database, not the draw.
 */
@Injectable()
export class RoundSales {
  private readonly latest = new Map<string, Reading>();

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(POT_SALES_MAX_AGE_MS) private readonly maxAgeMs: number,
  ) {}

  /** `fresh`: a new sum, started now (it is then the one shared with readers that follow). */
  salesPaise(roundId: string, fresh = false): Promise<bigint> {
    const now = performance.now();
    const known = this.latest.get(roundId);
    if (!fresh && known && now - known.startedAt <= this.maxAgeMs) return known.sales;
    const sales = this.sum(roundId);
    const reading = { sales, startedAt: now };
    // Figures too old to reuse go, so closed rounds do not pile up.
    for (const [id, r] of this.latest) if (now - r.startedAt > this.maxAgeMs) this.latest.delete(id);
    this.latest.set(roundId, reading);
    sales.catch(() => this.latest.get(roundId) === reading && this.latest.delete(roundId));
    return sales;
  }

  private async sum(roundId: string): Promise<bigint> {
    const { rows } = await this.pool.query<{ sales: string }>({
      name: 'fd_round_sales',
      text: 'SELECT COALESCE(SUM(price_paise), 0)::text AS sales FROM tickets WHERE round_id = $1',
      values: [roundId],
    });
    return BigInt(rows[0]!.sales);
  }
}
