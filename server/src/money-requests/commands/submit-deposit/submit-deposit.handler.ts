import { randomUUID } from 'node:crypto';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { checkUpload } from '../../../shared/uploads/upload-check.js';
import { UploadStore } from '../../../shared/uploads/upload-store.js';
import { decideDepositSubmission } from '../../deposit-request.decide.js';
import { depositStreamId, initialDepositState } from '../../deposit-request.js';
import { MoneyRequestSubmitted } from '../../money-request.notices.js';
import { PaymentReferenceTakenError } from '../../money-requests.errors.js';
import { newPaymentReference } from '../../payment/payment-reference.js';
import { DepositRequestRow } from '../../projections/deposit-requests/deposit-request.entity.js';
import { RequestStreams } from '../../request-streams.js';
import { DEPOSIT_SCREENSHOT } from '../../upload-policies.js';
import { SubmitDeposit } from './submit-deposit.command.js';

/**
 * Nothing is credited at request time (DESIGN.md section 4). The screenshot is judged by
 * its content before anything is stored; a refused file leaves no file and no request.
 */
@CommandHandler(SubmitDeposit)
export class SubmitDepositHandler implements ICommandHandler<SubmitDeposit> {
  constructor(
    private readonly streams: RequestStreams,
    private readonly uploads: UploadStore,
    private readonly eventBus: EventBus,
    @InjectRepository(DepositRequestRow) private readonly rows: Repository<DepositRequestRow>,
  ) {}

  async execute({ userId, form, image, meta }: SubmitDeposit) {
    const checked = image ? await checkUpload(image, DEPOSIT_SCREENSHOT) : null;
    const { paymentReference, ...details } = form;
    if (paymentReference && (await this.rows.existsBy({ reference: paymentReference }))) throw new PaymentReferenceTakenError();
    const reference = paymentReference ?? newPaymentReference();
    const requestId = randomUUID();
    const stored = checked ? await this.uploads.save(checked) : null;
    try {
      const events = decideDepositSubmission({ requestId, userId, ...details, image: stored, reference }, initialDepositState());
      await this.streams.append(depositStreamId(requestId), events, 0, meta);
    } catch (error) {
      if (stored) await this.uploads.remove(stored.name);
      throw error;
    }
    this.eventBus.publish(new MoneyRequestSubmitted('deposit', requestId, userId, form.amountPaise));
    return { requestId, reference };
  }
}
