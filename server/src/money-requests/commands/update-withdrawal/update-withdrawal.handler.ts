import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';
import { checkUpload } from '../../../shared/uploads/upload-check.js';
import { UploadStore } from '../../../shared/uploads/upload-store.js';
import { MoneyRequestStatusChanged } from '../../money-request.notices.js';
import { RequestNotFoundError } from '../../money-requests.errors.js';
import { RequestStreams, stale } from '../../request-streams.js';
import { MoneyCheck } from '../../settlement/money-check.js';
import { WithdrawalSettlement, WithdrawalStepRefusedError } from '../../settlement/withdrawal-settlement.js';
import { PAYMENT_PROOF } from '../../upload-policies.js';
import { decideWithdrawalUpdate, moneyToSetAside, walletCommandOfStep } from '../../withdrawal-request.decide.js';
import { evolveWithdrawal, initialWithdrawalState, withdrawalStreamId, type WithdrawalState } from '../../withdrawal-request.js';
import { WalletCommandRunner } from '../../../wallet/wallet-command-runner.js';
import { UpdateWithdrawal } from './update-withdrawal.command.js';

type Existing = Extract<WithdrawalState, { exists: true }>;

/**
 * Load, decide, check that the money balance covers any new hold, then write the change
 * and its hold steps (capture at done, release at rejected, hold again when reopened,
 * adjust on a new amount) in one transaction (WalletCommandRunner.runTogether) at the
 * version decided on. A step the wallet refuses writes nothing: a 409.
 *
 * On a store that cannot write two streams together (KurrentDB) the steps an earlier
 * command left undone are settled first, and this change's steps follow its append; a
 * step the wallet refuses is then undone in the request.
 */
@CommandHandler(UpdateWithdrawal)
export class UpdateWithdrawalHandler implements ICommandHandler<UpdateWithdrawal> {
  constructor(
    private readonly streams: RequestStreams,
    private readonly settlement: WithdrawalSettlement,
    private readonly money: MoneyCheck,
    private readonly uploads: UploadStore,
    private readonly eventBus: EventBus,
    private readonly wallets: WalletCommandRunner,
  ) {}

  async execute({ requestId, adminId, form, proof, meta }: UpdateWithdrawal) {
    const checked = proof ? await checkUpload(proof, PAYMENT_PROOF) : null;
    const streamId = withdrawalStreamId(requestId);
    return this.streams.exclusively(streamId, async () => {
      const loaded = await this.streams.load(streamId, initialWithdrawalState, evolveWithdrawal);
      if (!loaded.exists) throw new RequestNotFoundError('withdrawal');
      const state = this.wallets.appendsTogether ? loaded : await this.settled(loaded, meta);
      // Decided once without the file to learn whether anything changes before storing it.
      const planned = decideWithdrawalUpdate({ adminId, ...form, proof: checked && { name: '', mime: checked.mime } }, state);
      if (planned.length === 0) return { changed: false };
      const needed = moneyToSetAside(state, planned);
      if (needed > 0) await this.money.require(state.userId, needed);
      const stored = checked ? await this.uploads.save(checked) : null;
      const events = decideWithdrawalUpdate({ adminId, ...form, proof: stored }, state);
      const next = events.reduce(evolveWithdrawal, state) as Existing;
      try {
        if (this.wallets.appendsTogether) {
          const steps = next.steps.filter((step) => step.revision > state.version).map((step) => walletCommandOfStep(requestId, step));
          await this.wallets.runTogether(state.userId, steps, meta, this.streams.appendOf(streamId, events, state.version, meta));
        } else {
          await this.streams.append(streamId, events, state.version, meta);
        }
      } catch (error) {
        if (stored) await this.uploads.remove(stored.name);
        throw stale(error, streamId);
      }
      if (!this.wallets.appendsTogether) {
        try {
          await this.settlement.settle(next, meta);
        } catch (error) {
          if (error instanceof WithdrawalStepRefusedError) this.tell(state, error.state);
          throw error;
        }
      }
      this.tell(state, next);
      return { changed: true };
    });
  }

  /** The request once the steps of earlier revisions are in the wallet (or undone, if refused now). */
  private async settled(state: Existing, meta: CommandMeta): Promise<Existing> {
    try {
      return await this.settlement.settle(state, meta);
    } catch (error) {
      if (!(error instanceof WithdrawalStepRefusedError)) throw error;
      this.tell(state, error.state);
      return error.state;
    }
  }

  private tell(before: Existing, after: Existing): void {
    if (after.status === before.status) return;
    const { requestId, userId, status, amountPaise, reason } = after;
    this.eventBus.publish(new MoneyRequestStatusChanged('withdrawal', requestId, userId, status, amountPaise, reason));
  }
}
