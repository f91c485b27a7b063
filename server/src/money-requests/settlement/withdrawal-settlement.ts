import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandMeta } from '../../shared/cqrs/command-meta.js';
import { AdjustHold } from '../../wallet/commands/adjust-hold/adjust-hold.command.js';
import { CaptureHold } from '../../wallet/commands/capture-hold/capture-hold.command.js';
import { HoldFunds } from '../../wallet/commands/hold-funds/hold-funds.command.js';
import { ReleaseHold } from '../../wallet/commands/release-hold/release-hold.command.js';
import type { WalletCommandMessage } from '../../wallet/commands/wallet-command-message.js';
import { InsufficientFundsError } from '../../wallet/wallet.errors.js';
import { RequestStreams } from '../request-streams.js';
import { refuseWithdrawalStep, walletCommandOfStep, type HoldCommand } from '../withdrawal-request.decide.js';
import { evolveWithdrawal, withdrawalStreamId, type HoldStep, type WithdrawalState } from '../withdrawal-request.js';
import { WalletProbe } from './wallet-probe.js';

type Existing = Extract<WithdrawalState, { exists: true }>;

/** The wallet refused a step (the money is gone): the request was put back; `state` is it now. */
export class WithdrawalStepRefusedError extends InsufficientFundsError {
  constructor(
    cause: InsufficientFundsError,
    readonly state: Existing,
  ) {
    super(cause.neededPaise, cause.availablePaise);
  }
}

/**
 * On a store that cannot write two streams together (KurrentDB; see the withdrawal
 * handlers), brings the wallet up to a withdrawal request: the request stream is written first, then
 * each hold step of its revisions runs in the wallet, keyed `hold:<id>@<revision>`. The two
 * are not one transaction, so a crash can leave steps not yet run; every command on the
 * request starts here, and a repeated command completes them. Steps run in revision order,
 * so the last step being in the wallet means all are; the missing ones run, each once.
 * A step the wallet refuses is undone in the request (WithdrawalUpdateRefused) and later
 * steps are not run.
 */
@Injectable()
export class WithdrawalSettlement {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly probe: WalletProbe,
    private readonly streams: RequestStreams,
  ) {}

  async settle(state: Existing, meta: CommandMeta): Promise<Existing> {
    for (const step of await this.missingSteps(state)) {
      try {
        await this.commandBus.execute(messageOf(state.userId, walletCommandOfStep(state.requestId, step), meta));
      } catch (error) {
        if (!(error instanceof InsufficientFundsError)) throw error;
        const refused = refuseWithdrawalStep(state, step.revision, error.message);
        await this.streams.append(withdrawalStreamId(state.requestId), [refused], state.version, meta);
        throw new WithdrawalStepRefusedError(error, evolveWithdrawal(state, refused) as Existing);
      }
    }
    return state;
  }

  /** The steps not yet in the wallet, oldest first (walking back from the newest). */
  private async missingSteps(state: Existing): Promise<HoldStep[]> {
    const missing: HoldStep[] = [];
    for (let i = state.steps.length - 1; i >= 0; i--) {
      const step = state.steps[i];
      if (await this.probe.applied(state.userId, walletCommandOfStep(state.requestId, step))) break;
      missing.unshift(step);
    }
    return missing;
  }
}

function messageOf(userId: string, command: HoldCommand, meta: CommandMeta): WalletCommandMessage {
  switch (command.type) {
    case 'HoldFunds':
      return new HoldFunds(userId, command.data, meta);
    case 'AdjustHold':
      return new AdjustHold(userId, command.data, meta);
    case 'ReleaseHold':
      return new ReleaseHold(userId, command.data, meta);
    case 'CaptureHold':
      return new CaptureHold(userId, command.data, meta);
  }
}
