import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '../../../shared/database/pg-pool.js';
import type { PaymentOption } from '../../money-request.js';
import { GetRequestPaymentOptions } from './request-payment-options.query.js';

// Request ids are UUIDs; anything else names no request (and must not reach the ::uuid cast).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@QueryHandler(GetRequestPaymentOptions)
export class GetRequestPaymentOptionsHandler implements IQueryHandler<GetRequestPaymentOptions, Map<string, PaymentOption>> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ userId, depositIds, withdrawalIds }: GetRequestPaymentOptions): Promise<Map<string, PaymentOption>> {
    const deposits = depositIds.filter((id) => UUID.test(id));
    const withdrawals = withdrawalIds.filter((id) => UUID.test(id));
    if (!UUID.test(userId) || deposits.length + withdrawals.length === 0) return new Map();
    const { rows } = await this.pool.query<{ request_id: string; option: PaymentOption }>({
      name: 'fd_request_payment_options',
      text: `SELECT request_id::text, option FROM deposit_requests WHERE user_id = $1 AND request_id = ANY ($2::uuid[])
             UNION ALL
             SELECT request_id::text, option FROM withdrawal_requests WHERE user_id = $1 AND request_id = ANY ($3::uuid[])`,
      values: [userId, deposits, withdrawals],
    });
    return new Map(rows.map((r) => [r.request_id, r.option]));
  }
}
