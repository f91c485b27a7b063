import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DepositRequestRow } from '../../projections/deposit-requests/deposit-request.entity.js';
import { WithdrawalRequestRow } from '../../projections/withdrawal-requests/withdrawal-request.entity.js';
import { FindAttachmentOwner } from './find-attachment.query.js';

/** A file no request names has no owner: nobody reads it (an upload whose request was never written). */
@QueryHandler(FindAttachmentOwner)
export class FindAttachmentOwnerHandler implements IQueryHandler<FindAttachmentOwner> {
  constructor(
    @InjectRepository(DepositRequestRow) private readonly deposits: Repository<DepositRequestRow>,
    @InjectRepository(WithdrawalRequestRow) private readonly withdrawals: Repository<WithdrawalRequestRow>,
  ) {}

  async execute({ name }: FindAttachmentOwner): Promise<string | null> {
    const deposit = await this.deposits.findOne({ where: { imageName: name }, select: { requestId: true, userId: true } });
    if (deposit) return deposit.userId;
    const withdrawal = await this.withdrawals.findOne({
      where: [{ imageName: name }, { proofName: name }],
      select: { requestId: true, userId: true },
    });
    return withdrawal?.userId ?? null;
  }
}
