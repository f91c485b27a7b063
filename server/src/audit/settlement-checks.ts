import type pg from 'pg';
import { isPeriodId } from '../draws/draw-periods.js';
import { potStart, potSharePaise } from '../draws/settlement/pot-settlement.js';
import { evaluateRound, winsSomething, type RoundTicket } from '../draws/settlement/round-evaluation.js';
import { tablesOfRound } from '../draws/settlement/settlement-inputs.js';
import { evaluateTicket } from '../draws/settlement/ticket-evaluation.js';
import { evolve, initialRoundState, isRoundEvent, type RoundState } from '../draws/rounds/round.js';
import type { RoundSettlement } from '../draws/rounds/round-settlement.js';
import type { DrandChainInfo } from '../draws/results/beacon/drand-chain.js';
import { resultProblems } from '../draws/results/result-proof.js';
import { ProblemList, type PlacedProblem } from './audit-problem.js';

/** What the audit found of the rounds' settlements (DESIGN.md section 3). */
export interface SettlementAudit {
  rounds: number;
  tickets: number;
  prizes: number;
  problems: string[];
  problemCount: number;
  /** The same problems with the round (and the player) each is about, for the console's links. */
  located: PlacedProblem[];
  /** RoundSettled events that have ledger postings (the ledger count expects them). */
  roundEventsWithPostings: number;
}

type Known = Exclude<RoundState, { status: 'none' }>;
const KEEP = 50;

/**
 * Each settled round against its inputs, independently of the settlement's SQL: its
 * tickets (the frozen set: count and sales as RoundClosed recorded them) evaluated with
 * evaluateTicket against its result; the prize tables in force at SalesClosed; the pots'
 * starts from the previous round's settlement; each player's PrizeCredited of the round
 * equal to their evaluated prize and winning tickets (none missing, none extra, none for a
 * round that has no result); RoundSettled's totals; and the round's ledger postings.
 */
