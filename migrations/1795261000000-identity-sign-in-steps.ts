import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in bound to its steps and browsers (issue 8, attacks 2, 3, 4 and 8):
 * - otp_codes.challenge_hashes: a login code can be checked only by a holder of the
 *   challenge that its correct-password login was given (SHA-256 of each, base64url).
 *   The address-and-User-Agent grant columns go: the repeat of the login after a
 *   verified code now belongs to a trusted browser.
 * - trusted_browsers: browser keys (hashed) given at a completed sign-in; they lift the
 *   per-account guessing limit for that account and carry the 2-minute login repeat.
 * - the login attempt tables say which trusted browser an attempt came from (NULL: none),
 *   and are searched per account as well as per address.
 *
 * Frozen: its own SQL text only.
 */
export class IdentitySignInSteps1795261000000 implements MigrationInterface {
  name = 'IdentitySignInSteps1795261000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE otp_codes ADD COLUMN challenge_hashes text[] NOT NULL DEFAULT '{}'`);
    await q.query(`ALTER TABLE otp_codes DROP COLUMN grant_fingerprint, DROP COLUMN grant_used_at`);
    await q.query(`CREATE INDEX otp_codes_email_purpose_idx ON otp_codes (email, purpose, created_at DESC)`);
    await q.query(`
      CREATE TABLE trusted_browsers (
        key_hash text NOT NULL,
        account_kind text NOT NULL CHECK (account_kind IN ('user', 'admin')),
        account_id uuid NOT NULL,
        trusted_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        repeat_until timestamptz,
        PRIMARY KEY (key_hash, account_kind, account_id)
      )`);
    await q.query(`CREATE INDEX trusted_browsers_account_idx ON trusted_browsers (account_kind, account_id)`);
    await q.query(`ALTER TABLE player_login_failures ADD COLUMN browser_hash text`);
    await q.query(`CREATE INDEX player_login_failures_email_idx ON player_login_failures (email, at DESC)`);
    await q.query(`ALTER TABLE admin_login_attempts ADD COLUMN browser_hash text`);
    await q.query(`CREATE INDEX admin_login_attempts_username_idx ON admin_login_attempts (username_key, at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX admin_login_attempts_username_idx`);
    await q.query(`ALTER TABLE admin_login_attempts DROP COLUMN browser_hash`);
    await q.query(`DROP INDEX player_login_failures_email_idx`);
    await q.query(`ALTER TABLE player_login_failures DROP COLUMN browser_hash`);
    await q.query(`DROP TABLE trusted_browsers`);
    await q.query(`DROP INDEX otp_codes_email_purpose_idx`);
    await q.query(`ALTER TABLE otp_codes ADD COLUMN grant_fingerprint text, ADD COLUMN grant_used_at timestamptz`);
    await q.query(`ALTER TABLE otp_codes DROP COLUMN challenge_hashes`);
  }
}
