import type pg from 'pg';
import type { Ledger, LoadPlayer } from './load-users.js';

export interface Books {
  tickets: number;
  deposits: number;
  credited: number;
  withdrawals: number;
  captured: number;
  released: number;
  prizes: number;
  settledRounds: number;
  balancesChecked: number;
  /** Acknowledged effects missing from the log (or the read model). */
  lost: number;
  /** Effects in the log more than once. */
  doubled: number;
  /** Effects in the log that no answer acknowledged: a refused (or unanswered) request changed something. */
  unacknowledged: number;
  /** Wallets with a negative money, referral or held balance. */
  negative: number;
  /** Every difference, in words (at most 20). */
  problems: string[];
}

const PENDING = new Set(['on_hold', 'in_progress']);

/**
 * The books after the load run, against what the server acknowledged (the Ledger): each
 * acknowledged ticket, request, credit and hold in the event log exactly once and nothing
 * else there; each ticket in the read model; and each player's balances equal to their
 * acknowledged deposits done, tickets, withdrawals (held while pending, paid when done,
 * given back when rejected) and the prizes settlement credited.
 */
export async function checkLedger(pool: pg.Pool, ledger: Ledger, players: LoadPlayer[]): Promise<Books> {
  const books: Books = {
    tickets: ledger.tickets.size, deposits: 0, credited: 0, withdrawals: 0, captured: 0, released: 0, prizes: 0, settledRounds: 0,
    balancesChecked: 0, lost: 0, doubled: 0, unacknowledged: 0, negative: 0, problems: [],
  };
  const problem = (text: string) => books.problems.length < 20 && books.problems.push(text);
  const counted = async (sql: string) => new Map((await pool.query<{ id: string; n: number }>(sql)).rows.map((r) => [r.id, r.n]));
  /** `expected` ids must each appear once among `found`, and nothing else. */
  const compare = (what: string, expected: Set<string>, found: Map<string, number>) => {
    for (const id of expected) {
      const n = found.get(id) ?? 0;
      if (n === 0) (books.lost++, problem(`${what} ${id}: acknowledged, not stored`));
      if (n > 1) (books.doubled += n - 1, problem(`${what} ${id}: stored ${n} times`));
    }
    for (const [id] of found) if (!expected.has(id)) (books.unacknowledged++, problem(`${what} ${id}: stored, never acknowledged`));
  };
  const requests = (kind: string, status?: (s: string) => boolean) =>
    new Set([...ledger.requests].filter(([, r]) => r.kind === kind && (!status || status(r.status))).map(([id]) => id));

  compare('TicketPurchased', new Set(ledger.tickets.keys()), await counted(`SELECT data->>'ticketId' AS id, count(*)::int AS n FROM events WHERE type = 'TicketPurchased' GROUP BY 1`));
  compare('ticket row', new Set(ledger.tickets.keys()), await counted(`SELECT ticket_id::text AS id, count(*)::int AS n FROM tickets GROUP BY 1`));
  const deposits = requests('deposit');
  const withdrawals = requests('withdrawal');
  const done = (s: string) => s === 'done';
  books.deposits = deposits.size;
  books.withdrawals = withdrawals.size;
  books.credited = requests('deposit', done).size;
  books.captured = requests('withdrawal', done).size;
  books.released = requests('withdrawal', (s) => s === 'rejected').size;
  compare('DepositRequested', deposits, await counted(`SELECT substr(stream_id, 17) AS id, count(*)::int AS n FROM events WHERE type = 'DepositRequested' GROUP BY 1`));
  compare('WithdrawalRequested', withdrawals, await counted(`SELECT substr(stream_id, 20) AS id, count(*)::int AS n FROM events WHERE type = 'WithdrawalRequested' GROUP BY 1`));
  compare('DepositCredited', requests('deposit', done), await counted(`SELECT data->>'requestId' AS id, count(*)::int AS n FROM events WHERE type = 'DepositCredited' GROUP BY 1`));
  compare('FundsHeld', withdrawals, await counted(`SELECT data->>'holdId' AS id, count(*)::int AS n FROM events WHERE type = 'FundsHeld' GROUP BY 1`));
  compare('HoldCaptured', requests('withdrawal', done), await counted(`SELECT data->>'holdId' AS id, count(*)::int AS n FROM events WHERE type = 'HoldCaptured' GROUP BY 1`));
  compare('HoldReleased', requests('withdrawal', (s) => s === 'rejected'), await counted(`SELECT data->>'holdId' AS id, count(*)::int AS n FROM events WHERE type = 'HoldReleased' GROUP BY 1`));

  // Balances: what the answers imply, plus the prizes the log holds.
  const expected = new Map(players.map((p) => [p.id, { money: 0, held: 0 }]));
  for (const [, t] of ledger.tickets) expected.get(t.userId)!.money -= t.pricePaise;
  for (const [, r] of ledger.requests) {
    const wallet = expected.get(r.userId)!;
    if (r.kind === 'deposit' && r.status === 'done') wallet.money += r.amountPaise;
    if (r.kind === 'withdrawal' && r.status !== 'rejected') wallet.money -= r.amountPaise;
    if (r.kind === 'withdrawal' && PENDING.has(r.status)) wallet.held += r.amountPaise;
  }
  const prizes = await pool.query<{ user_id: string; paise: string; n: number }>(
    `SELECT substr(stream_id, 8) AS user_id, sum((data->>'amountPaise')::bigint)::text AS paise, count(*)::int AS n FROM events WHERE type = 'PrizeCredited' GROUP BY 1`,
  );
  for (const row of prizes.rows) {
    books.prizes += row.n;
    const wallet = expected.get(row.user_id);
    if (wallet) wallet.money += Number(row.paise);
  }
  const balances = await pool.query<{ user_id: string; money: string; referral: string; held: string }>(`SELECT user_id, money, referral, held FROM wallet_balances`);
  for (const row of balances.rows) {
    if (Number(row.money) < 0 || Number(row.referral) < 0 || Number(row.held) < 0) (books.negative++, problem(`wallet ${row.user_id}: negative ${JSON.stringify(row)}`));
    const wallet = expected.get(row.user_id);
    if (!wallet) continue;
    books.balancesChecked++;
    const actual = { money: Number(row.money), held: Number(row.held) };
    if (actual.money !== wallet.money || actual.held !== wallet.held || Number(row.referral) !== 0) {
      problem(`wallet ${row.user_id}: balances ${JSON.stringify(row)}, the answers imply ${JSON.stringify(wallet)} (paise)`);
    }
  }
  if (books.balancesChecked !== players.length) problem(`${players.length - books.balancesChecked} players have no balance row`);
  books.settledRounds = (await pool.query(`SELECT count(*)::int AS n FROM rounds WHERE status = 'settled'`)).rows[0].n;
  return books;
}
