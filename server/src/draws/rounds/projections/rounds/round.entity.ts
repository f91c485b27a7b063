import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintAsNumber } from '../../../../wallet/projections/bigint-transformer.js';
import type { PeriodId } from '../../../draw-periods.js';
import type { BeaconStatus } from '../../round.js';
import type { RoundSettlement } from '../../round-settlement.js';

/**
 * Read model `rounds`: one row per round stream (`round-<roundId>`), written only by the
 * inline projection of that name inside each append (its SQL is rounds_apply.sql
 * beside this file) from every round event. Times are UTC; amounts in
 * paise. The ticket set's columns stay null until RoundClosed, the result's until
 * ResultPosted or ResultDrawn, the settlement's until RoundSettled.
 *
 * Readers show no result before `resultAt` by the clock, and no seed before `drawAt`.
 */
@Entity('rounds')
export class RoundRow {
  @PrimaryColumn({ name: 'round_id', type: 'text' }) roundId: string;
  @Column({ type: 'text' }) period: PeriodId;
  @Column({ name: 'start_at', type: 'timestamptz' }) startAt: Date;
  @Column({ name: 'close_at', type: 'timestamptz' }) closeAt: Date;
  @Column({ name: 'draw_at', type: 'timestamptz' }) drawAt: Date;
  @Column({ name: 'next_draw_at', type: 'timestamptz' }) nextDrawAt: Date;
  /** 'open' | 'closed' | 'resulted' | 'settled' (the API's status: 'open', or 'closed' for every other). */
  @Column({ type: 'text' }) status: RoundRowStatus;
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
  /** The committed drand round and its chain hash (hex), null without a beacon. */
  @Column({ name: 'beacon_round', type: 'bigint', nullable: true, transformer: bigintAsNumber }) beaconRound: number | null;
  @Column({ name: 'beacon_chain', type: 'text', nullable: true }) beaconChain: string | null;
  @Column({ name: 'result_source', type: 'text', nullable: true }) resultSource: 'manual' | 'rng' | null;
  @Column({ name: 'result_num_1', type: 'smallint', nullable: true }) resultNum1: number | null;
  @Column({ name: 'result_num_2', type: 'smallint', nullable: true }) resultNum2: number | null;
  @Column({ name: 'result_num_3', type: 'smallint', nullable: true }) resultNum3: number | null;
  @Column({ name: 'result_num_4', type: 'smallint', nullable: true }) resultNum4: number | null;
  @Column({ name: 'result_num_5', type: 'smallint', nullable: true }) resultNum5: number | null;
  @Column({ name: 'result_letter', type: 'char', length: 1, nullable: true }) resultLetter: string | null;
  /** The admin who posted a manual result. */
  @Column({ name: 'result_admin_id', type: 'text', nullable: true }) resultAdminId: string | null;
  /** When the result was recorded (its event's occurredAt). */
  @Column({ name: 'result_recorded_at', type: 'timestamptz', nullable: true }) resultRecordedAt: Date | null;
  /** When players may see the result: greatest(drawAt, resultRecordedAt). */
  @Column({ name: 'result_at', type: 'timestamptz', nullable: true }) resultAt: Date | null;
  /** The revealed seed (hex), from ResultDrawn only (drawn at or after drawAt). */
  @Column({ type: 'text', nullable: true }) seed: string | null;
  @Column({ name: 'beacon_randomness', type: 'text', nullable: true }) beaconRandomness: string | null;
  @Column({ name: 'beacon_signature', type: 'text', nullable: true }) beaconSignature: string | null;
  /** 'verified' | 'none' | 'late' (round.ts BeaconStatus), RNG results only. */
  @Column({ name: 'beacon_status', type: 'text', nullable: true }) beaconStatus: BeaconStatus | null;
  /** RoundSettled's data. */
  @Column({ type: 'jsonb', nullable: true }) settlement: RoundSettlement | null;
  @Column({ name: 'settled_at', type: 'timestamptz', nullable: true }) settledAt: Date | null;
}

export type RoundRowStatus = 'open' | 'closed' | 'resulted' | 'settled';
