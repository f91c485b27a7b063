import type pg from 'pg';
import { DEPOSIT_STREAM_PREFIX, evolveDeposit, initialDepositState, type DepositEvent, type DepositState } from '../money-requests/deposit-request.js';
import { evolveWithdrawal, initialWithdrawalState, WITHDRAWAL_STREAM_PREFIX, type WithdrawalEvent, type WithdrawalState } from '../money-requests/withdrawal-request.js';
import { userIdOfStream } from '../wallet/wallet.js';
import type { HoldFact, MoneyRequestFacts, RequestFact } from './money-request-checks.js';

/**
 * Reads what judgeMoneyRequests needs from PostgreSQL: the request streams folded with the
 * handlers' own `evolve`, the wallet events that concern requests, the player accounts'
 * referrers, the read models, and the request streams' hash chains. The events table holds
 * the log on either store (with KurrentDB, through the event store's mirror).
 */
export async function readMoneyRequestFacts(pool: pg.Pool): Promise<MoneyRequestFacts> {
  const [requests, wallet, referred, depositRows, withdrawalRows, chains] = await Promise.all([
    pool.query<{ stream_id: string; type: string; data: never }>(
      `SELECT stream_id, type, data FROM events
       WHERE starts_with(stream_id, $1) OR starts_with(stream_id, $2) ORDER BY stream_id, stream_version`,
      [DEPOSIT_STREAM_PREFIX, WITHDRAWAL_STREAM_PREFIX],
    ),
    pool.query<{ stream_id: string; type: string; data: Record<string, never> }>(
      `SELECT stream_id, type, data FROM events
       WHERE stream_id LIKE 'wallet-%' AND type IN ('DepositCredited', 'FundsHeld', 'HoldReleased', 'HoldCaptured', 'ReferralCredited')
       ORDER BY stream_id, stream_version`,
    ),
    pool.query<{ id: string; referred_by: string | null }>(`SELECT id, referred_by FROM players WHERE referred_by IS NOT NULL`),
    pool.query<RowOf>(`SELECT request_id, user_id, status, amount, version FROM deposit_requests`),
    pool.query<RowOf>(`SELECT request_id, user_id, status, amount, version FROM withdrawal_requests`),
    pool.query<{ stream_id: string; problem: string | null }>(
      `SELECT stream_id, problem FROM fd_verify_streams($1, $1 || chr(1114111))
       UNION ALL SELECT stream_id, problem FROM fd_verify_streams($2, $2 || chr(1114111))`,
      [DEPOSIT_STREAM_PREFIX, WITHDRAWAL_STREAM_PREFIX],
    ),
  ]);

  const deposits = new Map<string, DepositState>();
  const withdrawals = new Map<string, WithdrawalState>();
  for (const { stream_id: stream, type, data } of requests.rows) {
    if (stream.startsWith(DEPOSIT_STREAM_PREFIX)) {
      const id = stream.slice(DEPOSIT_STREAM_PREFIX.length);
      deposits.set(id, evolveDeposit(deposits.get(id) ?? initialDepositState(), { type, data } as DepositEvent));
    } else {
      const id = stream.slice(WITHDRAWAL_STREAM_PREFIX.length);
      withdrawals.set(id, evolveWithdrawal(withdrawals.get(id) ?? initialWithdrawalState(), { type, data } as WithdrawalEvent));
    }
  }

  const credits: MoneyRequestFacts['credits'] = [];
  const bonuses: MoneyRequestFacts['bonuses'] = [];
  const holds = new Map<string, HoldFact>();
  for (const { stream_id: stream, type, data } of wallet.rows) {
    const userId = userIdOfStream(stream);
    if (type === 'DepositCredited') credits.push({ userId, requestId: data.requestId, amountPaise: data.amountPaise });
    else if (type === 'ReferralCredited') bonuses.push({ referrerId: userId, referredUserId: data.referredUserId, amountPaise: data.amountPaise });
    else {
      const key = `${userId}/${data.holdId}`;
      const hold = holds.get(key) ?? { userId, holdId: data.holdId, status: 'released', amountPaise: 0, captures: 0 };
      const status = type === 'FundsHeld' ? 'active' : type === 'HoldReleased' ? 'released' : 'captured';
      holds.set(key, { ...hold, status, amountPaise: data.amountPaise, captures: hold.captures + (status === 'captured' ? 1 : 0) });
    }
  }

  return {
    deposits: facts(deposits),
    withdrawals: facts(withdrawals),
    credits,
    holds: [...holds.values()],
    bonuses,
    referredBy: new Map(referred.rows.map((r) => [r.id, r.referred_by])),
    rows: { deposits: rowFacts(depositRows.rows), withdrawals: rowFacts(withdrawalRows.rows) },
    brokenChains: chains.rows.filter((c) => c.problem !== null).map((c) => ({ streamId: c.stream_id, problem: c.problem! })),
  };
}

type RowOf = { request_id: string; user_id: string; status: RequestFact['status']; amount: string; version: number };

function facts(states: Map<string, DepositState | WithdrawalState>): Map<string, RequestFact> {
  const out = new Map<string, RequestFact>();
  for (const [id, s] of states) if (s.exists) out.set(id, { userId: s.userId, status: s.status, amountPaise: s.amountPaise, version: s.version });
  return out;
}

function rowFacts(rows: RowOf[]): Map<string, RequestFact> {
  return new Map(rows.map((r) => [r.request_id, { userId: r.user_id, status: r.status, amountPaise: Number(r.amount), version: r.version }]));
}
