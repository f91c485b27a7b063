import { CommandHandler, EventBus, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, type Repository } from 'typeorm';
import { GetPlayerReferrer } from '../../../identity/queries/get-player-referrer/get-player-referrer.query.js';
import { GetSettings } from '../../../settings/queries/get-settings/get-settings.query.js';
import { decideDepositUpdate } from '../../deposit-request.decide.js';
import { depositStreamId, evolveDeposit, initialDepositState, type DepositState, type ReferralBonus } from '../../deposit-request.js';
import type { AdminUpdateForm } from '../../forms/admin-update-form.js';
import { MoneyRequestStatusChanged } from '../../money-request.notices.js';
import { RequestNotFoundError } from '../../money-requests.errors.js';
import { DepositRequestRow } from '../../projections/deposit-requests/deposit-request.entity.js';
import { DepositCreditWait } from '../../reactors/deposit-credit-wait.js';
import { RequestStreams } from '../../request-streams.js';
import { UpdateDeposit } from './update-deposit.command.js';

type Existing = Extract<DepositState, { exists: true }>;

/**
 * Load, decide, append with the version decided on. The credit at done (and the referral
 * bonus) is the reactor's on the log (credit-wallet-when-deposit-is-done); a change to done
 * waits for it before the player is told, so both see the new balance at once.
 */
@CommandHandler(UpdateDeposit)
export class UpdateDepositHandler implements ICommandHandler<UpdateDeposit> {
  constructor(
    private readonly streams: RequestStreams,
    private readonly credit: DepositCreditWait,
    private readonly queryBus: QueryBus,
    private readonly eventBus: EventBus,
    @InjectRepository(DepositRequestRow) private readonly rows: Repository<DepositRequestRow>,
  ) {}

  execute({ requestId, adminId, form, meta }: UpdateDeposit) {
    const streamId = depositStreamId(requestId);
    return this.streams.exclusively(streamId, async () => {
      const state = await this.streams.load(streamId, initialDepositState, evolveDeposit);
      if (!state.exists) throw new RequestNotFoundError('deposit');
      const events = decideDepositUpdate({ adminId, ...form, referral: await this.referralFor(state, form) }, state);
      if (events.length === 0) return { changed: false };
      await this.streams.append(streamId, events, state.version, meta);
      const next = events.reduce(evolveDeposit, state) as Existing;
      if (next.status === 'done') await this.credit.untilCredited(requestId, next.version);
      if (next.status !== state.status) {
        const { status, amountPaise, reason } = next;
        this.eventBus.publish(new MoneyRequestStatusChanged('deposit', requestId, next.userId, status, amountPaise, reason));
      }
      return { changed: true };
    });
  }

  /** The bonus a referred player's first done deposit earns, at the referral amount of this moment. */
  private async referralFor(state: Existing, form: AdminUpdateForm): Promise<ReferralBonus | null> {
    if (form.status !== 'done' || state.status === 'done') return null;
    const referrerId = await this.queryBus.execute(new GetPlayerReferrer(state.userId));
    if (!referrerId || referrerId === state.userId) return null;
    const earlier = await this.rows.existsBy({ userId: state.userId, status: 'done', requestId: Not(state.requestId) });
    if (earlier) return null;
    const { referralAmountPaise } = await this.queryBus.execute(new GetSettings());
    return referralAmountPaise > 0 ? { referrerId, amountPaise: referralAmountPaise } : null;
  }
}
