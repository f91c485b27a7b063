import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DepositRequestRow } from '../../projections/deposit-requests/deposit-request.entity.js';
import { playerDepositView } from '../../projections/request-views.js';
import { ListPlayerDeposits } from './player-deposits.query.js';

@QueryHandler(ListPlayerDeposits)
export class ListPlayerDepositsHandler implements IQueryHandler<ListPlayerDeposits> {
  constructor(@InjectRepository(DepositRequestRow) private readonly rows: Repository<DepositRequestRow>) {}

  async execute({ userId, page, limit }: ListPlayerDeposits) {
    const rows = await this.rows.find({
      where: { userId },
      order: { createdAt: 'DESC', requestId: 'ASC' },
      skip: (page - 1) * limit,
      take: limit,
    });
    return rows.map(playerDepositView);
  }
}
