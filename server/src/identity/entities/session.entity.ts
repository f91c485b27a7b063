import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A server-side session: every bearer token names one (`sid`); revoking it ends the token. */
@Entity('sessions')
export class SessionEntity {
  @PrimaryColumn('uuid') id: string;
  @Column('text', { name: 'subject_kind' }) subjectKind: 'user' | 'admin';
  @Column('uuid', { name: 'subject_id' }) subjectId: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt: Date;
  @Column('timestamptz', { name: 'revoked_at', nullable: true }) revokedAt: Date | null;
}
