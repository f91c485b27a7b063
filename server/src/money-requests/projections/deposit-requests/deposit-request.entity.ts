import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintAsNumber } from '../../../wallet/projections/bigint-transformer.js';
import type { CryptoNetwork, MoneyRequestStatus, PaymentOption } from '../../money-request.js';

/**
 * Read model `deposit_requests`: one row per deposit request stream, written only by the
 * inline projection of that name inside each append (its SQL is in
 * deposit_requests_apply.sql here), from DepositRequested and DepositUpdated. Amounts in paise.
 */
@Entity('deposit_requests')
export class DepositRequestRow {
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
  @Column({ name: 'transaction_id', type: 'text', nullable: true }) transactionId: string | null;
  @Column({ type: 'text', nullable: true }) network: CryptoNetwork | null;
  @Column({ name: 'image_name', type: 'text', nullable: true }) imageName: string | null;
  @Column({ name: 'image_mime', type: 'text', nullable: true }) imageMime: string | null;
  @Column({ type: 'text' }) reference: string;
  /** The request stream's version: what an admin's change names as the version it saw. */
  @Column({ type: 'integer' }) version: number;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
  @Column({ name: 'updated_by', type: 'text', nullable: true }) updatedBy: string | null;
}
