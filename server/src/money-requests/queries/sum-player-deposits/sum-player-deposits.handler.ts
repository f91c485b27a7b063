import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DepositRequestRow } from '../../projections/deposit-requests/deposit-request.entity.js';
import { SumPlayerDeposits } from './sum-player-deposits.query.js';

/**
 * One statement over the player's rows (index deposit_requests_by_user). `created_at` is the
 * request's submission time by the server's clock (DepositRequested's occurredAt), and the
 * read model is written in the append's own transaction, so a request stored is counted.
 */
@QueryHandler(SumPlayerDeposits)
export class SumPlayerDepositsHandler implements IQueryHandler<SumPlayerDeposits, number[]> {
  constructor(@InjectRepository(DepositRequestRow) private readonly rows: Repository<DepositRequestRow>) {}

  async execute({ userId, since }: SumPlayerDeposits): Promise<number[]> {
    if (since.length === 0) return [];
    const rows: { sum: string }[] = await this.rows.query(
      `SELECT coalesce(sum(d.amount), 0) AS sum
         FROM unnest($2::timestamptz[]) WITH ORDINALITY AS s(since, i)
         LEFT JOIN deposit_requests d ON d.user_id = $1 AND d.status <> 'rejected' AND d.created_at >= s.since
        GROUP BY s.i ORDER BY s.i`,
      [userId, since.map((d) => d.toISOString())],
    );
    return rows.map((r) => Number(r.sum));
  }
}
