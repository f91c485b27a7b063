import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  GetWalletBalances,
  type WalletBalancesResult,
} from '../../../wallet/queries/get-wallet-balances/get-wallet-balances.query.js';
import { rupeesFromPaise } from '../../../shared/money/money.js';
import { PlayerEntity } from '../../entities/player.entity.js';
import { ListPlayers, type PlayerListPage } from './list-players.query.js';

@QueryHandler(ListPlayers)
export class ListPlayersHandler implements IQueryHandler<ListPlayers> {
  constructor(
    @InjectRepository(PlayerEntity) private readonly players: Repository<PlayerEntity>,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ page, limit }: ListPlayers): Promise<PlayerListPage> {
    const [players, total] = await this.players.findAndCount({
      order: { createdAt: 'DESC', id: 'ASC' },
      skip: (page - 1) * limit,
      take: limit,
    });
    const balances =
      players.length === 0
        ? new Map()
        : await this.queryBus.execute<GetWalletBalances, WalletBalancesResult>(
            new GetWalletBalances(players.map((p) => p.id)),
          );
    const rows = players.map((p) => {
      const wallet = balances.get(p.id);
      const money = rupeesFromPaise(wallet?.moneyPaise ?? 0);
      return {
        _id: p.id,
        first_name: p.firstName,
        last_name: p.lastName,
        username: p.username,
        email: p.email,
        mobile: p.mobile,
        amount: money,
        current_balance: money,
        referral_balance: rupeesFromPaise(wallet?.referralPaise ?? 0),
        lastLoginAt: p.lastLoginAt?.toISOString() ?? null,
        createdAt: p.createdAt.toISOString(),
        updatedAt: p.updatedAt.toISOString(),
      };
    });
    return { rows, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
  }
}
