import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import { checkUpload, type CheckedUpload } from '../../../shared/uploads/upload-check.js';
import { UploadStore } from '../../../shared/uploads/upload-store.js';
import { MoneyRequestSubmitted } from '../../money-request.notices.js';
import type { CommandKey } from '../../../shared/idempotency/keyed-command.js';
import { StaleRequestError } from '../../money-requests.errors.js';
import { RequestStreams } from '../../request-streams.js';
import { MoneyCheck } from '../../settlement/money-check.js';
import { WithdrawalSettlement } from '../../settlement/withdrawal-settlement.js';
import { submissionOf } from '../../submission-key.js';
import { WITHDRAWAL_SCANNER } from '../../upload-policies.js';
import { decideWithdrawalSubmission } from '../../withdrawal-request.decide.js';
import { evolveWithdrawal, initialWithdrawalState, withdrawalStreamId, type WithdrawalState } from '../../withdrawal-request.js';
import { WalletCommandRunner } from '../../../wallet/wallet-command-runner.js';
import type { WithdrawalForm } from '../../forms/withdrawal-form.js';
import { SubmitWithdrawal } from './submit-withdrawal.command.js';

/**
 * The amount is held at request time (DESIGN.md section 4): the request is written, then
 * the wallet holds its amount at revision 1. Only the money balance is withdrawable; a
 * balance that does not cover it is refused before anything is written (409). The check,
 * the request and the hold run in the wallet's turn (WalletCommandRunner.exclusively), so
 * a purchase of this instance from the player's other tab waits instead of spending the
 * money in between (seen under load: a 409 that left a rejected request behind). A
 * purchase through another instance at that moment still can: then the wallet refuses the
 * hold and the request ends rejected with the reason (still a 409 to the player).
 */
@CommandHandler(SubmitWithdrawal)
export class SubmitWithdrawalHandler implements ICommandHandler<SubmitWithdrawal> {
  constructor(
    private readonly streams: RequestStreams,
    private readonly settlement: WithdrawalSettlement,
    private readonly money: MoneyCheck,
    private readonly uploads: UploadStore,
    private readonly eventBus: EventBus,
    private readonly wallets: WalletCommandRunner,
  ) {}

  async execute({ userId, form, file, meta, idempotencyKey }: SubmitWithdrawal): Promise<{ requestId: string }> {
    const { requestId, keyed } = submissionOf('withdrawal', userId, idempotencyKey, form, file);
    const streamId = withdrawalStreamId(requestId);
    // A repeat answers the first request even when the money is held or spent by now.
    if (keyed && (await this.streams.findKeyed(streamId, keyed))) return { requestId };
    const checked = file ? await checkUpload(file, WITHDRAWAL_SCANNER) : null;
    return this.wallets.exclusively(userId, () => this.submit(userId, requestId, streamId, form, checked, meta, keyed));
  }

  private async submit(userId: string, requestId: string, streamId: string, form: WithdrawalForm, checked: CheckedUpload | null, meta: CommandMeta, keyed: CommandKey | null) {
    await this.money.require(userId, form.amountPaise);
    return this.streams.exclusively(streamId, async () => {
      if (keyed && (await this.streams.findKeyed(streamId, keyed))) return { requestId };
      const stored = checked ? await this.uploads.save(checked) : null;
      const events = decideWithdrawalSubmission({ requestId, userId, ...form, image: stored }, initialWithdrawalState());
      try {
        await this.streams.append(streamId, events, 0, meta, keyed);
      } catch (error) {
        if (stored) await this.uploads.remove(stored.name);
        // The same key submitted through another instance at once: that one wrote it (and holds).
        if (keyed && error instanceof StaleRequestError && (await this.wasWritten(streamId, keyed))) return { requestId };
        throw error;
      }
      const state = events.reduce(evolveWithdrawal, initialWithdrawalState()) as Extract<WithdrawalState, { exists: true }>;
      await this.settlement.settle(state, meta);
      this.eventBus.publish(new MoneyRequestSubmitted('withdrawal', requestId, userId, form.amountPaise));
      return { requestId };
    });
  }

  private async wasWritten(streamId: string, keyed: CommandKey): Promise<boolean> {
    return (await this.streams.findKeyed(streamId, keyed)) !== null;
  }
}
