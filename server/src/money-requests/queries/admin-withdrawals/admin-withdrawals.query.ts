import { Query } from '@nestjs/cqrs';
import type { PaymentOption } from '../../money-request.js';
import type { AdminWithdrawalView, Pagination } from '../../projections/request-views.js';

/** The admin's Withdraw Requests page (GET /admin/withdraws?page&limit&withdraw_option), newest first. */
export class ListWithdrawalRequests extends Query<{ rows: AdminWithdrawalView[]; pagination: Pagination }> {
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

/** One withdrawal request as the admin list shows it (the answer of an update), or null. */
export class GetWithdrawalRequestView extends Query<AdminWithdrawalView | null> {
  constructor(readonly requestId: string) {
    super();
  }
}
