import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PlayerEntity } from '../../entities/player.entity.js';
import { GetPlayerAccount, type PlayerAccountView } from './get-player-account.query.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@QueryHandler(GetPlayerAccount)
export class GetPlayerAccountHandler implements IQueryHandler<GetPlayerAccount> {
  constructor(@InjectRepository(PlayerEntity) private readonly players: Repository<PlayerEntity>) {}

  async execute({ playerId }: GetPlayerAccount): Promise<PlayerAccountView | null> {
    // The id column is a uuid: anything else names no player (and would be a database error).
    if (!UUID.test(playerId)) return null;
    const p = await this.players.findOneBy({ id: playerId.toLowerCase() });
    if (!p) return null;
    return {
      _id: p.id,
      username: p.username,
      first_name: p.firstName,
      last_name: p.lastName,
      email: p.email,
      mobile: p.mobile,
      date_of_birth: p.dateOfBirth,
      gender: p.gender,
      referral_code: p.referralCode,
      is_profile_updated: p.isProfileUpdated,
      createdAt: p.createdAt.toISOString(),
      lastLoginAt: p.lastLoginAt?.toISOString() ?? null,
    };
  }
}
