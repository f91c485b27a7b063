import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Registration that cannot tell who is registered, and identity's quotas (issue 8,
 * attacks 5, 7 and 10):
 * - username_claims: every username a registration took, whether its email was new (an
 *   account follows) or already registered (only a notice mail follows). The username is
 *   taken in both cases and for good, so checking it later says nothing about the email.
 *   The key is the lower-cased name, as players_username_key compares; existing players'
 *   names are claimed here.
 * - identity_quota_events: one row per counted event of a quota (accounts per address,
 *   "someone tried to register" notices per email, wrong current passwords per player),
 *   counted under an advisory lock per bucket and subject, so they hold under any
 *   concurrency and across instances.
 *
 * Frozen: its own SQL text only.
 */
export class IdentityRegistrationLimits1795262000000 implements MigrationInterface {
  name = 'IdentityRegistrationLimits1795262000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE username_claims (
        username_key text PRIMARY KEY,
        claimed_at timestamptz NOT NULL
      )`);
    await q.query(`
      INSERT INTO username_claims (username_key, claimed_at)
      SELECT lower(username), min(created_at) FROM players GROUP BY lower(username)`);
    await q.query(`
      CREATE TABLE identity_quota_events (
        id bigserial PRIMARY KEY,
        bucket text NOT NULL,
        subject text NOT NULL,
        at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX identity_quota_events_subject_idx ON identity_quota_events (bucket, subject, at DESC)`);
    await q.query(`CREATE INDEX identity_quota_events_at_idx ON identity_quota_events (at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE identity_quota_events`);
    await q.query(`DROP TABLE username_claims`);
  }
}
