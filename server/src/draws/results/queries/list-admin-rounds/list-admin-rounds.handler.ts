import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { Clock } from '../../../../shared/clock/clock.js';
import type { CsvChunk } from '../../../../shared/csv/csv.js';
import { PG_POOL } from '../../../../shared/database/pg-pool.js';
import { RESULT_COLUMNS, roundStageSql } from '../published-result.js';
import { adminRoundView, type AdminRoundRecord, type AdminRoundView } from './admin-round-view.js';
import { ExportAdminRounds, ListAdminRounds, type AdminRoundCursor, type AdminRoundsFilter, type AdminRoundsPage } from './list-admin-rounds.query.js';

const COLUMNS = `round_id, period, status, start_at, close_at, draw_at, price_paise, ticket_count, sales_paise, beacon_status,
  settlement, settled_at, ${RESULT_COLUMNS}`;

/**
 * $1 period, $2 the status (stage) asked for, $3 now. The stage is computed in SQL by the
 * same rule as roundStage, so a filter on 'resulted' never finds a result that is not
 * published yet. A few thousand rounds a year: rounds_by_period serves a period's list.
 */
const WHERE = `($1::text IS NULL OR period = $1) AND ($2::text IS NULL OR ${roundStageSql('$3')} = $2)`;

const values = (filter: AdminRoundsFilter, now: Date) => [filter.period, filter.status, now];

@QueryHandler(ListAdminRounds)
export class ListAdminRoundsHandler implements IQueryHandler<ListAdminRounds> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
  ) {}

  async execute({ filter, page, limit }: ListAdminRounds): Promise<AdminRoundsPage> {
    const now = this.clock.now();
    const [list, count] = await Promise.all([
      this.pool.query<AdminRoundRecord>(`SELECT ${COLUMNS} FROM rounds WHERE ${WHERE} ORDER BY start_at DESC, round_id DESC LIMIT $4 OFFSET $5`, [
        ...values(filter, now),
        limit,
        (page - 1) * limit,
      ]),
      this.pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM rounds WHERE ${WHERE}`, values(filter, now)),
    ]);
    const total = count.rows[0].total;
    return { rows: list.rows.map((row) => adminRoundView(row, now)), pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
  }
}

@QueryHandler(ExportAdminRounds)
export class ExportAdminRoundsHandler implements IQueryHandler<ExportAdminRounds> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
  ) {}

  async execute({ filter, cursor, limit }: ExportAdminRounds): Promise<CsvChunk<AdminRoundView, AdminRoundCursor>> {
    const now = this.clock.now();
    const { rows } = await this.pool.query<AdminRoundRecord & { cursor_at: string }>(
      `SELECT ${COLUMNS}, start_at::text AS cursor_at FROM rounds
       WHERE ${WHERE} AND ($4::text IS NULL OR (start_at, round_id) > (CAST($4 AS timestamptz), $5::text))
       ORDER BY start_at, round_id LIMIT $6`,
      [...values(filter, now), cursor?.startAt ?? null, cursor?.roundId ?? null, limit],
    );
    const last = rows.length === limit ? rows[rows.length - 1] : null;
    return { rows: rows.map((row) => adminRoundView(row, now)), next: last ? { startAt: last.cursor_at, roundId: last.round_id } : null };
  }
}
