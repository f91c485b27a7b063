import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  createLedgerPostingsSql,
  dropLedgerPostingsSql,
  ledgerPostingsProjection,
} from '../server/src/wallet/projections/ledger-postings/ledger-postings.projection.js';
import {
  createWalletEventPostingsSql,
  dropWalletEventPostingsSql,
} from '../server/src/wallet/projections/ledger-postings/wallet-event-postings.sql.js';
import {
  createWalletBalancesSql,
  dropWalletBalancesSql,
  walletBalancesProjection,
} from '../server/src/wallet/projections/wallet-balances/wallet-balances.projection.js';

/**
 * The wallet read models (DESIGN.md section 4): `wallet_balances` and the double-entry
 * `ledger_postings`, both inline projections that the event store's append updates in
 * its own statement. The SQL lives beside each projection in server/src/wallet/projections.
 */
export class Wallet1795252000000 implements MigrationInterface {
  name = 'Wallet1795252000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(createWalletEventPostingsSql);
    await db.query(createWalletBalancesSql);
    await db.query(createLedgerPostingsSql);
    for (const p of [walletBalancesProjection, ledgerPostingsProjection]) {
      await db.query(
        `INSERT INTO inline_projections (name, stream_prefix, apply_function, tables, rebuild_function)
         VALUES ($1, $2, $3, $4, $5)`,
        [p.name, p.streamPrefix, p.applyFunction, p.tables, p.rebuildFunction],
      );
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM inline_projections WHERE name = ANY($1)`, [
      [walletBalancesProjection.name, ledgerPostingsProjection.name],
    ]);
    await db.query(dropLedgerPostingsSql);
    await db.query(dropWalletBalancesSql);
    await db.query(dropWalletEventPostingsSql);
  }
}
