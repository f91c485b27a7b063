import { Column, Entity, PrimaryColumn } from 'typeorm';

export type AdminRole = 'admin' | 'auditor';

/** An admin console account (table `admins`); an auditor is a read-only admin. */
@Entity('admins')
export class AdminEntity {
  @PrimaryColumn('uuid') id: string;
  @Column('text') username: string;
  @Column('text', { name: 'password_hash' }) passwordHash: string;
  @Column('text') role: AdminRole;
  @Column('timestamptz', { name: 'last_login_at', nullable: true }) lastLoginAt: Date | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
}