export async function auditSettlements(pool: pg.Pool, chain: DrandChainInfo | null = null): Promise<SettlementAudit> {
  const problems = new ProblemList();
  const rounds = await readRounds(pool);
  // Every stored result, settled or not, recomputed from what was published (result-proof.ts).
  for (const r of rounds.values()) for (const p of resultProblems(r.state, chain)) problems.add(p, { roundId: r.roundId });
  const credits = await readPrizeCredits(pool);
  const postings = await readRoundPostings(pool);
  let tickets = 0;
  let prizes = 0;
  let settledCount = 0;
  const byPeriod = new Map<string, Array<{ roundId: string; state: Known; settledAt: number | null }>>();
  for (const r of rounds.values()) {
    if (r.state.status === 'none') continue;
    const list = byPeriod.get(r.state.round.period) ?? [];
    list.push({ roundId: r.roundId, state: r.state, settledAt: r.settledPosition });
    byPeriod.set(r.state.round.period, list);
  }
  for (const [period, list] of byPeriod) {
    if (!isPeriodId(period)) continue;
    list.sort((x, y) => Date.parse(x.state.round.startAt) - Date.parse(y.state.round.startAt));
    for (const [i, { roundId, state, settledAt }] of list.entries()) {
      if (state.status !== 'settled' || !state.settlement) continue;
      settledCount++;
      const s = state.settlement;
      const where = `draw ${roundId}`;
      const problem = (p: string, userId?: string) => problems.add(p, { roundId, userId });
      const set = state.ticketSet;
      if (!set) {
        problem(`${where} is settled without a frozen ticket set`);
        continue;
      }
      const previous = i > 0 ? list[i - 1]!.state : null;
      if (previous && previous.status !== 'settled') problem(`${where} was settled before the draw before it`);
      const tables = await tablesOfRound(pool, roundId, state);
      const result = state.result ? { numbers: state.result.numbers, letter: state.result.letter } : null;
      // Only the tickets that win something are kept: memory follows the winners, not the round's size.
      const read = await readWinningTickets(pool, roundId, (t) => result !== null && winsSomething(evaluateTicket(period, t, result, tables)));
      tickets += read.count;
      if (read.count !== set.ticketCount || read.salesPaise !== set.salesPaise) problem(`${where}: the tickets (${read.count}, ${read.salesPaise} paise) are not the frozen set (${set.ticketCount}, ${set.salesPaise} paise)`);
      if (s.ticketCount !== set.ticketCount || s.salesPaise !== set.salesPaise) problem(`${where}: RoundSettled's ticket count or sales are not the frozen set's`);
      if (JSON.stringify(sortKeys(tables)) !== JSON.stringify(sortKeys(s.tables))) problem(`${where}: the prize tables recorded are not those the round opened with`);

      const starts = Object.fromEntries(
        s.pots.map((pot) => {
          const before = previous?.status === 'settled' ? previous.settlement?.pots.find((p) => p.name === pot.name) : undefined;
          return [pot.name, potStart(previous ? (before ?? { carriedPaise: 0, winningTickets: 1 }) : null, tables[pot.mode]?.jackpotPaise ?? 0)];
        }),
      );
      if (!result && set.ticketCount > 0) problem(`${where} is settled without a result but has tickets`);
      // A ticket that wins no prize and no pot adds nothing to the evaluation, so the winners alone give the same one.
      const evaluated = evaluateRound(period, read.winners, result ?? { numbers: [], letter: null }, tables, starts, set.salesPaise);
      for (const pot of evaluated.pots) {
        const recorded = s.pots.find((p) => p.name === pot.name);
        if (JSON.stringify(sortKeys(recorded)) !== JSON.stringify(sortKeys(pot))) problem(`${where}: the ${pot.name} recorded ${JSON.stringify(recorded)} is not ${JSON.stringify(pot)}`);
        if (pot.sharePaise !== potSharePaise(set.salesPaise, tables[pot.mode]?.potShareBps ?? 0)) problem(`${where}: the ${pot.name}'s share is wrong`);
      }
      const paid = credits.get(roundId) ?? new Map<string, { amountPaise: number; tickets: string[] }>();
      credits.delete(roundId);
      for (const p of evaluated.prizes) {
        const credit = paid.get(p.userId);
        paid.delete(p.userId);
        if (!credit) problem(`${where}: ${p.userId} won ${p.amountPaise} paise and was not credited`, p.userId);
        else if (credit.amountPaise !== p.amountPaise || JSON.stringify([...credit.tickets].sort()) !== JSON.stringify([...p.tickets].sort())) {
          problem(`${where}: ${p.userId} was credited ${credit.amountPaise} paise for ${credit.tickets.length} tickets; the evaluation says ${p.amountPaise} for ${p.tickets.length}`, p.userId);
        }
      }
      for (const [userId, credit] of paid) problem(`${where}: ${userId} was credited ${credit.amountPaise} paise but won nothing`, userId);
      prizes += evaluated.prizes.length;

      const sumOf = (f: (p: RoundSettlement['pots'][number]) => number) => s.pots.reduce((n, p) => n + f(p), 0);
      const totals = {
        fixedPrizesPaise: evaluated.fixedPrizesPaise, potPrizesPaise: evaluated.potPrizesPaise, prizesPaise: evaluated.fixedPrizesPaise + evaluated.potPrizesPaise,
        winners: evaluated.prizes.length, winningTickets: evaluated.winningTickets,
        houseSharePaise: set.salesPaise - evaluated.fixedPrizesPaise - sumOf((p) => p.sharePaise) - sumOf((p) => p.seedPaise),
        resultSource: state.result ? state.result.source : null,
      };
      for (const [field, value] of Object.entries(totals)) {
        if ((s as unknown as Record<string, unknown>)[field] !== value) problem(`${where}: RoundSettled's ${field} is ${String((s as unknown as Record<string, unknown>)[field])}, the evaluation says ${String(value)}`);
      }
      // Its ledger postings: the rule of migration 1795271000000.
      const expected: Record<string, number> = {
        prize_pool: s.prizesPaise, prize_expense: -s.fixedPrizesPaise, house_revenue: -sumOf((p) => p.sharePaise), pot_seed: -sumOf((p) => p.seedPaise),
      };
      for (const p of s.pots) expected[`pot_${p.name}`] = p.seedPaise + p.sharePaise - p.paidPaise;
      const posted = settledAt === null ? undefined : postings.get(settledAt);
      const want = Object.entries(expected).filter(([, v]) => v !== 0).sort();
      const got = Object.entries(posted ?? {}).sort();
      if (JSON.stringify(want) !== JSON.stringify(got)) problem(`${where}: the ledger postings of RoundSettled are ${JSON.stringify(got)}, not ${JSON.stringify(want)}`);
    }
  }
  // Credits of rounds not settled (a settlement under way, or a single CreditPrize) are
  // judged once their round is settled.
  return {
    rounds: settledCount,
    tickets,
    prizes,
    problems: problems.first(KEEP).map((p) => p.message),
    problemCount: problems.count,
    located: problems.first(KEEP),
    roundEventsWithPostings: postings.size,
  };
}

