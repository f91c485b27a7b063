import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { WithdrawalRequestRow } from '../../projections/withdrawal-requests/withdrawal-request.entity.js';
import { playerWithdrawalView } from '../../projections/request-views.js';
import { ListPlayerWithdrawals } from './player-withdrawals.query.js';

@QueryHandler(ListPlayerWithdrawals)
export class ListPlayerWithdrawalsHandler implements IQueryHandler<ListPlayerWithdrawals> {
  constructor(@InjectRepository(WithdrawalRequestRow) private readonly rows: Repository<WithdrawalRequestRow>) {}

  async execute({ userId, page, limit }: ListPlayerWithdrawals) {
    const rows = await this.rows.find({
      where: { userId },
      order: { createdAt: 'DESC', requestId: 'ASC' },
      skip: (page - 1) * limit,
      take: limit,
    });
    return rows.map(playerWithdrawalView);
  }
}
