import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The player's language (issue 14): 'en' (the default, and every existing player's) or
 * 'hi'. The client stores it with PUT /user/language when a signed-in player switches;
 * the server words what reaches the player outside a request in it (push notifications).
 *
 * Frozen: its own SQL text only.
 */
export class PlayerLanguage1795275000000 implements MigrationInterface {
  name = 'PlayerLanguage1795275000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE players
        ADD COLUMN language text NOT NULL DEFAULT 'en'
        CONSTRAINT players_language_check CHECK (language IN ('en', 'hi'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE players DROP COLUMN language`);
  }
}
