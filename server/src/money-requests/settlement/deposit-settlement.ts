import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandMeta } from '../../shared/cqrs/command-meta.js';
import { CreditDeposit } from '../../wallet/commands/credit-deposit/credit-deposit.command.js';
import type { DepositState } from '../deposit-request.js';
import { CreditReferrerWhenDepositIsDone } from './credit-referrer-when-deposit-is-done.js';
import { WalletProbe } from './wallet-probe.js';

type Existing = Extract<DepositState, { exists: true }>;

/**
 * Brings the wallet up to a deposit request: a done request is credited its amount, once
 * (the wallet's key `deposit:<requestId>` makes a repeat answer the original credit), and
 * its referrer gets the referral bonus the request recorded. The request stream is written
 * first and the wallet follows (not one transaction), so every command on a request starts
 * here: a repeated command completes what a crash left undone.
 */
@Injectable()
export class DepositSettlement {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly referrer: CreditReferrerWhenDepositIsDone,
    private readonly probe: WalletProbe,
  ) {}

  async settle(state: Existing, meta: CommandMeta): Promise<void> {
    if (state.status !== 'done') return;
    const credit = { requestId: state.requestId, amountPaise: state.amountPaise };
    // Read first: a settled request (the usual case of a repeat) costs no write.
    if (!(await this.probe.applied(state.userId, { type: 'CreditDeposit', data: credit }))) {
      await this.commandBus.execute(new CreditDeposit(state.userId, credit, meta));
    }
    if (state.referral) await this.referrer.credit(state.userId, state.referral, meta);
  }
}
