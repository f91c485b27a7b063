import { Query } from '@nestjs/cqrs';
import type { PaymentOption } from '../../money-request.js';
import type { AdminDepositView, Pagination } from '../../projections/request-views.js';

/** The admin's Deposit Requests page (GET /admin/deposits?page&limit&deposit_option), newest first. */
export class ListDepositRequests extends Query<{ rows: AdminDepositView[]; pagination: Pagination }> {
  constructor(
    readonly page: number,
    readonly limit: number,
    readonly option: PaymentOption | null,
    /** Only this player's requests (the admin's player page); null: everyone's. */
    readonly userId: string | null = null,
  ) {
    super();
  }
}

/** One deposit request as the admin list shows it (the answer of an update), or null. */
export class GetDepositRequestView extends Query<AdminDepositView | null> {
  constructor(readonly requestId: string) {
    super();
  }
}
