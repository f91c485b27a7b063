import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { Clock } from '../../../../shared/clock/clock.js';
import { PG_POOL } from '../../../../shared/database/pg-pool.js';
import type { PeriodId } from '../../../draw-periods.js';
import type { RoundForSale } from '../../round.js';
import { GetOpenRound } from './get-open-round.query.js';

/**
 * One probe of `rounds` (period, start_at desc). A round the scheduler has not closed yet
 * stops selling at its close all the same: the clock decides here, as in the purchase.
 */
@QueryHandler(GetOpenRound)
export class GetOpenRoundHandler implements IQueryHandler<GetOpenRound, RoundForSale | null> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
  ) {}

  async execute({ period }: GetOpenRound): Promise<RoundForSale | null> {
    const { rows } = await this.pool.query<{ round_id: string; period: PeriodId; start_at: Date; close_at: Date; price_paise: string }>({
      name: 'fd_get_open_round',
      text: `SELECT round_id, period, start_at, close_at, price_paise FROM rounds
             WHERE period = $1 AND status = 'open' AND start_at <= $2 AND close_at > $2
             ORDER BY start_at DESC LIMIT 1`,
      values: [period, this.clock.now()],
    });
    const row = rows[0];
    if (!row) return null;
    return {
      roundId: row.round_id,
      period: row.period,
      opensAt: row.start_at.toISOString(),
      closesAt: row.close_at.toISOString(),
      pricePaise: Number(row.price_paise),
    };
  }
}
