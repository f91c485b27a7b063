import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { PlayerEntity } from '../../entities/player.entity.js';
import { CountPlayers, GetPlayerSummaries, type PlayerSummaries } from './get-player-summaries.query.js';

@QueryHandler(GetPlayerSummaries)
export class GetPlayerSummariesHandler implements IQueryHandler<GetPlayerSummaries> {
  constructor(@InjectRepository(PlayerEntity) private readonly players: Repository<PlayerEntity>) {}

  async execute({ playerIds }: GetPlayerSummaries): Promise<PlayerSummaries> {
    const ids = [...new Set(playerIds)];
    const found = ids.length === 0 ? [] : await this.players.findBy({ id: In(ids) });
    return new Map(
      found.map((p) => [
        p.id,
        { id: p.id, username: p.username, first_name: p.firstName, last_name: p.lastName, email: p.email, mobile: p.mobile },
      ]),
    );
  }
}

@QueryHandler(CountPlayers)
export class CountPlayersHandler implements IQueryHandler<CountPlayers> {
  constructor(@InjectRepository(PlayerEntity) private readonly players: Repository<PlayerEntity>) {}

  execute(): Promise<number> {
    return this.players.count();
  }
}
