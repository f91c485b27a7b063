import { Column, Entity, PrimaryColumn } from 'typeorm';

export type OtpPurpose = 'register' | 'login';

/**
 * An emailed one-time code, stored as an HMAC. A row with no player is a code "sent" to
 * an address that gets none (no account, or one that needs no registration code): it
 * keeps cooldowns and caps identical for every address.
 * A login code lists the challenges (hashed) of the correct-password logins that may
 * check it; a registration code needs none, but works only while the account is unverified.
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
  @Column('text', { name: 'challenge_hashes', array: true, default: () => "'{}'" }) challengeHashes: string[];
}
