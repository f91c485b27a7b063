import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../../shared/clock/clock.js';
import { windowWaitMs } from '../../rate-limits/sliding-window.js';
import { ADMIN_LOGIN_WINDOW_MS, MAX_FAILURES_PER_IP, MAX_FAILURES_PER_USERNAME_AND_IP } from './admin-login-limits.js';

/**
 * The table `admin_login_attempts` (no entity: rows are only counted and purged). Every
 * attempt is kept, successes too, as a record of who signed in to the console from where.
 */
@Injectable()
export class AdminLoginAttempts {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Milliseconds until this username (lower-cased) may be tried again from this address; 0: now. */
  async waitMs(usernameKey: string, ip: string): Promise<number> {
    const now = this.clock.now();
    const [row]: { pair: number; ip: number; pair_edge: Date | null; ip_edge: Date | null }[] = await this.db.query(
      `SELECT count(*) FILTER (WHERE username_key = $1)::int AS pair, count(*)::int AS ip,
              (array_agg(at ORDER BY at DESC) FILTER (WHERE username_key = $1))[$4] AS pair_edge,
              (array_agg(at ORDER BY at DESC))[$5] AS ip_edge
         FROM admin_login_attempts WHERE ip = $2 AND NOT succeeded AND at > $3`,
      [usernameKey, ip, new Date(now.getTime() - ADMIN_LOGIN_WINDOW_MS), MAX_FAILURES_PER_USERNAME_AND_IP, MAX_FAILURES_PER_IP],
    );
    return windowWaitMs(
      [
        { count: row!.pair, max: MAX_FAILURES_PER_USERNAME_AND_IP, edge: row!.pair_edge },
        { count: row!.ip, max: MAX_FAILURES_PER_IP, edge: row!.ip_edge },
      ],
      ADMIN_LOGIN_WINDOW_MS,
      now,
    );
  }

  async record(usernameKey: string, ip: string, succeeded: boolean): Promise<void> {
    await this.db.query(`INSERT INTO admin_login_attempts (username_key, ip, succeeded, at) VALUES ($1, $2, $3, $4)`, [
      usernameKey,
      ip,
      succeeded,
      this.clock.now(),
    ]);
  }
}
