import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { WalletBalanceRow } from '../../projections/wallet-balances/wallet-balance.entity.js';
import { GetWalletBalances, type WalletBalance, type WalletBalancesResult } from './get-wallet-balances.query.js';

@QueryHandler(GetWalletBalances)
export class GetWalletBalancesHandler implements IQueryHandler<GetWalletBalances, WalletBalancesResult> {
  constructor(@InjectRepository(WalletBalanceRow) private readonly rows: Repository<WalletBalanceRow>) {}

  async execute({ userIds }: GetWalletBalances): Promise<WalletBalancesResult> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return new Map();
    const found = await this.rows.find({ where: { userId: In(unique) } });
    return new Map(found.map((row): [string, WalletBalance] => [row.userId, toBalance(row)]));
  }
}

function toBalance(row: WalletBalanceRow): WalletBalance {
  return {
    userId: row.userId,
    moneyPaise: row.moneyPaise,
    referralPaise: row.referralPaise,
    heldPaise: row.heldPaise,
    version: row.version,
  };
}
