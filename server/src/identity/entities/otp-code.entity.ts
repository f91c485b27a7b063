import { Column, Entity, PrimaryColumn } from 'typeorm';

export type OtpPurpose = 'register' | 'login';

/**
 * An emailed one-time code, stored as an HMAC. A row with no player is a code "sent" to
 * an unknown address: it keeps cooldowns and caps identical for every address.
 * After a successful check, the grant columns let the same browser repeat its login once.
 */
@Entity('otp_codes')
export class OtpCodeEntity {
  @PrimaryColumn('uuid') id: string;
  @Column('text') email: string;
  @Column('uuid', { name: 'player_id', nullable: true }) playerId: string | null;
  @Column('text') purpose: OtpPurpose;
  @Column('text', { name: 'code_hash' }) codeHash: string;
  @Column('int') attempts: number;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt: Date;
  @Column('timestamptz', { name: 'consumed_at', nullable: true }) consumedAt: Date | null;
  @Column('timestamptz', { name: 'voided_at', nullable: true }) voidedAt: Date | null;
  @Column('text', { name: 'grant_fingerprint', nullable: true }) grantFingerprint: string | null;
  @Column('timestamptz', { name: 'grant_used_at', nullable: true }) grantUsedAt: Date | null;
}
