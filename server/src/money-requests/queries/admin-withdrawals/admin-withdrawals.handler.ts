import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { WithdrawalRequestRow } from '../../projections/withdrawal-requests/withdrawal-request.entity.js';
import { adminWithdrawalView } from '../../projections/request-views.js';
import { adminRequestPage, adminRequestView } from '../admin-request-reads.js';
import { GetWithdrawalRequestView, ListWithdrawalRequests } from './admin-withdrawals.query.js';

@QueryHandler(ListWithdrawalRequests)
export class ListWithdrawalRequestsHandler implements IQueryHandler<ListWithdrawalRequests> {
  constructor(
    @InjectRepository(WithdrawalRequestRow) private readonly rows: Repository<WithdrawalRequestRow>,
    private readonly queryBus: QueryBus,
  ) {}

  execute(query: ListWithdrawalRequests) {
    return adminRequestPage(this.rows, this.queryBus, query, adminWithdrawalView);
  }
}

@QueryHandler(GetWithdrawalRequestView)
export class GetWithdrawalRequestViewHandler implements IQueryHandler<GetWithdrawalRequestView> {
  constructor(
    @InjectRepository(WithdrawalRequestRow) private readonly rows: Repository<WithdrawalRequestRow>,
    private readonly queryBus: QueryBus,
  ) {}

  execute({ requestId }: GetWithdrawalRequestView) {
    return adminRequestView(this.rows, this.queryBus, requestId, adminWithdrawalView);
  }
}
