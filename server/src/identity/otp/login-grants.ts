import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../shared/clock/clock.js';
import { TrustedBrowsers } from '../sign-in/trusted-browsers.js';
import { LOGIN_GRANT_MS } from './otp-rules.js';

/**
 * The spec's client repeats the password login right after the login code is verified
 * and expects a session from it. A verified login code therefore grants the browser that
 * verified it (its browser key, handed out with the verification) one such repeat within
 * LOGIN_GRANT_MS; nobody else, whatever their address or User-Agent, and only once.
 */
@Injectable()
export class LoginGrants {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly browsers: TrustedBrowsers,
  ) {}

  /** Trusts the browser that verified a login code and opens its repeat; returns its key. */
  grant(playerId: string, sentKey: string | undefined): Promise<string> {
    return this.browsers.trust('user', playerId, sentKey, new Date(this.clock.now().getTime() + LOGIN_GRANT_MS));
  }

  /** Uses the open repeat of this browser (by its key's hash), if it has one. */
  async use(playerId: string, keyHash: string): Promise<boolean> {
    const result: unknown = await this.db.query(
      `UPDATE trusted_browsers SET repeat_until = NULL
        WHERE key_hash = $1 AND account_kind = 'user' AND account_id = $2 AND repeat_until > $3
        RETURNING 1`,
      [keyHash, playerId, this.clock.now()],
    );
    return updatedRows(result) > 0;
  }

  /** Closes every open repeat of the player (logout, password change or reset). */
  async voidAll(playerId: string): Promise<void> {
    await this.db.query(
      `UPDATE trusted_browsers SET repeat_until = NULL WHERE account_kind = 'user' AND account_id = $1 AND repeat_until IS NOT NULL`,
      [playerId],
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
