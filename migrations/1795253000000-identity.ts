import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Identity is plain state (not event-sourced): players, admins, server-side sessions,
 * one-time codes, password-reset links, admin login attempts (rate limit) and push tokens.
 */
export class Identity1795253000000 implements MigrationInterface {
  name = 'Identity1795253000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE players (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        username text NOT NULL,
        email text NOT NULL CHECK (email = lower(email)),
        password_hash text,
        google_sub text UNIQUE,
        email_verified boolean NOT NULL DEFAULT false,
        referral_code text NOT NULL UNIQUE,
        referred_by uuid REFERENCES players(id),
        first_name text,
        last_name text,
        mobile text,
        date_of_birth date,
        gender text CHECK (gender IN ('male', 'female', 'other')),
        is_profile_updated boolean NOT NULL DEFAULT false,
        last_login_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CHECK (referred_by IS NULL OR referred_by <> id)
      )`);
    await q.query(`CREATE UNIQUE INDEX players_email_key ON players (email)`);
    await q.query(`CREATE UNIQUE INDEX players_username_key ON players (lower(username))`);
    await q.query(`CREATE INDEX players_created_at_idx ON players (created_at DESC, id)`);
    await q.query(`CREATE INDEX players_referred_by_idx ON players (referred_by) WHERE referred_by IS NOT NULL`);

    await q.query(`
      CREATE TABLE admins (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        username text NOT NULL,
        password_hash text NOT NULL,
        role text NOT NULL CHECK (role IN ('admin', 'auditor')),
        last_login_at timestamptz,
        created_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX admins_username_key ON admins (lower(username))`);

    await q.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY,
        subject_kind text NOT NULL CHECK (subject_kind IN ('user', 'admin')),
        subject_id uuid NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`);
    await q.query(`CREATE INDEX sessions_subject_idx ON sessions (subject_kind, subject_id) WHERE revoked_at IS NULL`);

    // player_id is null for codes "sent" to unknown addresses: they keep the cooldown and
    // hourly cap identical for every address, so answers reveal nothing.
    await q.query(`
      CREATE TABLE otp_codes (
        id uuid PRIMARY KEY,
        email text NOT NULL,
        player_id uuid REFERENCES players(id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('register', 'login')),
        code_hash text NOT NULL,
        attempts int NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        consumed_at timestamptz,
        voided_at timestamptz,
        grant_fingerprint text,
        grant_used_at timestamptz
      )`);
    await q.query(`CREATE INDEX otp_codes_email_idx ON otp_codes (email, created_at DESC)`);

    await q.query(`
      CREATE TABLE password_resets (
        id uuid PRIMARY KEY,
        player_id uuid NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        voided_at timestamptz
      )`);
    await q.query(`CREATE INDEX password_resets_player_idx ON password_resets (player_id, created_at DESC)`);

    await q.query(`
      CREATE TABLE admin_login_attempts (
        id bigserial PRIMARY KEY,
        username_key text NOT NULL,
        ip text NOT NULL,
        succeeded boolean NOT NULL,
        at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX admin_login_attempts_ip_idx ON admin_login_attempts (ip, at DESC)`);

    await q.query(`
      CREATE TABLE push_tokens (
        token text PRIMARY KEY,
        owner_kind text NOT NULL CHECK (owner_kind IN ('user', 'admin')),
        owner_id uuid NOT NULL,
        session_id uuid,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX push_tokens_owner_idx ON push_tokens (owner_kind, owner_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['push_tokens', 'admin_login_attempts', 'password_resets', 'otp_codes', 'sessions', 'admins', 'players']) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
