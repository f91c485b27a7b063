import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { SessionEntity } from '../../entities/session.entity.js';
import { GetSessionStart } from './get-session-start.query.js';

@QueryHandler(GetSessionStart)
export class GetSessionStartHandler implements IQueryHandler<GetSessionStart, Date | null> {
  constructor(@InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>) {}

  async execute({ playerId, sessionId }: GetSessionStart): Promise<Date | null> {
    const session = await this.sessions.findOne({ where: { id: sessionId, subjectKind: 'user', subjectId: playerId }, select: { id: true, createdAt: true } });
    return session?.createdAt ?? null;
  }
}
