import { Query } from '@nestjs/cqrs';

/** Balances of one or more wallets, from the wallet_balances read model. */
export class GetWalletBalances extends Query<WalletBalancesResult> {
  constructor(readonly userIds: string[]) {
    super();
  }
}

/** Amounts in integer paise. A user without a wallet row is absent from the map. */
export interface WalletBalance {
  userId: string;
  moneyPaise: number;
  referralPaise: number;
  heldPaise: number;
  version: number;
}

export type WalletBalancesResult = Map<string, WalletBalance>;
