import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DepositRequestRow } from '../../projections/deposit-requests/deposit-request.entity.js';
import { adminDepositView } from '../../projections/request-views.js';
import { adminRequestPage, adminRequestView } from '../admin-request-reads.js';
import { GetDepositRequestView, ListDepositRequests } from './admin-deposits.query.js';

@QueryHandler(ListDepositRequests)
export class ListDepositRequestsHandler implements IQueryHandler<ListDepositRequests> {
  constructor(
    @InjectRepository(DepositRequestRow) private readonly rows: Repository<DepositRequestRow>,
    private readonly queryBus: QueryBus,
  ) {}

  execute(query: ListDepositRequests) {
    return adminRequestPage(this.rows, this.queryBus, query, adminDepositView);
  }
}

@QueryHandler(GetDepositRequestView)
export class GetDepositRequestViewHandler implements IQueryHandler<GetDepositRequestView> {
  constructor(
    @InjectRepository(DepositRequestRow) private readonly rows: Repository<DepositRequestRow>,
    private readonly queryBus: QueryBus,
  ) {}

  execute({ requestId }: GetDepositRequestView) {
    return adminRequestView(this.rows, this.queryBus, requestId, adminDepositView);
  }
}
