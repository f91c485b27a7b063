import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../../shared/clock/clock.js';
import { reserveAttempt, type AttemptTable, type Reservation } from '../../rate-limits/login-attempt-ledger.js';
import { PLAYER_LOGIN_LIMITS } from './player-login-limits.js';

const TABLE: AttemptTable = { name: 'player_login_failures', account: 'email', counted: 'true', extra: {} };

/**
 * The table `player_login_failures` (no entity: rows are only counted and purged). An
 * attempt is written as a failure before its password is checked; a correct password
 * takes it back. Kept in PostgreSQL so the limits hold across server instances.
 */
@Injectable()
export class PlayerLoginFailures {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Counts the attempt, or says how long until this email may be tried from here. */
  reserve(email: string, ip: string, browserHash: string | null): Promise<Reservation> {
    return reserveAttempt(this.db, this.clock, TABLE, PLAYER_LOGIN_LIMITS, { account: email, ip, browserHash });
  }

  /** A correct password: the attempt was no failure, and this source's earlier mistakes for the email are forgiven. */
  async succeeded(id: string, email: string, ip: string, browserHash: string | null): Promise<void> {
    await this.db.query(
      `DELETE FROM player_login_failures
        WHERE id = $1 OR (email = $2 AND (CASE WHEN $4::text IS NULL THEN browser_hash IS NULL AND ip = $3 ELSE browser_hash = $4 END))`,
      [id, email, ip, browserHash],
    );
  }
}
