import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, MoreThan, type Repository } from 'typeorm';
import { Clock } from '../../../shared/clock/clock.js';
import { SessionEntity } from '../../entities/session.entity.js';
import { FindLiveSessions } from './find-live-sessions.query.js';

@QueryHandler(FindLiveSessions)
export class FindLiveSessionsHandler implements IQueryHandler<FindLiveSessions> {
  constructor(
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    private readonly clock: Clock,
  ) {}

  async execute({ sessionIds }: FindLiveSessions): Promise<Set<string>> {
    const ids = [...new Set(sessionIds)];
    if (ids.length === 0) return new Set();
    const live = await this.sessions.find({
      where: { id: In(ids), revokedAt: IsNull(), expiresAt: MoreThan(this.clock.now()) },
      select: { id: true },
    });
    return new Set(live.map((s) => s.id));
  }
}
