import type pg from 'pg';
import type { WalletReadModels } from './first-mismatch.js';

/**
 * One wallet's ledger postings (player accounts, summed per event) and its wallet_balances
 * row, read in one snapshot: on PostgreSQL both are written in the append's transaction,
 * so the row's version and the postings always describe the same events.
 */
export async function readWalletReadModels(pool: pg.Pool, userId: string): Promise<WalletReadModels> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const postings = await client.query<{ event_id: string; money: string; referral: string; held: string }>(
      `SELECT event_id,
              coalesce(sum(amount) FILTER (WHERE account = 'player_money'), 0) AS money,
              coalesce(sum(amount) FILTER (WHERE account = 'player_referral'), 0) AS referral,
              coalesce(sum(amount) FILTER (WHERE account = 'player_held'), 0) AS held
       FROM ledger_postings
       WHERE user_id = $1 AND account IN ('player_money', 'player_referral', 'player_held')
       GROUP BY event_id`,
      [userId],
    );
    const row = await client.query<{ money: string; referral: string; held: string; version: number }>(
      'SELECT money, referral, held, version FROM wallet_balances WHERE user_id = $1',
      [userId],
    );
    await client.query('COMMIT');
    const b = row.rows[0];
    return {
      postings: new Map(postings.rows.map((p) => [p.event_id, { money: Number(p.money), referral: Number(p.referral), held: Number(p.held) }])),
      projected: b ? { money: Number(b.money), referral: Number(b.referral), held: Number(b.held), version: b.version } : null,
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
