import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandMeta } from '../../shared/cqrs/command-meta.js';
import { IdempotencyKeyReusedError } from '../../shared/idempotency/idempotency.errors.js';
import { CreditReferral } from '../../wallet/commands/credit-referral/credit-referral.command.js';
import { WalletNotOpenError } from '../../wallet/wallet.errors.js';
import type { ReferralBonus } from '../deposit-request.js';

/**
 * The referral bonus: when a referred player's first deposit is done, the referrer's
 * referral balance grows by the referral amount of that moment (recorded on the deposit's
 * change to done). Once per referred player: the wallet's key is
 * `referral:<referredUserId>`, so a later deposit of the same player, or a repeat, finds
 * it paid; never to oneself. Run by the deposit's reactor after the deposit's credit.
 */
@Injectable()
export class CreditReferrerWhenDepositIsDone {
  private readonly logger = new Logger(CreditReferrerWhenDepositIsDone.name);

  constructor(private readonly commandBus: CommandBus) {}

  async credit(referredUserId: string, bonus: ReferralBonus, meta: CommandMeta): Promise<void> {
    if (bonus.referrerId === referredUserId || bonus.amountPaise <= 0) return;
    const request = { referredUserId, amountPaise: bonus.amountPaise };
    try {
      await this.commandBus.execute(new CreditReferral(bonus.referrerId, request, meta));
    } catch (error) {
      // Paid already, by an earlier deposit at another amount (two first deposits done at once with different settings).
      if (error instanceof IdempotencyKeyReusedError) return;
      // Not a reason to hold up the deposits after this one.
      if (error instanceof WalletNotOpenError) {
        this.logger.warn(`The referrer ${bonus.referrerId} of ${referredUserId} has no wallet: no referral bonus`);
        return;
      }
      throw error;
    }
  }
}
