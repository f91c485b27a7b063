import { Logger } from '@nestjs/common';
import { EventsHandler, QueryBus, type IEventHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { RoundSettledNotice } from '../../draws/settlement/settlement.notices.js';
import { GetPlayerLanguages } from '../../identity/queries/get-player-languages/get-player-languages.query.js';
import { PushSender } from '../push/push-sender.js';
import { PushTokenEntity } from '../push/push-token.entity.js';
import { prizeWonNotice } from './prize-messages.js';

/**
 * A round was settled by this instance: a push to each winner's signed-in browsers (the
 * client shows it as a toast in the foreground). Only winners who registered a browser
 * are looked at (one query for the round: a round may have tens of thousands of winners).
 * A push is a courtesy: failures are logged; the prizes are credited already. Each is in
 * its winner's stored language (issue 14), read in one more query for the reachable ones.
 */
@EventsHandler(RoundSettledNotice)
export class NotifyWinnersWhenRoundIsSettled implements IEventHandler<RoundSettledNotice> {
  private readonly logger = new Logger('PrizePushes');

  constructor(
    private readonly push: PushSender,
    @InjectRepository(PushTokenEntity) private readonly tokens: Repository<PushTokenEntity>,
    private readonly queryBus: QueryBus,
  ) {}

  async handle(notice: RoundSettledNotice): Promise<void> {
    if (notice.winners.length === 0) return;
    try {
      const rows: Array<{ owner_id: string }> = await this.tokens.query(
        `SELECT DISTINCT owner_id::text AS owner_id FROM push_tokens WHERE owner_kind = 'user' AND owner_id::text = ANY ($1::text[])`,
        [notice.winners.map((w) => w.userId)],
      );
      const reachable = new Set(rows.map((r) => r.owner_id));
      if (reachable.size === 0) return;
      const languages = await this.queryBus.execute(new GetPlayerLanguages([...reachable]));
      for (const winner of notice.winners) {
        if (!reachable.has(winner.userId)) continue;
        const words = { roundId: notice.roundId, period: notice.period, amountPaise: winner.amountPaise, tickets: winner.tickets };
        await this.push.notifyPlayer(winner.userId, prizeWonNotice(words, languages.get(winner.userId)));
      }
    } catch (error) {
      this.logger.warn(`No prize pushes for draw ${notice.roundId}: ${(error as Error).message}`);
    }
  }
}
