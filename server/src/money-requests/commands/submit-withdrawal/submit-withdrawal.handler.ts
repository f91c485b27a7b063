import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import { checkUpload, type CheckedUpload } from '../../../shared/uploads/upload-check.js';
import { UploadStore } from '../../../shared/uploads/upload-store.js';
import { MoneyRequestSubmitted } from '../../money-request.notices.js';
import type { CommandKey } from '../../../shared/idempotency/keyed-command.js';
import { RequestStreams, stale } from '../../request-streams.js';
import { MoneyCheck } from '../../settlement/money-check.js';
import { WithdrawalSettlement } from '../../settlement/withdrawal-settlement.js';
import { submissionOf } from '../../submission-key.js';
import { WITHDRAWAL_SCANNER } from '../../upload-policies.js';
import { decideWithdrawalSubmission, walletCommandOfStep } from '../../withdrawal-request.decide.js';
import { evolveWithdrawal, initialWithdrawalState, withdrawalStreamId, type WithdrawalState } from '../../withdrawal-request.js';
import { WalletCommandRunner } from '../../../wallet/wallet-command-runner.js';
import type { WithdrawalForm } from '../../forms/withdrawal-form.js';
import { SubmitWithdrawal } from './submit-withdrawal.command.js';

/**
 * The amount is held at request time: the request and the wallet's hold at revision 1 are
 * written in one transaction (WalletCommandRunner.runTogether), so there is never a
 * request without its hold. Only the money balance is withdrawable; a balance that does
 * not cover it is refused (409) and nothing is written, also when a purchase through
 * another instance spent the money a moment before. The work runs in the wallet's turn,
 * so a purchase of this instance from the player's other tab waits.
 *
 * On a store that cannot write two streams together (KurrentDB) the request is written
 * first and its hold follows (WithdrawalSettlement), completed by a repeat or the sweep
 * after a crash; a refused hold then leaves the request rejected with the reason.
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
      const state = events.reduce(evolveWithdrawal, initialWithdrawalState()) as Extract<WithdrawalState, { exists: true }>;
      try {
        if (this.wallets.appendsTogether) {
          const holds = state.steps.map((step) => walletCommandOfStep(requestId, step));
          await this.wallets.runTogether(userId, holds, meta, this.streams.appendOf(streamId, events, 0, meta, keyed));
        } else {
          await this.streams.append(streamId, events, 0, meta, keyed);
        }
      } catch (error) {
        if (stored) await this.uploads.remove(stored.name);
        // The same key submitted through another instance at once: that one wrote it (and holds).
        if (keyed && (await this.wasWritten(streamId, keyed))) return { requestId };
        throw stale(error, streamId);
      }
      if (!this.wallets.appendsTogether) await this.settlement.settle(state, meta);
      this.eventBus.publish(new MoneyRequestSubmitted('withdrawal', requestId, userId, form.amountPaise));
      return { requestId };
    });
  }

  private async wasWritten(streamId: string, keyed: CommandKey): Promise<boolean> {
    return (await this.streams.findKeyed(streamId, keyed)) !== null;
  }
}
