import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../shared/clock/clock.js';

/**
 * Usernames are taken for good by the first registration or sign-up that asks for them
 * (table `username_claims`), whether an account follows or not: a registration with an
 * already registered email takes its username too, so a later "this username is taken"
 * tells nothing about that email. Keys are lower-cased as players_username_key compares;
 * names arrive in NFKC form (username-policy.ts).
 */
@Injectable()
export class UsernameClaims {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Takes `username` if no player and no earlier claim holds it; false when it was taken. */
  async claim(username: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `INSERT INTO username_claims (username_key, claimed_at)
       SELECT lower($1), $2 WHERE NOT EXISTS (SELECT 1 FROM players WHERE lower(username) = lower($1))
       ON CONFLICT (username_key) DO NOTHING
       RETURNING username_key`,
      [username, this.clock.now()],
    );
    return rows.length === 1;
  }
}
