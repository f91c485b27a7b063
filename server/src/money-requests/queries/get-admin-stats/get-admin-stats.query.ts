import { Query } from '@nestjs/cqrs';

/** The admin dashboard's cards (GET /admin/stats): money in rupees. */
export interface AdminStats {
  totalUsers: number;
  /** The sum of done withdrawals. */
  totalWithdraw: number;
  /** The sum of done deposits. */
  totalDeposit: number;
}

export class GetAdminStats extends Query<AdminStats> {}
