import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintAsNumber } from '../../../wallet/projections/bigint-transformer.js';
import type { CryptoNetwork, MoneyRequestStatus, PaymentOption } from '../../money-request.js';

/**
 * Read model `withdrawal_requests`: one row per withdrawal request stream, written only by
 * the inline projection of that name inside each append (SQL in
 * withdrawal_requests_apply.sql here), from WithdrawalRequested, WithdrawalUpdated and WithdrawalUpdateRefused.
 * Amounts in paise.
 */
@Entity('withdrawal_requests')
export class WithdrawalRequestRow {
  @PrimaryColumn({ name: 'request_id', type: 'uuid' }) requestId: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId: string;
  @Column({ type: 'text' }) option: PaymentOption;
  @Column({ name: 'amount', type: 'bigint', transformer: bigintAsNumber }) amountPaise: number;
  @Column({ type: 'text' }) status: MoneyRequestStatus;
  @Column({ type: 'text', nullable: true }) reason: string | null;
  @Column({ name: 'account_holder_name', type: 'text' }) accountHolderName: string;
  @Column({ name: 'account_number', type: 'text', nullable: true }) accountNumber: string | null;
  @Column({ name: 'type_of_account', type: 'text', nullable: true }) typeOfAccount: string | null;
  @Column({ name: 'bank_name', type: 'text', nullable: true }) bankName: string | null;
  @Column({ name: 'ifsc_code', type: 'text', nullable: true }) ifscCode: string | null;
  @Column({ name: 'upi_handle', type: 'text', nullable: true }) upiHandle: string | null;
  @Column({ type: 'text', nullable: true }) network: CryptoNetwork | null;
  @Column({ name: 'crypto_address', type: 'text', nullable: true }) cryptoAddress: string | null;
  @Column({ name: 'image_name', type: 'text', nullable: true }) imageName: string | null;
  @Column({ name: 'image_mime', type: 'text', nullable: true }) imageMime: string | null;
  /** The admin's latest proof of payment. */
  @Column({ name: 'proof_name', type: 'text', nullable: true }) proofName: string | null;
  @Column({ name: 'proof_mime', type: 'text', nullable: true }) proofMime: string | null;
  @Column({ type: 'integer' }) version: number;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
  @Column({ name: 'updated_by', type: 'text', nullable: true }) updatedBy: string | null;
}
