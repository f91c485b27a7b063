import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The wallet streams learn the responsible-play events (issue 12): DepositLimitsSet,
 * DepositLimitPromptDeclined, DepositLimitsReviewed, RealityCheckSet and PlayPaused. They
 * live in the player's wallet stream so that a pause and a ticket purchase are decided on
 * one state with one expected version. None moves money: they have no posting rules, so
 * wallet_balances only advances the wallet's version for them (its LEFT JOIN on the rules
 * adds zero), and ledger_postings, which lists the types it takes, never sees them. The
 * inline projections refuse a wallet event type that wallet_event_known does not know, so
 * it is redefined here to know these as well.
 *
 * Frozen: this file carries its own SQL. A change is a new migration.
 */
export class WalletResponsiblePlayEvents1795274000000 implements MigrationInterface {
  name = 'WalletResponsiblePlayEvents1795274000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
CREATE OR REPLACE FUNCTION wallet_event_known(p_type text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT p_type = ANY (ARRAY['WalletOpened', 'DepositCredited', 'PrizeCredited', 'AdjustmentCredited', 'ReferralCredited', 'TicketPurchased', 'FundsHeld', 'HoldReleased', 'HoldCaptured', 'DepositLimitsSet', 'DepositLimitPromptDeclined', 'DepositLimitsReviewed', 'RealityCheckSet', 'PlayPaused'])
$fn$;
`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
CREATE OR REPLACE FUNCTION wallet_event_known(p_type text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT p_type = ANY (ARRAY['WalletOpened', 'DepositCredited', 'PrizeCredited', 'AdjustmentCredited', 'ReferralCredited', 'TicketPurchased', 'FundsHeld', 'HoldReleased', 'HoldCaptured'])
$fn$;
`);
  }
}
