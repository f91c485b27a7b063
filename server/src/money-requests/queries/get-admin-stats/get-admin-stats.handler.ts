import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CountPlayers } from '../../../identity/queries/get-player-summaries/get-player-summaries.query.js';
import { rupeesFromPaise } from '../../../shared/money/money.js';
import { DepositRequestRow } from '../../projections/deposit-requests/deposit-request.entity.js';
import { WithdrawalRequestRow } from '../../projections/withdrawal-requests/withdrawal-request.entity.js';
import { GetAdminStats, type AdminStats } from './get-admin-stats.query.js';

@QueryHandler(GetAdminStats)
export class GetAdminStatsHandler implements IQueryHandler<GetAdminStats> {
  constructor(
    @InjectRepository(DepositRequestRow) private readonly deposits: Repository<DepositRequestRow>,
    @InjectRepository(WithdrawalRequestRow) private readonly withdrawals: Repository<WithdrawalRequestRow>,
    private readonly queryBus: QueryBus,
  ) {}

  async execute(): Promise<AdminStats> {
    const [totalUsers, deposited, withdrawn] = await Promise.all([
      this.queryBus.execute(new CountPlayers()),
      this.doneSum(this.deposits),
      this.doneSum(this.withdrawals),
    ]);
    return { totalUsers, totalWithdraw: rupeesFromPaise(withdrawn), totalDeposit: rupeesFromPaise(deposited) };
  }

  private async doneSum(rows: Repository<DepositRequestRow> | Repository<WithdrawalRequestRow>): Promise<number> {
    const result = await (rows as Repository<DepositRequestRow>)
      .createQueryBuilder('r')
      .select('coalesce(sum(r.amount), 0)', 'total')
      .where('r.status = :status', { status: 'done' })
      .getRawOne<{ total: string }>();
    return Number(result?.total ?? 0);
  }
}
