import { formatRupees as rupees } from '../shared/money/money.js';
import type { MoneyRequestStatus } from '../money-requests/money-request.js';
import { ProblemList, type PlacedProblem } from './audit-problem.js';

/**
 * What the events say about money requests and their wallet effects (money-request-facts.ts
 * reads them), and the judgement: every credited deposit and every captured withdrawal
 * belongs to a done request of that player and that amount, and the other way round;
 * every hold matches its withdrawal request; every referral bonus was earned; the read
 * models say what the request streams say. Amounts in paise.
 */
export interface RequestFact {
  userId: string;
  status: MoneyRequestStatus;
  amountPaise: number;
  version: number;
}

export interface HoldFact {
  userId: string;
  holdId: string;
  status: 'active' | 'released' | 'captured';
  amountPaise: number;
  captures: number;
}

export interface MoneyRequestFacts {
  deposits: Map<string, RequestFact>;
  withdrawals: Map<string, RequestFact>;
  credits: { userId: string; requestId: string; amountPaise: number }[];
  holds: HoldFact[];
  bonuses: { referrerId: string; referredUserId: string; amountPaise: number }[];
  /** referred player -> referrer, from the player accounts. */
  referredBy: Map<string, string | null>;
  /** The read models' rows. */
  rows: { deposits: Map<string, RequestFact>; withdrawals: Map<string, RequestFact> };
  /** Request streams whose hash chain is broken. */
  brokenChains: { streamId: string; problem: string }[];
}

export interface MoneyRequestAudit {
  deposits: number;
  withdrawals: number;
  credits: number;
  holds: number;
  bonuses: number;
  /** Each disagreement, in words (at most KEEP of them), and how many there are. */
  problems: string[];
  problemCount: number;
  /** The same problems with the player each is about, where one is (for the console's links). */
  located: PlacedProblem[];
}

const KEEP = 50;
const OPEN = new Set<MoneyRequestStatus>(['on_hold', 'in_progress']);

export function judgeMoneyRequests(facts: MoneyRequestFacts): MoneyRequestAudit {
  const problems = new ProblemList();
  for (const c of facts.brokenChains) problems.add(`${c.streamId}: hash chain broken (${c.problem})`);
  const credited = new Map<string, number>();
  for (const { userId, requestId, amountPaise } of facts.credits) {
    credited.set(requestId, (credited.get(requestId) ?? 0) + 1);
    const request = facts.deposits.get(requestId);
    const what = `deposit credit of ${rupees(amountPaise)} to ${userId} for ${requestId}`;
    const player = { userId };
    if (!request) problems.add(`${what}: no such deposit request`, player);
    else if (request.userId !== userId) problems.add(`${what}: the request is ${request.userId}'s`, player);
    else if (request.status !== 'done') problems.add(`${what}: the request is ${request.status}`, player);
    else if (request.amountPaise !== amountPaise) problems.add(`${what}: the request is of ${rupees(request.amountPaise)}`, player);
  }
  for (const [requestId, request] of facts.deposits) {
    const n = credited.get(requestId) ?? 0;
    const player = { userId: request.userId };
    if (request.status === 'done' && n === 0) problems.add(`deposit ${requestId} is done but not credited (yet: its reactor credits it when it runs)`, player);
    if (n > 1) problems.add(`deposit ${requestId} is credited ${n} times`, player);
  }

  const holds = new Map(facts.holds.map((h) => [h.holdId, h]));
  for (const hold of facts.holds) {
    const request = facts.withdrawals.get(hold.holdId);
    const what = `hold ${hold.holdId} of ${hold.userId} (${hold.status}, ${rupees(hold.amountPaise)})`;
    const player = { userId: hold.userId };
    if (!request) problems.add(`${what}: no such withdrawal request`, player);
    else if (request.userId !== hold.userId) problems.add(`${what}: the request is ${request.userId}'s`, player);
    if (hold.captures > 1) problems.add(`${what}: captured ${hold.captures} times`, player);
  }
  for (const [requestId, request] of facts.withdrawals) {
    const hold = holds.get(requestId);
    const expected = OPEN.has(request.status) ? 'active' : request.status === 'done' ? 'captured' : 'released';
    const actual = hold?.status ?? 'released';
    const what = `withdrawal ${requestId} (${request.status}, ${rupees(request.amountPaise)})`;
    const player = { userId: request.userId };
    if (actual !== expected) problems.add(`${what}: its hold is ${hold ? hold.status : 'missing'}, not ${expected}`, player);
    else if (expected !== 'released' && hold!.amountPaise !== request.amountPaise) {
      problems.add(`${what}: its hold is ${expected} at ${rupees(hold!.amountPaise)}`, player);
    }
  }

  const bonusOf = new Map<string, number>();
  for (const { referrerId, referredUserId, amountPaise } of facts.bonuses) {
    bonusOf.set(referredUserId, (bonusOf.get(referredUserId) ?? 0) + 1);
    const what = `referral bonus of ${rupees(amountPaise)} to ${referrerId} for ${referredUserId}`;
    const player = { userId: referrerId };
    if (referrerId === referredUserId) problems.add(`${what}: paid to the referred player`, player);
    else if (facts.referredBy.get(referredUserId) !== referrerId) problems.add(`${what}: ${referrerId} did not refer ${referredUserId}`, player);
    const earned = [...facts.deposits.values()].some((d) => d.userId === referredUserId && d.status === 'done');
    if (!earned) problems.add(`${what}: the referred player has no done deposit`, player);
  }
  for (const [referred, n] of bonusOf) if (n > 1) problems.add(`referral bonus for ${referred} paid ${n} times`);

  for (const [kind, streams, rows] of [
    ['deposit', facts.deposits, facts.rows.deposits],
    ['withdrawal', facts.withdrawals, facts.rows.withdrawals],
  ] as const) {
    for (const [id, request] of streams) {
      const row = rows.get(id);
      const player = { userId: request.userId };
      if (!row) problems.add(`${kind} ${id}: no row in the read model`, player);
      else if (row.userId !== request.userId || row.status !== request.status || row.amountPaise !== request.amountPaise || row.version !== request.version) {
        problems.add(`${kind} ${id}: the read model says ${row.status} ${rupees(row.amountPaise)} v${row.version}, the events ${request.status} ${rupees(request.amountPaise)} v${request.version}`, player);
      }
    }
    for (const [id, row] of rows) if (!streams.has(id)) problems.add(`${kind} ${id}: a read-model row without events`, { userId: row.userId });
  }

  return {
    deposits: facts.deposits.size,
    withdrawals: facts.withdrawals.size,
    credits: facts.credits.length,
    holds: facts.holds.length,
    bonuses: facts.bonuses.length,
    problems: problems.first(KEEP).map((p) => p.message),
    problemCount: problems.count,
    located: problems.first(KEEP),
  };
}
