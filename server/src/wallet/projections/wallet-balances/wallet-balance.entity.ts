import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintAsNumber } from '../bigint-transformer.js';

/**
 * Read model `wallet_balances`: one row per wallet, written only by the inline projection
 * of that name in the append's own statement (its SQL is the .sql files here), from the
 * player_* postings of wallet-posting-rules.ts, so balances and ledger cannot disagree.
 * Amounts in paise; updated_at is the last event's own time, so a rebuild gives back
 * identical rows.
 */
@Entity('wallet_balances')
export class WalletBalanceRow {
  @PrimaryColumn({ name: 'user_id', type: 'text' })
  userId: string;

  /** Available money balance (withdrawable), without the held amount. */
  @Column({ name: 'money', type: 'bigint', transformer: bigintAsNumber })
  moneyPaise: number;

  /** Referral balance: spendable on tickets only. */
  @Column({ name: 'referral', type: 'bigint', transformer: bigintAsNumber })
  referralPaise: number;

  /** Set aside for pending withdrawals. */
  @Column({ name: 'held', type: 'bigint', transformer: bigintAsNumber })
  heldPaise: number;

  /** The wallet stream's version this row reflects. */
  @Column({ type: 'integer' })
  version: number;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
