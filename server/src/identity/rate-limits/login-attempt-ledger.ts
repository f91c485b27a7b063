import type { DataSource } from 'typeorm';
import type { Clock } from '../../shared/clock/clock.js';
import { lockKeys } from './attempt-locks.js';
import { windowWaitMs } from './sliding-window.js';

/** A login's guessing limits within one sliding window. */
export interface LoginLimits {
  windowMs: number;
  /** Untrusted attempts at one account from one address. */
  perAccountAndIp: number;
  /** Untrusted attempts from one address, at any accounts. */
  perIp: number;
  /** Untrusted attempts at one account from all addresses together. */
  perAccount: number;
  /** Attempts at one account from one browser trusted for it (trusted-browsers.ts). */
  perTrustedBrowser: number;
}

/** The attempt table of one login: its name, account column and the rows that count. */
export interface AttemptTable {
  name: 'player_login_failures' | 'admin_login_attempts';
  account: 'email' | 'username_key';
  /** SQL condition of the rows that count: failures, and attempts still being checked. */
  counted: string;
  /** Columns and values (SQL literals) of a new attempt row besides account, ip, time and browser. */
  extra: Readonly<Record<string, string>>;
}

export type Reservation = { granted: true; id: string } | { granted: false; waitMs: number };

/**
 * Counts an attempt BEFORE its password is checked: under advisory locks on the account
 * and the address, it reads the counts and, when under every limit, writes the attempt as
 * a failure in the same transaction. However many arrive at once, on however many server
 * instances, at most a limit's worth of passwords get checked; the caller then records
 * the outcome (a correct password takes its row back, see the login's own table class).
 * A browser trusted for the account is counted on its own, so nobody else's guesses at
 * the account or from the address can hold it back.
 */
export async function reserveAttempt(
  db: DataSource,
  clock: Clock,
  table: AttemptTable,
  limits: LoginLimits,
  attempt: { account: string; ip: string; browserHash: string | null },
): Promise<Reservation> {
  const now = clock.now();
  const since = new Date(now.getTime() - limits.windowMs);
  const { account, ip, browserHash } = attempt;
  return db.transaction(async (tx) => {
    await lockKeys(tx, browserHash ? [`login:${table.name}:account:${account}`] : [`login:${table.name}:account:${account}`, `login:${table.name}:ip:${ip}`]);
    const counts = browserHash
      ? await trustedCounts(tx.query.bind(tx), table, limits, { account, browserHash, since })
      : await untrustedCounts(tx.query.bind(tx), table, limits, { account, ip, since });
    const waitMs = windowWaitMs(counts, limits.windowMs, now);
    if (waitMs > 0) return { granted: false, waitMs };
    const extraColumns = Object.keys(table.extra);
    const rows: { id: string }[] = await tx.query(
      `INSERT INTO ${table.name} (${table.account}, ip, at, browser_hash${extraColumns.map((c) => `, ${c}`).join('')})
       VALUES ($1, $2, $3, $4${extraColumns.map((c) => `, ${table.extra[c]}`).join('')}) RETURNING id::text`,
      [account, ip, now, browserHash],
    );
    return { granted: true, id: rows[0]!.id };
  });
}

type Query = (sql: string, params: unknown[]) => Promise<any[]>;

async function untrustedCounts(query: Query, table: AttemptTable, limits: LoginLimits, p: { account: string; ip: string; since: Date }) {
  const a = table.account;
  const [row] = await query(
    `SELECT count(*) FILTER (WHERE ${a} = $1 AND ip = $2)::int AS pair,
            count(*) FILTER (WHERE ip = $2)::int AS ip,
            count(*) FILTER (WHERE ${a} = $1)::int AS account,
            (array_agg(at ORDER BY at DESC) FILTER (WHERE ${a} = $1 AND ip = $2))[$4] AS pair_edge,
            (array_agg(at ORDER BY at DESC) FILTER (WHERE ip = $2))[$5] AS ip_edge,
            (array_agg(at ORDER BY at DESC) FILTER (WHERE ${a} = $1))[$6] AS account_edge
       FROM ${table.name}
      WHERE at > $3 AND browser_hash IS NULL AND (${a} = $1 OR ip = $2) AND ${table.counted}`,
    [p.account, p.ip, p.since, limits.perAccountAndIp, limits.perIp, limits.perAccount],
  );
  return [
    { count: row.pair, max: limits.perAccountAndIp, edge: row.pair_edge },
    { count: row.ip, max: limits.perIp, edge: row.ip_edge },
    { count: row.account, max: limits.perAccount, edge: row.account_edge },
  ];
}

async function trustedCounts(query: Query, table: AttemptTable, limits: LoginLimits, p: { account: string; browserHash: string; since: Date }) {
  const [row] = await query(
    `SELECT count(*)::int AS n, (array_agg(at ORDER BY at DESC))[$4] AS edge
       FROM ${table.name}
      WHERE ${table.account} = $1 AND browser_hash = $2 AND at > $3 AND ${table.counted}`,
    [p.account, p.browserHash, p.since, limits.perTrustedBrowser],
  );
  return [{ count: row.n, max: limits.perTrustedBrowser, edge: row.edge }];
}
