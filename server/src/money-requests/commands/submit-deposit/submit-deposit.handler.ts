import { Inject } from '@nestjs/common';
import { CommandHandler, EventBus, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ProfileIncompleteError } from '../../../identity/identity.errors.js';
import { IsProfileComplete } from '../../../identity/queries/is-profile-complete/is-profile-complete.query.js';
import { PlayerPlayLock } from '../../../responsible-play/player-play-lock.js';
import { CheckDeposit } from '../../../responsible-play/queries/check-deposit/check-deposit.query.js';
import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import { EVENT_MIRROR } from '../../../shared/event-store/event-store.module.js';
import type { PostgresEventMirror } from '../../../shared/event-store/projections/postgres-event-mirror.js';
import { checkUpload, type CheckedUpload } from '../../../shared/uploads/upload-check.js';
import { UploadStore } from '../../../shared/uploads/upload-store.js';
import { decideDepositSubmission } from '../../deposit-request.decide.js';
import { depositStreamId, initialDepositState } from '../../deposit-request.js';
import { MoneyRequestSubmitted } from '../../money-request.notices.js';
import { PaymentReferenceTakenError, StaleRequestError } from '../../money-requests.errors.js';
import { newPaymentReference } from '../../payment/payment-reference.js';
import { DepositRequestRow } from '../../projections/deposit-requests/deposit-request.entity.js';
import { RequestStreams } from '../../request-streams.js';
import { submissionOf } from '../../submission-key.js';
import type { DepositForm } from '../../forms/deposit-form.js';
import { DEPOSIT_SCREENSHOT } from '../../upload-policies.js';
import type { CommandKey } from '../../../shared/idempotency/keyed-command.js';
import { SubmitDeposit } from './submit-deposit.command.js';

/**
 * Nothing is credited at request time (DESIGN.md section 4). The screenshot is judged by
 * its content before anything is stored; a refused file leaves no file and no request.
 * A key already used answers its request first, whatever holds now. Then, in contract C's
 * order: a completed profile (403), no pause (409), room under the deposit limits (409),
 * the last two under the player's PlayerPlayLock held until the request is stored, so two
 * requests at once (in any instances) cannot both take the room only one fits.
 */
@CommandHandler(SubmitDeposit)
export class SubmitDepositHandler implements ICommandHandler<SubmitDeposit> {
  constructor(
    private readonly streams: RequestStreams,
    private readonly uploads: UploadStore,
    private readonly eventBus: EventBus,
    private readonly queryBus: QueryBus,
    private readonly playLock: PlayerPlayLock,
    @InjectRepository(DepositRequestRow) private readonly rows: Repository<DepositRequestRow>,
    @Inject(EVENT_MIRROR) private readonly mirror: PostgresEventMirror | null,
  ) {}

  async execute({ userId, form, image, meta, idempotencyKey }: SubmitDeposit): Promise<{ requestId: string; reference: string }> {
    const { requestId, keyed } = submissionOf('deposit', userId, idempotencyKey, form, image);
    const streamId = depositStreamId(requestId);
    const earlier = keyed && (await this.earlier(streamId, keyed));
    if (earlier) return earlier;
    const checked = image ? await checkUpload(image, DEPOSIT_SCREENSHOT) : null;
    if (!(await this.queryBus.execute(new IsProfileComplete(userId)))) throw new ProfileIncompleteError();
    const submitted = await this.playLock.run(userId, async () => {
      // The same key sent twice at once: the first one stored it while this one waited.
      const first = keyed && (await this.earlier(streamId, keyed));
      if (first) return { ...first, stored: false };
      await this.queryBus.execute(new CheckDeposit(userId, form.amountPaise));
      return this.store(requestId, streamId, userId, form, checked, meta, keyed);
    });
    if (submitted.stored) this.eventBus.publish(new MoneyRequestSubmitted('deposit', requestId, userId, form.amountPaise));
    return { requestId: submitted.requestId, reference: submitted.reference };
  }

  private async store(requestId: string, streamId: string, userId: string, form: DepositForm, checked: CheckedUpload | null, meta: CommandMeta, keyed: CommandKey | null) {
    const { paymentReference, ...details } = form;
    if (paymentReference && (await this.rows.existsBy({ reference: paymentReference }))) throw new PaymentReferenceTakenError();
    const reference = paymentReference ?? newPaymentReference();
    const stored = checked ? await this.uploads.save(checked) : null;
    try {
      const events = decideDepositSubmission({ requestId, userId, ...details, image: stored, reference }, initialDepositState());
      await this.streams.append(streamId, events, 0, meta, keyed);
    } catch (error) {
      if (stored) await this.uploads.remove(stored.name);
      // The same key submitted twice at once: the other one wrote it first.
      const first = keyed && error instanceof StaleRequestError && (await this.earlier(streamId, keyed));
      if (first) return { ...first, stored: false };
      throw error;
    }
    await this.untilListed(requestId);
    return { requestId, reference, stored: true };
  }

  /**
   * With KurrentDB the request list follows the store a moment later (the mirror): the
   * next request's limit check counts from that list, so the player's lock is held until
   * this request is in it. On PostgreSQL the list is written in the append itself.
   */
  private async untilListed(requestId: string): Promise<void> {
    if (!this.mirror) return;
    for (let waited = 0; waited < 10_000 && !(await this.rows.existsBy({ requestId })); waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** What a submission with this key answered before, if it was made. */
  private async earlier(streamId: string, keyed: CommandKey) {
    const events = await this.streams.findKeyed(streamId, keyed);
    if (!events) return null;
    const { requestId, reference } = events[0].data as { requestId: string; reference: string };
    return { requestId, reference };
  }
}
