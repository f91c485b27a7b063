import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { Clock } from '../shared/clock/clock.js';

/** What is kept for a day after it stops mattering (support questions), then deleted. */
export const IDENTITY_RETENTION_MS = 24 * 3600_000;

/**
 * Deletes ended sessions, old one-time codes, used or expired reset links, old login
 * failures and browsers no longer trusted, hourly; the push tokens of ended sessions are
 * the notifications feature's (PushTokenHousekeeping). Runs only where background jobs run (ScheduleModule); the
 * deletes are idempotent, so two instances doing it at once do no harm.
 */
@Injectable()
export class IdentityHousekeeping {
  private readonly logger = new Logger('IdentityHousekeeping');

  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  @Interval(3600_000)
  async hourly(): Promise<void> {
    try {
      await this.purge();
    } catch (error) {
      this.logger.warn(`Identity housekeeping failed: ${(error as Error).message}`);
    }
  }

  /** Returns how many rows were deleted. */
  async purge(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - IDENTITY_RETENTION_MS);
    const statements = [
      `DELETE FROM sessions WHERE expires_at < $1 OR revoked_at < $1`,
      `DELETE FROM otp_codes WHERE created_at < $1`,
      `DELETE FROM password_resets WHERE expires_at < $1`,
      `DELETE FROM admin_login_attempts WHERE at < $1`,
      `DELETE FROM player_login_failures WHERE at < $1`,
      `DELETE FROM trusted_browsers WHERE expires_at < $1`,
      `DELETE FROM identity_quota_events WHERE at < $1`,
    ];
    let deleted = 0;
    for (const sql of statements) {
      const result: unknown = await this.db.query(sql, [before]);
      deleted += Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
    }
    return deleted;
  }
}
