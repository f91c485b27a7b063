import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Failed player logins, for the per-address brute-force limit (unknown emails count alike). */
export class IdentityPlayerLoginAttempts1795253100000 implements MigrationInterface {
  name = 'IdentityPlayerLoginAttempts1795253100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE player_login_failures (
        id bigserial PRIMARY KEY,
        email text NOT NULL,
        ip text NOT NULL,
        at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX player_login_failures_ip_idx ON player_login_failures (ip, at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS player_login_failures`);
  }
}
