import { Logger } from '@nestjs/common';
import { EventsHandler, QueryBus, type IEventHandler } from '@nestjs/cqrs';
import { GetPlayerSummaries } from '../../identity/queries/get-player-summaries/get-player-summaries.query.js';
import { MoneyRequestSubmitted } from '../../money-requests/money-request.notices.js';
import { PushSender } from '../push/push-sender.js';
import { submittedNotice } from './money-request-messages.js';

/**
 * A player sent a deposit or withdrawal request: a push to every signed-in admin console
 * (auditors included: they watch the money too), naming the player and the amount.
 */
@EventsHandler(MoneyRequestSubmitted)
export class NotifyAdminsWhenRequestIsSubmitted implements IEventHandler<MoneyRequestSubmitted> {
  private readonly logger = new Logger('MoneyRequestPushes');

  constructor(
    private readonly push: PushSender,
    private readonly queryBus: QueryBus,
  ) {}

  async handle(notice: MoneyRequestSubmitted): Promise<void> {
    try {
      const players = await this.queryBus.execute(new GetPlayerSummaries([notice.userId]));
      await this.push.notifyAdmins(submittedNotice(notice, players.get(notice.userId)?.username ?? null));
    } catch (error) {
      this.logger.warn(`No push for new ${notice.kind} request ${notice.requestId}: ${(error as Error).message}`);
    }
  }
}
