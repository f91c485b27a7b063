import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { GetPlayerSummaries } from '../../../identity/queries/get-player-summaries/get-player-summaries.query.js';
import { WithdrawalRequestRow } from '../../projections/withdrawal-requests/withdrawal-request.entity.js';
import { adminWithdrawalView } from '../../projections/request-views.js';
import { GetWithdrawalRequestView, ListWithdrawalRequests } from './admin-withdrawals.query.js';

@QueryHandler(ListWithdrawalRequests)
export class ListWithdrawalRequestsHandler implements IQueryHandler<ListWithdrawalRequests> {
  constructor(
    @InjectRepository(WithdrawalRequestRow) private readonly rows: Repository<WithdrawalRequestRow>,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ page, limit, option }: ListWithdrawalRequests) {
    const [rows, total] = await this.rows.findAndCount({
      where: option ? { option } : {},
      order: { createdAt: 'DESC', requestId: 'ASC' },
      skip: (page - 1) * limit,
      take: limit,
    });
    const users = await this.queryBus.execute(new GetPlayerSummaries(rows.map((r) => r.userId)));
    return {
      rows: rows.map((row) => adminWithdrawalView(row, users.get(row.userId))),
      pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
    };
  }
}

@QueryHandler(GetWithdrawalRequestView)
export class GetWithdrawalRequestViewHandler implements IQueryHandler<GetWithdrawalRequestView> {
  constructor(
    @InjectRepository(WithdrawalRequestRow) private readonly rows: Repository<WithdrawalRequestRow>,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ requestId }: GetWithdrawalRequestView) {
    const row = await this.rows.findOneBy({ requestId });
    if (!row) return null;
    const users = await this.queryBus.execute(new GetPlayerSummaries([row.userId]));
    return adminWithdrawalView(row, users.get(row.userId));
  }
}
