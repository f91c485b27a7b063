import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../../shared/clock/clock.js';
import { windowWaitMs } from '../../rate-limits/sliding-window.js';
import { MAX_FAILURES_PER_EMAIL_AND_IP, MAX_FAILURES_PER_IP, PLAYER_LOGIN_WINDOW_MS } from './player-login-limits.js';

/**
 * The table `player_login_failures` (no entity: rows are only counted and purged). Kept
 * in PostgreSQL so the limits hold across server instances.
 */
@Injectable()
export class PlayerLoginFailures {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Milliseconds until this email may try again from this address; 0 when it may now. */
  async waitMs(email: string, ip: string): Promise<number> {
    const now = this.clock.now();
    const [row]: { pair: number; ip: number; pair_edge: Date | null; ip_edge: Date | null }[] = await this.db.query(
      `SELECT count(*) FILTER (WHERE email = $1)::int AS pair, count(*)::int AS ip,
              (array_agg(at ORDER BY at DESC) FILTER (WHERE email = $1))[$4] AS pair_edge,
              (array_agg(at ORDER BY at DESC))[$5] AS ip_edge
         FROM player_login_failures WHERE ip = $2 AND at > $3`,
      [email, ip, new Date(now.getTime() - PLAYER_LOGIN_WINDOW_MS), MAX_FAILURES_PER_EMAIL_AND_IP, MAX_FAILURES_PER_IP],
    );
    return windowWaitMs(
      [
        { count: row!.pair, max: MAX_FAILURES_PER_EMAIL_AND_IP, edge: row!.pair_edge },
        { count: row!.ip, max: MAX_FAILURES_PER_IP, edge: row!.ip_edge },
      ],
      PLAYER_LOGIN_WINDOW_MS,
      now,
    );
  }

  async record(email: string, ip: string): Promise<void> {
    await this.db.query(`INSERT INTO player_login_failures (email, ip, at) VALUES ($1, $2, $3)`, [email, ip, this.clock.now()]);
  }

  /** A correct password forgives this address's earlier mistakes for the email. */
  async clear(email: string, ip: string): Promise<void> {
    await this.db.query(`DELETE FROM player_login_failures WHERE email = $1 AND ip = $2`, [email, ip]);
  }
}
