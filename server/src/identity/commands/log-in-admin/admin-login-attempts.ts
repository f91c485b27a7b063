import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../../shared/clock/clock.js';
import { reserveAttempt, type AttemptTable, type Reservation } from '../../rate-limits/login-attempt-ledger.js';
import { ADMIN_LOGIN_LIMITS } from './admin-login-limits.js';

const TABLE: AttemptTable = { name: 'admin_login_attempts', account: 'username_key', counted: 'NOT succeeded', extra: { succeeded: 'false' } };

/**
 * The table `admin_login_attempts` (no entity: rows are only counted and purged). Every
 * attempt is kept, successes too, as a record of who signed in to the console from where;
 * it is written as a failure before the password is checked, and marked a success after.
 */
@Injectable()
export class AdminLoginAttempts {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Counts the attempt, or says how long until this username (lower-cased) may be tried from here. */
  reserve(usernameKey: string, ip: string, browserHash: string | null): Promise<Reservation> {
    return reserveAttempt(this.db, this.clock, TABLE, ADMIN_LOGIN_LIMITS, { account: usernameKey, ip, browserHash });
  }

  async succeeded(id: string): Promise<void> {
    await this.db.query(`UPDATE admin_login_attempts SET succeeded = true WHERE id = $1`, [id]);
  }
}
