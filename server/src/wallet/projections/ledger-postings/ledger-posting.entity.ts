import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintAsNumber } from '../bigint-transformer.js';
import type { LedgerAccount } from './ledger-accounts.js';

/**
 * Read model `ledger_postings`: the double-entry view of the wallets, written by the
 * inline projection of that name in the append's own statement (its SQL is the .sql
 * files beside this one). Each wallet event becomes postings that sum to zero, by the rules of
 * wallet-posting-rules.ts; the audit checks that. A positive amount adds to the account:
 * a player's accounts hold what the house owes the player.
 */
@Entity('ledger_postings')
export class LedgerPostingRow {
  @PrimaryColumn({ name: 'global_position', type: 'bigint', transformer: bigintAsNumber })
  globalPosition: number;

  @PrimaryColumn({ type: 'text' })
  account: LedgerAccount;

  @Column({ name: 'event_id', type: 'uuid' })
  eventId: string;

  @Column({ name: 'stream_id', type: 'text' })
  streamId: string;

  @Column({ name: 'event_type', type: 'text' })
  eventType: string;

  /** The player for player_* accounts; null for the house and operator accounts. */
  @Column({ name: 'user_id', type: 'text', nullable: true })
  userId: string | null;

  @Column({ type: 'bigint', transformer: bigintAsNumber })
  amount: number;

  @Column({ name: 'posted_at', type: 'timestamptz' })
  postedAt: Date;
}
