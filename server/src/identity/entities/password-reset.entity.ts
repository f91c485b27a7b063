import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A mailed one-time password-reset link; only the sha256 of its token is stored. */
@Entity('password_resets')
export class PasswordResetEntity {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid', { name: 'player_id' }) playerId: string;
  @Column('text', { name: 'token_hash' }) tokenHash: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt: Date;
  @Column('timestamptz', { name: 'used_at', nullable: true }) usedAt: Date | null;
  @Column('timestamptz', { name: 'voided_at', nullable: true }) voidedAt: Date | null;
}
