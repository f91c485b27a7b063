import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { Clock } from '../../../shared/clock/clock.js';
import { PG_POOL } from '../../../shared/database/pg-pool.js';
import { drawView, ROUND_COLUMNS, type DrawView, type RoundRecord } from '../draw-view.js';
import { GetDraw, GetLatestDraw } from './get-draw.query.js';

@QueryHandler(GetDraw)
export class GetDrawHandler implements IQueryHandler<GetDraw, DrawView | null> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
  ) {}

  async execute({ drawId }: GetDraw): Promise<DrawView | null> {
    const { rows } = await this.pool.query<RoundRecord>({
      name: 'fd_get_draw',
      text: `SELECT ${ROUND_COLUMNS} FROM rounds WHERE round_id = $1`,
      values: [drawId],
    });
    return rows[0] ? drawView(rows[0], this.clock.now()) : null;
  }
}

@QueryHandler(GetLatestDraw)
export class GetLatestDrawHandler implements IQueryHandler<GetLatestDraw, DrawView | null> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
  ) {}

  async execute({ period }: GetLatestDraw): Promise<DrawView | null> {
    const { rows } = await this.pool.query<RoundRecord>({
      name: 'fd_latest_draw',
      text: `SELECT ${ROUND_COLUMNS} FROM rounds WHERE period = $1 ORDER BY start_at DESC LIMIT 1`,
      values: [period],
    });
    return rows[0] ? drawView(rows[0], this.clock.now()) : null;
  }
}
