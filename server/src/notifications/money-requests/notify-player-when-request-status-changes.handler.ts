import { Logger } from '@nestjs/common';
import { EventsHandler, QueryBus, type IEventHandler } from '@nestjs/cqrs';
import { GetPlayerLanguages } from '../../identity/queries/get-player-languages/get-player-languages.query.js';
import { MoneyRequestStatusChanged } from '../../money-requests/money-request.notices.js';
import { PushSender } from '../push/push-sender.js';
import { statusChangedNotice } from './money-request-messages.js';

/**
 * A player's deposit or withdrawal changed status: a push to their signed-in browsers
 * (the client shows it as a toast in the foreground). A push is a courtesy: a failure is
 * logged, never passed back to the change, which has happened. It is worded in the
 * player's stored language (issue 14).
 */
@EventsHandler(MoneyRequestStatusChanged)
export class NotifyPlayerWhenRequestStatusChanges implements IEventHandler<MoneyRequestStatusChanged> {
  private readonly logger = new Logger('MoneyRequestPushes');

  constructor(
    private readonly push: PushSender,
    private readonly queryBus: QueryBus,
  ) {}

  async handle(notice: MoneyRequestStatusChanged): Promise<void> {
    try {
      const languages = await this.queryBus.execute(new GetPlayerLanguages([notice.userId]));
      await this.push.notifyPlayer(notice.userId, statusChangedNotice(notice, languages.get(notice.userId)));
    } catch (error) {
      this.logger.warn(`No push for ${notice.kind} request ${notice.requestId}: ${(error as Error).message}`);
    }
  }
}
