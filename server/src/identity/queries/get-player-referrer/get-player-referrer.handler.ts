import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PlayerEntity } from '../../entities/player.entity.js';
import { GetPlayerReferrer } from './get-player-referrer.query.js';

@QueryHandler(GetPlayerReferrer)
export class GetPlayerReferrerHandler implements IQueryHandler<GetPlayerReferrer> {
  constructor(@InjectRepository(PlayerEntity) private readonly players: Repository<PlayerEntity>) {}

  async execute({ playerId }: GetPlayerReferrer): Promise<string | null> {
    const player = await this.players.findOne({ where: { id: playerId }, select: { id: true, referredBy: true } });
    return player?.referredBy ?? null;
  }
}
