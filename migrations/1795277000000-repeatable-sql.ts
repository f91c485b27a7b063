import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ledger of repeatable SQL: functions and triggers live as .sql files beside the code
 * they serve and are applied after the migrations whenever their sha256 changes; this table
 * records the checksum each file was last applied with, so an unchanged file is skipped.
 *
 * Frozen: its own SQL text only.
 */
export class RepeatableSql1795277000000 implements MigrationInterface {
  name = 'RepeatableSql1795277000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE repeatable_sql (
        name text PRIMARY KEY,
        checksum text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE repeatable_sql`);
  }
}
