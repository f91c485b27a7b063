/**
 * Every ticket of a round evaluated against its result in one set-based statement
 * (DESIGN.md section 3, "the draw engine at scale"), mirroring `evaluateTicket` exactly
 * (tested equal on random tickets): the cells' multipliers and pot flags are laid out as
 * arrays indexed by what a ticket matched, so the statement only counts matches and looks
 * them up. Answers each winning player's prize with their winning tickets, and each pot's
 * winning tickets.
 *
 * Array layout (1-based in SQL): sequence cells by k_seq + 1; any-order cells by
 * 2·k_any + letter + 1 (letter 1 when the weekly letter matched; periods without a letter
 * lay out both alike, as cellOf ignores it there).
 */
import type pg from 'pg';
import { drawPeriod, type PeriodId, type PrizeMode } from '../draw-periods.js';
import { cellOf, shapeOf } from '../prizes/prize-odds.js';
import type { PotName } from '../pots/pots.js';
import type { PlayerPrizeTotal } from './round-evaluation.js';
import { hundredths, type DrawnResult, type SettlementTables } from './ticket-evaluation.js';

export interface RoundPrizes {
  prizes: PlayerPrizeTotal[];
  /** Winning tickets of each pot of the period. */
  potWinners: Partial<Record<PotName, number>>;
  /** Each pot's share per winning ticket, as the statement paid it. */
  perTicket: Partial<Record<PotName, number>>;
  fixedPrizesPaise: number;
  potPrizesPaise: number;
  winningTickets: number;
}

interface ModeCells {
  /** Multipliers in hundredths of the price, per cell. */
  hundredths: number[];
  pot: boolean[];
}

function cellsOf(period: PeriodId, mode: PrizeMode, tables: SettlementTables, cells: number): ModeCells {
  const out: ModeCells = { hundredths: new Array(cells).fill(0), pot: new Array(cells).fill(false) };
  if (!drawPeriod(period).modes.includes(mode)) return out;
  const shape = shapeOf(period, mode);
  for (let i = 0; i < cells; i++) {
    const outcome = mode === 'sequence' ? { matched: i, letter: false } : { matched: i >> 1, letter: (i & 1) === 1 };
    const cell = cellOf(shape, outcome);
    out.hundredths[i] = hundredths(tables[mode], cell.field);
    out.pot[i] = cell.pot;
  }
  return out;
}

const PRIZES_SQL = `
WITH m AS (
  SELECT ticket_id, user_id, price_paise,
    (num_1 = ($2::int[])[1])::int + (num_2 = ($2::int[])[2])::int + (num_3 = ($2::int[])[3])::int + (num_4 = ($2::int[])[4])::int + (num_5 = ($2::int[])[5])::int AS ks,
    2 * ((num_1 = ANY ($2::int[]))::int + (num_2 = ANY ($2::int[]))::int + (num_3 = ANY ($2::int[]))::int + (num_4 = ANY ($2::int[]))::int + (num_5 = ANY ($2::int[]))::int)
      + coalesce((letter = $3::char(1))::int, 0) AS ac
  FROM tickets WHERE round_id = $1
), w AS MATERIALIZED (
  SELECT ticket_id, user_id, (price_paise * ($4::bigint[])[ks + 1]) / 100 + (price_paise * ($5::bigint[])[ac + 1]) / 100 AS fixed,
         ($6::boolean[])[ks + 1] AS sp, ($7::boolean[])[ac + 1] AS ap
  FROM m WHERE ($4::bigint[])[ks + 1] > 0 OR ($5::bigint[])[ac + 1] > 0 OR ($6::boolean[])[ks + 1] OR ($7::boolean[])[ac + 1]
), n AS (
  SELECT count(*) FILTER (WHERE sp) AS sp_n, count(*) FILTER (WHERE ap) AS ap_n FROM w
), p AS (
  SELECT w.ticket_id, w.user_id, w.fixed,
         w.fixed + CASE WHEN w.sp THEN $8::bigint / n.sp_n ELSE 0 END + CASE WHEN w.ap THEN $9::bigint / n.ap_n ELSE 0 END AS prize
  FROM w CROSS JOIN n
)
SELECT user_id, sum(prize)::bigint::text AS amount, sum(fixed)::bigint::text AS fixed,
       array_agg(ticket_id ORDER BY ticket_id COLLATE "C") AS tickets, NULL::bigint AS sp_n, NULL::bigint AS ap_n
FROM p WHERE prize > 0 GROUP BY user_id
UNION ALL
SELECT NULL, NULL, NULL, NULL, sp_n, ap_n FROM n`;

/**
 * @param potPaise each pot's whole amount (start plus its share of sales) to split.
 */
export async function roundPrizes(
  db: pg.Pool | pg.PoolClient,
  roundId: string,
  period: PeriodId,
  result: DrawnResult,
  tables: SettlementTables,
  potPaise: Partial<Record<PotName, number>>,
): Promise<RoundPrizes> {
  const seq = cellsOf(period, 'sequence', tables, 6);
  const any = cellsOf(period, 'any', tables, 12);
  const pots = drawPeriod(period).pots;
  const potIn = (mode: PrizeMode) => pots.find((p) => p.mode === mode)?.name ?? null;
  const seqPot = potIn('sequence');
  const anyPot = potIn('any');
  const { rows } = await db.query<{ user_id: string | null; amount: string; fixed: string; tickets: string[]; sp_n: string | null; ap_n: string | null }>({
    name: 'fd_settlement_round_prizes',
    text: PRIZES_SQL,
    values: [
      roundId,
      result.numbers,
      drawPeriod(period).hasLetter ? result.letter : null,
      seq.hundredths,
      any.hundredths,
      seq.pot,
      any.pot,
      seqPot ? (potPaise[seqPot] ?? 0) : 0,
      anyPot ? (potPaise[anyPot] ?? 0) : 0,
    ],
  });
  const summary = rows.find((r) => r.user_id === null)!;
  const potWinners: RoundPrizes['potWinners'] = {};
  if (seqPot) potWinners[seqPot] = Number(summary.sp_n);
  if (anyPot) potWinners[anyPot] = Number(summary.ap_n);
  const perTicket: RoundPrizes['perTicket'] = {};
  let potPrizesPaise = 0;
  for (const { name } of pots) {
    const n = potWinners[name] ?? 0;
    perTicket[name] = n > 0 ? Math.floor((potPaise[name] ?? 0) / n) : 0;
  }
  const prizes: PlayerPrizeTotal[] = [];
  let fixedPrizesPaise = 0;
  let winningTickets = 0;
  let total = 0;
  for (const r of rows) {
    if (r.user_id === null) continue;
    const amountPaise = Number(r.amount);
    prizes.push({ userId: r.user_id, amountPaise, tickets: r.tickets });
    fixedPrizesPaise += Number(r.fixed);
    winningTickets += r.tickets.length;
    total += amountPaise;
  }
  potPrizesPaise = total - fixedPrizesPaise;
  prizes.sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return { prizes, potWinners, perTicket, fixedPrizesPaise, potPrizesPaise, winningTickets };
}
