import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../../../shared/clock/clock.js';
import { PlayerEntity } from '../../entities/player.entity.js';
import { checkBirthDate, indianDate } from '../../profile-rules.js';
import { IsProfileComplete } from './is-profile-complete.query.js';

const REMEMBERED = 100_000;

/**
 * Complete: saved through update-profile (which refuses anyone under 18) with a date of
 * birth that makes the player an adult today. A profile never becomes incomplete again
 * (update-profile only ever completes one) and a date of birth only grows older, so a
 * "yes" is remembered and a purchase asks the database once per player, not every time.
 */
@QueryHandler(IsProfileComplete)
export class IsProfileCompleteHandler implements IQueryHandler<IsProfileComplete, boolean> {
  private readonly complete = new Set<string>();

  constructor(
    @InjectRepository(PlayerEntity) private readonly players: Repository<PlayerEntity>,
    private readonly clock: Clock,
  ) {}

  async execute({ playerId }: IsProfileComplete): Promise<boolean> {
    if (this.complete.has(playerId)) return true;
    const player = await this.players.findOne({ where: { id: playerId }, select: { id: true, isProfileUpdated: true, dateOfBirth: true } });
    const adult = player?.dateOfBirth ? checkBirthDate(player.dateOfBirth, indianDate(this.clock.now())) === 'ok' : false;
    if (!player?.isProfileUpdated || !adult) return false;
    if (this.complete.size >= REMEMBERED) this.complete.clear();
    this.complete.add(playerId);
    return true;
  }
}
