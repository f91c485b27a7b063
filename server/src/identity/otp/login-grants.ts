import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../shared/clock/clock.js';
import { LOGIN_GRANT_MS } from './otp-rules.js';

/**
 * The spec's client repeats the password login right after the login code is verified
 * and expects a session from it. A verified login code therefore grants that browser
 * (its fingerprint) one such repeat within LOGIN_GRANT_MS; nobody else, and only once.
 */
@Injectable()
export class LoginGrants {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Uses the grant of a recently verified code, if this browser has one. */
  async use(playerId: string, fingerprint: string): Promise<boolean> {
    const now = this.clock.now();
    const result: unknown = await this.db.query(
      `UPDATE otp_codes SET grant_used_at = $3
        WHERE id = (SELECT id FROM otp_codes
                     WHERE player_id = $1 AND grant_fingerprint = $2 AND grant_used_at IS NULL
                       AND consumed_at > $4
                     ORDER BY consumed_at DESC LIMIT 1)
          AND grant_used_at IS NULL
        RETURNING id`,
      [playerId, fingerprint, now, new Date(now.getTime() - LOGIN_GRANT_MS)],
    );
    return updatedRows(result) > 0;
  }

  /** Voids any unused grant of the player (logout, password change or reset). */
  async voidAll(playerId: string): Promise<void> {
    await this.db.query(
      `UPDATE otp_codes SET grant_used_at = $2 WHERE player_id = $1 AND grant_fingerprint IS NOT NULL AND grant_used_at IS NULL`,
      [playerId, this.clock.now()],
    );
  }
}

/** TypeORM answers an UPDATE ... RETURNING as [rows, count] on PostgreSQL. */
function updatedRows(result: unknown): number {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[1];
  }
  return Array.isArray(result) ? result.length : 0;
}
