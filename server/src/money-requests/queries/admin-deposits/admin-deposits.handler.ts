import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { GetPlayerSummaries } from '../../../identity/queries/get-player-summaries/get-player-summaries.query.js';
import { DepositRequestRow } from '../../projections/deposit-requests/deposit-request.entity.js';
import { adminDepositView } from '../../projections/request-views.js';
import { GetDepositRequestView, ListDepositRequests } from './admin-deposits.query.js';

@QueryHandler(ListDepositRequests)
export class ListDepositRequestsHandler implements IQueryHandler<ListDepositRequests> {
  constructor(
    @InjectRepository(DepositRequestRow) private readonly rows: Repository<DepositRequestRow>,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ page, limit, option }: ListDepositRequests) {
    const [rows, total] = await this.rows.findAndCount({
      where: option ? { option } : {},
      order: { createdAt: 'DESC', requestId: 'ASC' },
      skip: (page - 1) * limit,
      take: limit,
    });
    const users = await this.queryBus.execute(new GetPlayerSummaries(rows.map((r) => r.userId)));
    return {
      rows: rows.map((row) => adminDepositView(row, users.get(row.userId))),
      pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
    };
  }
}

@QueryHandler(GetDepositRequestView)
export class GetDepositRequestViewHandler implements IQueryHandler<GetDepositRequestView> {
  constructor(
    @InjectRepository(DepositRequestRow) private readonly rows: Repository<DepositRequestRow>,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ requestId }: GetDepositRequestView) {
    const row = await this.rows.findOneBy({ requestId });
    if (!row) return null;
    const users = await this.queryBus.execute(new GetPlayerSummaries([row.userId]));
    return adminDepositView(row, users.get(row.userId));
  }
}
