import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetWalletBalances } from '../../wallet/queries/get-wallet-balances/get-wallet-balances.query.js';
import { InsufficientFundsError } from '../../wallet/wallet.errors.js';

/**
 * Whether the money balance covers what a withdrawal would set aside, read before anything
 * is written, so a refusal changes nothing (DESIGN.md section 4). The wallet decides again
 * when the step runs; only a purchase in between can still make it refuse.
 */
@Injectable()
export class MoneyCheck {
  constructor(private readonly queryBus: QueryBus) {}

  async require(userId: string, amountPaise: number): Promise<void> {
    const balances = await this.queryBus.execute(new GetWalletBalances([userId]));
    const available = balances.get(userId)?.moneyPaise ?? 0;
    if (amountPaise > available) throw new InsufficientFundsError(amountPaise, available);
  }
}
