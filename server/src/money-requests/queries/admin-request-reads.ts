import type { QueryBus } from '@nestjs/cqrs';
import type { FindOptionsOrder, FindOptionsWhere, Repository } from 'typeorm';
import { GetPlayerSummaries, type PlayerSummary } from '../../identity/queries/get-player-summaries/get-player-summaries.query.js';
import type { PaymentOption } from '../money-request.js';
import type { Pagination } from '../projections/request-views.js';

/** What both request lists (deposits, withdrawals) have in common. */
interface RequestRow {
  requestId: string;
  userId: string;
  option: PaymentOption;
  createdAt: Date;
}

type View<R, V> = (row: R, summary: PlayerSummary | undefined) => V;

/**
 * A page of an admin request list, newest first (ties by id, so pages never overlap),
 * each row with its player's name and email: the Deposit and Withdraw Requests pages, and
 * one player's requests on the admin's player page (the (user_id, created_at) indexes).
 */
export async function adminRequestPage<R extends RequestRow, V>(
  rows: Repository<R>,
  queryBus: QueryBus,
  { page, limit, option, userId }: { page: number; limit: number; option: PaymentOption | null; userId?: string | null },
  view: View<R, V>,
): Promise<{ rows: V[]; pagination: Pagination }> {
  const [found, total] = await rows.findAndCount({
    where: { ...(option ? { option } : {}), ...(userId ? { userId } : {}) } as FindOptionsWhere<R>,
    order: { createdAt: 'DESC', requestId: 'ASC' } as FindOptionsOrder<R>,
    skip: (page - 1) * limit,
    take: limit,
  });
  const users = await queryBus.execute(new GetPlayerSummaries(found.map((r) => r.userId)));
  return {
    rows: found.map((row) => view(row, users.get(row.userId))),
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
  };
}

/** One request as its admin list shows it, or null. */
export async function adminRequestView<R extends RequestRow, V>(rows: Repository<R>, queryBus: QueryBus, requestId: string, view: View<R, V>): Promise<V | null> {
  const row = await rows.findOneBy({ requestId } as FindOptionsWhere<R>);
  if (!row) return null;
  const users = await queryBus.execute(new GetPlayerSummaries([row.userId]));
  return view(row, users.get(row.userId));
}
