import { Logger } from '@nestjs/common';
import { EventsHandler, QueryBus, type IEventHandler } from '@nestjs/cqrs';
import { drawPeriod, isPeriodId } from '../../draws/draw-periods.js';
import { ResultAwaitsApproval } from '../../draws/results/result.notices.js';
import { GetAdminUsernames } from '../../identity/queries/get-admin-usernames/get-admin-usernames.query.js';
import { PushSender } from '../push/push-sender.js';

/**
 * A witnessed draw's result was entered: a push to every admin console (the one who
 * entered it sees it is waiting; any other admin can approve it). No numbers in the push:
 * the approver reads them in the console.
 */
@EventsHandler(ResultAwaitsApproval)
export class NotifyAdminsWhenResultAwaitsApproval implements IEventHandler<ResultAwaitsApproval> {
  private readonly logger = new Logger('ResultPushes');

  constructor(
    private readonly push: PushSender,
    private readonly queryBus: QueryBus,
  ) {}

  async handle(notice: ResultAwaitsApproval): Promise<void> {
    try {
      const names = await this.queryBus.execute(new GetAdminUsernames([notice.adminId]));
      const draw = isPeriodId(notice.period) ? `${drawPeriod(notice.period).name} Draw` : notice.period;
      await this.push.notifyAdmins({
        title: `${draw} result waits for approval`,
        body: `${names.get(notice.adminId) ?? 'An admin'} entered the result; another admin must approve it before it is published.`,
        link: '/admin/dashboard',
        data: { kind: 'result-awaits-approval', drawId: notice.roundId },
      });
    } catch (error) {
      this.logger.warn(`No push for the result entered for ${notice.roundId}: ${(error as Error).message}`);
    }
  }
}
