import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../shared/clock/clock.js';
import { newSecret, secretHash } from './sign-in-secrets.js';

export type AccountKind = 'user' | 'admin';

/** An account id no account has: what an unknown email or username is looked up as. */
export const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

/** How long a browser stays trusted after its last completed sign-in to the account. */
export const TRUSTED_BROWSER_MS = 90 * 24 * 3600_000;

/**
 * Browsers that completed a sign-in (a player's password and code, an admin's password),
 * per account, in the table `trusted_browsers` by the hash of their key. Trust only lifts
 * the per-account guessing limit for that account (so an attacker spreading guesses over
 * many addresses cannot lock its owner out) and carries the player's login repeat
 * (LoginGrants); it never stands in for a password or a code.
 */
@Injectable()
export class TrustedBrowsers {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  async isTrusted(keyHash: string, kind: AccountKind, accountId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM trusted_browsers WHERE key_hash = $1 AND account_kind = $2 AND account_id = $3 AND expires_at > $4`,
      [keyHash, kind, accountId, this.clock.now()],
    );
    return rows.length > 0;
  }

  /**
   * Trusts the browser for the account and returns the key it keeps: the one it sent when
   * the server knows it (one browser, one key, whatever accounts it signs in to), else a
   * new one. `repeatUntil` opens the player's login repeat (LoginGrants).
   */
  async trust(kind: AccountKind, accountId: string, sentKey: string | undefined, repeatUntil: Date | null = null): Promise<string> {
    const now = this.clock.now();
    const known = sentKey ? await this.isKnown(secretHash(sentKey), now) : false;
    const key = known ? sentKey! : newSecret();
    await this.db.query(
      `INSERT INTO trusted_browsers (key_hash, account_kind, account_id, trusted_at, expires_at, repeat_until)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (key_hash, account_kind, account_id)
       DO UPDATE SET trusted_at = EXCLUDED.trusted_at, expires_at = EXCLUDED.expires_at, repeat_until = EXCLUDED.repeat_until`,
      [secretHash(key), kind, accountId, now, new Date(now.getTime() + TRUSTED_BROWSER_MS), repeatUntil],
    );
    return key;
  }

  private async isKnown(keyHash: string, now: Date): Promise<boolean> {
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM trusted_browsers WHERE key_hash = $1 AND expires_at > $2 LIMIT 1`, [
      keyHash,
      now,
    ]);
    return rows.length > 0;
  }
}