const sortKeys = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(sortKeys) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, x]) => [k, sortKeys(x)])) : v;

async function readRounds(pool: pg.Pool) {
  const { rows } = await pool.query<{ stream_id: string; type: string; data: unknown; global_position: string }>(
    `SELECT stream_id, type, data, global_position FROM events WHERE starts_with(stream_id, 'round-') ORDER BY stream_id, stream_version`,
  );
  const rounds = new Map<string, { roundId: string; state: RoundState; settledPosition: number | null }>();
  for (const e of rows) {
    const roundId = e.stream_id.slice('round-'.length);
    const r = rounds.get(roundId) ?? { roundId, state: initialRoundState(), settledPosition: null };
    if (isRoundEvent(e)) r.state = evolve(r.state, e as never);
    if (e.type === 'RoundSettled') r.settledPosition = Number(e.global_position);
    rounds.set(roundId, r);
  }
  return rounds;
}

async function readPrizeCredits(pool: pg.Pool) {
  const { rows } = await pool.query<{ user_id: string; round_id: string; amount: string; tickets: string[] }>(
    `SELECT substr(stream_id, 8) AS user_id, data->>'roundId' AS round_id, data->>'amountPaise' AS amount,
            ARRAY(SELECT jsonb_array_elements_text(data->'tickets')) AS tickets
     FROM events WHERE type = 'PrizeCredited' AND starts_with(stream_id, 'wallet-')`,
  );
  const byRound = new Map<string, Map<string, { amountPaise: number; tickets: string[] }>>();
  for (const r of rows) {
    const round = byRound.get(r.round_id) ?? new Map();
    const had = round.get(r.user_id);
    // Two credits of one round to one player (the event id forbids it): both show as one larger credit.
    round.set(r.user_id, had ? { amountPaise: had.amountPaise + Number(r.amount), tickets: [...had.tickets, ...r.tickets] } : { amountPaise: Number(r.amount), tickets: r.tickets });
    byRound.set(r.round_id, round);
  }
  return byRound;
}

async function readRoundPostings(pool: pg.Pool) {
  const { rows } = await pool.query<{ global_position: string; account: string; amount: string }>(
    `SELECT global_position, account, sum(amount)::text AS amount FROM ledger_postings WHERE starts_with(stream_id, 'round-') GROUP BY 1, 2`,
  );
  const byEvent = new Map<number, Record<string, number>>();
  for (const r of rows) {
    const e = byEvent.get(Number(r.global_position)) ?? {};
    e[r.account] = Number(r.amount);
    byEvent.set(Number(r.global_position), e);
  }
  return byEvent;
}

/** A round's tickets in pages (keyset on its index): their count and sales, and the ones `keep` keeps. */
export async function readWinningTickets(pool: pg.Pool, roundId: string, keep: (t: RoundTicket) => boolean, pageSize = 20_000) {
  let count = 0;
  let salesPaise = 0;
  const winners: RoundTicket[] = [];
  for (let after = ''; ; ) {
    const { rows } = await pool.query<[string, string, number, number, number, number, number, string | null, string]>({
      name: 'audit_round_tickets_page',
      text: `SELECT ticket_id, user_id, num_1, num_2, num_3, num_4, num_5, letter, price_paise FROM tickets
             WHERE round_id = $1 AND ticket_id COLLATE "C" > $2 ORDER BY ticket_id COLLATE "C" LIMIT $3`,
      values: [roundId, after, pageSize],
      rowMode: 'array',
    });
    for (const r of rows) {
      const ticket = { ticketId: r[0], userId: r[1], numbers: [r[2], r[3], r[4], r[5], r[6]], letter: r[7], pricePaise: Number(r[8]) };
      count++;
      salesPaise += ticket.pricePaise;
      if (keep(ticket)) winners.push(ticket);
    }
    if (rows.length < pageSize) return { count, salesPaise, winners };
    after = rows[rows.length - 1]![0];
  }
}
