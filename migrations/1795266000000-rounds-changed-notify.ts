import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every instance keeps the open rounds in memory for the dashboard's open-draw read
 * (GET /user/draws?status=open, DESIGN.md section 7) and must drop them as soon as the
 * `rounds` table changes, in whichever instance the change was made: a statement-level
 * trigger sends NOTIFY fd_rounds with the change's commit. Rounds change a few times an
 * hour (a round opened, closed, frozen; a rebuild), never with a purchase, so the NOTIFY's
 * commit lock costs the purchases nothing.
 *
 * Frozen: this file carries its own SQL. A change is a new migration.
 */
export class RoundsChangedNotify1795266000000 implements MigrationInterface {
  name = 'RoundsChangedNotify1795266000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
CREATE FUNCTION rounds_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_notify('fd_rounds', '');
  RETURN NULL;
END
$fn$;
CREATE TRIGGER rounds_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rounds
  FOR EACH STATEMENT EXECUTE FUNCTION rounds_changed_notify();
`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
DROP TRIGGER IF EXISTS rounds_changed ON rounds;
DROP FUNCTION IF EXISTS rounds_changed_notify();
`);
  }
}
