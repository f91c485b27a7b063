import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintAsNumber } from '../../../../wallet/projections/bigint-transformer.js';
import type { PeriodId } from '../../../draw-periods.js';

/**
 * Read model `rounds`: one row per round stream (`round-<roundId>`), written only by the
 * inline projection of that name inside each append (its SQL is in migration
 * 1795265000000) from RoundOpened, SalesClosed and RoundClosed. Times are UTC; amounts
 * in paise. The ticket set's columns stay null until RoundClosed.
 */
@Entity('rounds')
export class RoundRow {
  @PrimaryColumn({ name: 'round_id', type: 'text' }) roundId: string;
  @Column({ type: 'text' }) period: PeriodId;
  @Column({ name: 'start_at', type: 'timestamptz' }) startAt: Date;
  @Column({ name: 'close_at', type: 'timestamptz' }) closeAt: Date;
  @Column({ name: 'draw_at', type: 'timestamptz' }) drawAt: Date;
  @Column({ name: 'next_draw_at', type: 'timestamptz' }) nextDrawAt: Date;
  /** 'open' | 'closed' (the results issue adds 'resulted' and 'settled'). */
  @Column({ type: 'text' }) status: string;
  @Column({ name: 'price_paise', type: 'bigint', transformer: bigintAsNumber }) pricePaise: number;
  /** sha256 (hex) of the round's secret seed. */
  @Column({ type: 'text' }) commitment: string;
  @Column({ name: 'ticket_count', type: 'integer', nullable: true }) ticketCount: number | null;
  @Column({ name: 'sales_paise', type: 'bigint', nullable: true, transformer: bigintAsNumber }) salesPaise: number | null;
  /** Merkle root of the frozen ticket set (ticket-set/ticket-root.ts). */
  @Column({ name: 'ticket_root', type: 'text', nullable: true }) ticketRoot: string | null;
  @Column({ name: 'opened_at', type: 'timestamptz' }) openedAt: Date;
  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true }) closedAt: Date | null;
  /** The round stream's version. */
  @Column({ type: 'integer' }) version: number;
}
