import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The wallet's two read models are rebuilt each by one set-based statement over the log
 * (ledger_postings_rebuild, wallet_balances_rebuild: .sql files in their folders) instead
 * of their batch functions over chunks of events.
 *
 * Frozen: its own SQL text only.
 */
export class WalletRebuildFunctions1795278000000 implements MigrationInterface {
  name = 'WalletRebuildFunctions1795278000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE inline_projections SET rebuild_function = 'ledger_postings_rebuild' WHERE name = 'ledger_postings'`);
    await q.query(`UPDATE inline_projections SET rebuild_function = 'wallet_balances_rebuild' WHERE name = 'wallet_balances'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE inline_projections SET rebuild_function = NULL WHERE name IN ('ledger_postings', 'wallet_balances')`);
  }
}
