import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  GetWalletBalances,
  type WalletBalancesResult,
} from '../../../wallet/queries/get-wallet-balances/get-wallet-balances.query.js';
import { rupeesFromPaise } from '../../../shared/money/money.js';
import { PlayerEntity } from '../../entities/player.entity.js';
import { PlayerNotFoundError } from '../../identity.errors.js';
import { GetProfile, type ProfileView } from './get-profile.query.js';

/** "Money Balance" is the available money balance (DESIGN.md 4); a player without a wallet row has 0. */
@QueryHandler(GetProfile)
export class GetProfileHandler implements IQueryHandler<GetProfile> {
  constructor(
    @InjectRepository(PlayerEntity) private readonly players: Repository<PlayerEntity>,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ playerId }: GetProfile): Promise<ProfileView> {
    const [player, balances] = await Promise.all([
      this.players.findOneBy({ id: playerId }),
      this.queryBus.execute<GetWalletBalances, WalletBalancesResult>(new GetWalletBalances([playerId])),
    ]);
    if (!player) throw new PlayerNotFoundError();
    const wallet = balances.get(playerId);
    return {
      username: player.username,
      first_name: player.firstName,
      last_name: player.lastName,
      email: player.email,
      mobile: player.mobile,
      date_of_birth: player.dateOfBirth,
      gender: player.gender,
      current_balance: rupeesFromPaise(wallet?.moneyPaise ?? 0),
      referral_balance: rupeesFromPaise(wallet?.referralPaise ?? 0),
      referral_code: player.referralCode,
      isProfileUpdated: player.isProfileUpdated,
      language: player.language,
    };
  }
}
