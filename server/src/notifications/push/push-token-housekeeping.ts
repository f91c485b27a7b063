import { Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Interval } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { FindLiveSessions } from '../../identity/queries/find-live-sessions/find-live-sessions.query.js';
import { PushTokenEntity } from './push-token.entity.js';

const CHUNK = 1000;

/**
 * Deletes, hourly, the push tokens of sessions that have ended (expired, or revoked
 * without the browser's DELETE at logout). The sender already skips them; this keeps the
 * table from growing. Runs only where background jobs run; idempotent across instances.
 */
@Injectable()
export class PushTokenHousekeeping {
  private readonly logger = new Logger('PushTokenHousekeeping');

  constructor(
    @InjectRepository(PushTokenEntity) private readonly tokens: Repository<PushTokenEntity>,
    private readonly queryBus: QueryBus,
  ) {}

  @Interval(3600_000)
  async hourly(): Promise<void> {
    try {
      await this.purge();
    } catch (error) {
      this.logger.warn(`Push token housekeeping failed: ${(error as Error).message}`);
    }
  }

  /** Returns how many tokens were deleted. */
  async purge(): Promise<number> {
    const rows: { session_id: string }[] = await this.tokens
      .createQueryBuilder('t')
      .select('DISTINCT t.session_id', 'session_id')
      .where('t.session_id IS NOT NULL')
      .getRawMany();
    let deleted = 0;
    for (let i = 0; i < rows.length; i += CHUNK) {
      const ids = rows.slice(i, i + CHUNK).map((r) => r.session_id);
      const live = await this.queryBus.execute(new FindLiveSessions(ids));
      const ended = ids.filter((id) => !live.has(id));
      if (ended.length > 0) deleted += (await this.tokens.delete({ sessionId: In(ended) })).affected ?? 0;
    }
    return deleted;
  }
}
