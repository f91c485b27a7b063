import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Language } from '../../shared/i18n/language.js';

export type Gender = 'male' | 'female' | 'other';

/** A player account (table `players`). Emails are stored lower-cased. */
@Entity('players')
export class PlayerEntity {
  @PrimaryColumn('uuid') id: string;
  @Column('text') username: string;
  @Column('text') email: string;
  @Column('text', { name: 'password_hash', nullable: true }) passwordHash: string | null;
  @Column('text', { name: 'google_sub', nullable: true }) googleSub: string | null;
  @Column('boolean', { name: 'email_verified' }) emailVerified: boolean;
  @Column('text', { name: 'referral_code' }) referralCode: string;
  @Column('uuid', { name: 'referred_by', nullable: true }) referredBy: string | null;
  @Column('text', { name: 'first_name', nullable: true }) firstName: string | null;
  @Column('text', { name: 'last_name', nullable: true }) lastName: string | null;
  @Column('text', { nullable: true }) mobile: string | null;
  /** 'YYYY-MM-DD' (a calendar date, no time zone). */
  @Column('date', { name: 'date_of_birth', nullable: true }) dateOfBirth: string | null;
  @Column('text', { nullable: true }) gender: Gender | null;
  @Column('boolean', { name: 'is_profile_updated' }) isProfileUpdated: boolean;
  /** The language of what reaches the player outside a request (issue 14): 'en' or 'hi'. */
  @Column('text', { default: 'en' }) language: Language;
  @Column('timestamptz', { name: 'last_login_at', nullable: true }) lastLoginAt: Date | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt: Date;
}
