import type pg from 'pg';

/** What the ledger_postings read model says, for the audit to judge. */
export interface LedgerFacts {
  postings: number;
  /** Sum of every posting: zero in a balanced ledger. */
  total: number;
  /** Events whose postings do not sum to zero (at most `limit`), and how many there are. */
  unbalancedEvents: { globalPosition: number; sum: number }[];
  unbalancedEventCount: number;
  /** Events that have postings. */
  eventsWithPostings: number;
  /** Postings whose event is gone from the log or is another event now. */
  orphanPostings: number;
  /** Per player and account (player_money, player_referral, player_held): the sum. */
  playerAccounts: Map<string, { money: number; referral: number; held: number }>;
  /** Sum per account over everyone, for the summary. */
  accounts: { account: string; sum: number }[];
}

/**
 * Reads the ledger's facts in a few set-based statements (no row reaches Node but
 * summaries). Postings are matched with the PostgreSQL events table, which feeds them on
 * either store (with KurrentDB, through the event store's mirror).
 */
export async function readLedgerFacts(pool: pg.Pool, limit = 20): Promise<LedgerFacts> {
  const [totals, unbalanced, unbalancedCount, orphans, players, accounts] = await Promise.all([
    pool.query<{ postings: string; total: string; events: string }>(
      `SELECT count(*) AS postings, coalesce(sum(amount), 0) AS total, count(DISTINCT global_position) AS events
       FROM ledger_postings`,
    ),
    pool.query<{ global_position: string; sum: string }>(
      `SELECT global_position, sum(amount) AS sum FROM ledger_postings
       GROUP BY global_position HAVING sum(amount) <> 0 ORDER BY global_position LIMIT $1`,
      [limit],
    ),
    pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM (SELECT 1 FROM ledger_postings GROUP BY global_position HAVING sum(amount) <> 0) u`,
    ),
    pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM ledger_postings l
       LEFT JOIN events e ON e.global_position = l.global_position
       WHERE e.event_id IS DISTINCT FROM l.event_id OR e.stream_id IS DISTINCT FROM l.stream_id`,
    ),
    pool.query<{ user_id: string; money: string; referral: string; held: string }>(
      `SELECT user_id,
              coalesce(sum(amount) FILTER (WHERE account = 'player_money'), 0) AS money,
              coalesce(sum(amount) FILTER (WHERE account = 'player_referral'), 0) AS referral,
              coalesce(sum(amount) FILTER (WHERE account = 'player_held'), 0) AS held
       FROM ledger_postings WHERE user_id IS NOT NULL GROUP BY user_id`,
    ),
    pool.query<{ account: string; sum: string }>(
      `SELECT account, sum(amount) AS sum FROM ledger_postings GROUP BY account ORDER BY account`,
    ),
  ]);
  return {
    postings: Number(totals.rows[0].postings),
    total: Number(totals.rows[0].total),
    eventsWithPostings: Number(totals.rows[0].events),
    unbalancedEvents: unbalanced.rows.map((r) => ({ globalPosition: Number(r.global_position), sum: Number(r.sum) })),
    unbalancedEventCount: Number(unbalancedCount.rows[0].n),
    orphanPostings: Number(orphans.rows[0].n),
    playerAccounts: new Map(
      players.rows.map((r) => [r.user_id, { money: Number(r.money), referral: Number(r.referral), held: Number(r.held) }]),
    ),
    accounts: accounts.rows.map((r) => ({ account: r.account, sum: Number(r.sum) })),
  };
}

export interface BalanceRow {
  money: number;
  referral: number;
  held: number;
  version: number;
}

export async function readWalletBalances(pool: pg.Pool): Promise<Map<string, BalanceRow>> {
  const { rows } = await pool.query<{ user_id: string; money: string; referral: string; held: string; version: number }>(
    'SELECT user_id, money, referral, held, version FROM wallet_balances',
  );
  return new Map(
    rows.map((r) => [r.user_id, { money: Number(r.money), referral: Number(r.referral), held: Number(r.held), version: r.version }]),
  );
}

/** How many wallet events the read model counts (each row's version): the replay's progress total, without reading the log. */
export async function countWalletEvents(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: string }>('SELECT coalesce(sum(version), 0) AS n FROM wallet_balances');
  return Number(rows[0].n);
}

