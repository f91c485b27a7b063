import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandMeta } from '../../shared/cqrs/command-meta.js';
import { IdempotencyKeyReusedError } from '../../shared/idempotency/idempotency.errors.js';
import { CreditReferral } from '../../wallet/commands/credit-referral/credit-referral.command.js';
import { WalletNotOpenError } from '../../wallet/wallet.errors.js';
import type { ReferralBonus } from '../deposit-request.js';
import { WalletProbe } from './wallet-probe.js';

/**
 * The referral bonus (DESIGN.md section 4): when a referred player's first deposit is done,
 * the referrer's referral balance grows by the referral amount of that moment (recorded on
 * the deposit's change to done). Once per referred player: the wallet's key is
 * `referral:<referredUserId>`, so a later deposit of the same player, or a repeat, finds it
 * paid; never to oneself.
 *
 * Called by the deposit settlement rather than from the EventBus: a bonus must survive a
 * crash between the deposit's credit and its own, and the settlement is what a repeated
 * command runs again.
 */
@Injectable()
export class CreditReferrerWhenDepositIsDone {
  private readonly logger = new Logger(CreditReferrerWhenDepositIsDone.name);

  constructor(
    private readonly commandBus: CommandBus,
    private readonly probe: WalletProbe,
  ) {}

  async credit(referredUserId: string, bonus: ReferralBonus, meta: CommandMeta): Promise<void> {
    if (bonus.referrerId === referredUserId || bonus.amountPaise <= 0) return;
    const request = { referredUserId, amountPaise: bonus.amountPaise };
    // Paid already (by an earlier deposit, perhaps of another amount): nothing to do.
    if (await this.probe.applied(bonus.referrerId, { type: 'CreditReferral', data: request })) return;
    try {
      await this.commandBus.execute(new CreditReferral(bonus.referrerId, request, meta));
    } catch (error) {
      // Two first deposits done at once with different settings: one bonus was paid.
      if (error instanceof IdempotencyKeyReusedError) return;
      if (error instanceof WalletNotOpenError) {
        this.logger.warn(`The referrer ${bonus.referrerId} of ${referredUserId} has no wallet: no referral bonus`);
        return;
      }
      throw error;
    }
  }
}
