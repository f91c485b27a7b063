import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { MoneyRequestStatusChanged } from '../../money-requests/money-request.notices.js';
import { PushSender } from '../push/push-sender.js';
import { statusChangedNotice } from './money-request-messages.js';

/**
 * A player's deposit or withdrawal changed status: a push to their signed-in browsers
 * (the client shows it as a toast in the foreground). A push is a courtesy: a failure is
 * logged, never passed back to the change, which has happened.
 */
@EventsHandler(MoneyRequestStatusChanged)
export class NotifyPlayerWhenRequestStatusChanges implements IEventHandler<MoneyRequestStatusChanged> {
  private readonly logger = new Logger('MoneyRequestPushes');

  constructor(private readonly push: PushSender) {}

  async handle(notice: MoneyRequestStatusChanged): Promise<void> {
    try {
      await this.push.notifyPlayer(notice.userId, statusChangedNotice(notice));
    } catch (error) {
      this.logger.warn(`No push for ${notice.kind} request ${notice.requestId}: ${(error as Error).message}`);
    }
  }
}
