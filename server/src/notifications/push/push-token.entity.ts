import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A browser's Firebase Cloud Messaging token (table `push_tokens`), owned by a player or
 * an admin and tied to the session that registered it, so a logged-out browser gets no pushes.
 */
@Entity('push_tokens')
export class PushTokenEntity {
  @PrimaryColumn('text') token: string;
  @Column('text', { name: 'owner_kind' }) ownerKind: 'user' | 'admin';
  @Column('uuid', { name: 'owner_id' }) ownerId: string;
  @Column('uuid', { name: 'session_id', nullable: true }) sessionId: string | null;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt: Date;
}
