import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { isLanguage, type Language } from '../../../shared/i18n/language.js';
import { PlayerEntity } from '../../entities/player.entity.js';
import { GetPlayerLanguages } from './get-player-languages.query.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** One query for any number of players (a round may have tens of thousands of winners). */
@QueryHandler(GetPlayerLanguages)
export class GetPlayerLanguagesHandler implements IQueryHandler<GetPlayerLanguages> {
  constructor(@InjectRepository(PlayerEntity) private readonly players: Repository<PlayerEntity>) {}

  async execute({ playerIds }: GetPlayerLanguages): Promise<Map<string, Language>> {
    // An id that is not a uuid names nobody (and must not become a database error).
    const ids = [...new Set(playerIds)].filter((id) => UUID.test(id));
    if (ids.length === 0) return new Map();
    const rows: Array<{ id: string; language: string }> = await this.players.query(
      `SELECT id::text AS id, language FROM players WHERE id = ANY ($1::uuid[])`,
      [ids],
    );
    return new Map(rows.flatMap((r) => (isLanguage(r.language) ? [[r.id, r.language] as const] : [])));
  }
}
