/**
 * A whole round evaluated in memory with `evaluateTicket` (pure): the pots split among
 * their winning tickets, and each winning player's prize with their winning tickets. The
 * audit re-checks settled rounds with it, independently of settlement's SQL, and tests
 * hold the SQL to it.
 */
import { drawPeriod, type PeriodId } from '../draw-periods.js';
import type { PotName } from '../pots/pots.js';
import { settlePot, type PotSettlement } from './pot-settlement.js';
import { evaluateTicket, type DrawnResult, type EvaluatedTicket, type PotShares, type SettlementTables } from './ticket-evaluation.js';

export interface RoundTicket extends EvaluatedTicket {
  ticketId: string;
  userId: string;
}

export interface PlayerPrizeTotal {
  userId: string;
  amountPaise: number;
  /** Winning ticket ids, in byte order. */
  tickets: string[];
}

export interface RoundEvaluation {
  pots: PotSettlement[];
  /** Winning players in byte order of their ids. */
  prizes: PlayerPrizeTotal[];
  fixedPrizesPaise: number;
  potPrizesPaise: number;
  winningTickets: number;
}

export type PotStarts = Partial<Record<PotName, { startPaise: number; seedPaise: number }>>;

const byBytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A ticket's evaluation that wins a fixed prize or a share of a pot: the others add nothing to a round's evaluation. */
export const winsSomething = (e: { prizePaise: number; pots: readonly unknown[] }): boolean => e.prizePaise > 0 || e.pots.length > 0;

export function evaluateRound(
  period: PeriodId,
  tickets: readonly RoundTicket[],
  result: DrawnResult,
  tables: SettlementTables,
  starts: PotStarts,
  salesPaise: number,
): RoundEvaluation {
  // First pass: how many tickets win each pot.
  const potWinners = new Map<PotName, number>();
  for (const t of tickets) for (const pot of evaluateTicket(period, t, result, tables).pots) potWinners.set(pot, (potWinners.get(pot) ?? 0) + 1);
  const pots = drawPeriod(period).pots.map(({ name, mode }) => {
    const table = tables[mode];
    if (!table) throw new Error(`The ${period} round has no ${mode} table`);
    const start = starts[name] ?? { startPaise: table.jackpotPaise, seedPaise: table.jackpotPaise };
    return settlePot(name, mode, start, salesPaise, table.potShareBps, potWinners.get(name) ?? 0);
  });
  const shares: PotShares = Object.fromEntries(pots.map((p) => [p.name, p.perTicketPaise]));

  const players = new Map<string, PlayerPrizeTotal>();
  let fixedPrizesPaise = 0;
  let potPrizesPaise = 0;
  let winningTickets = 0;
  for (const t of tickets) {
    const e = evaluateTicket(period, t, result, tables, shares);
    if (!winsSomething(e)) continue;
    fixedPrizesPaise += e.fixedPaise;
    potPrizesPaise += e.potPaise;
    if (e.prizePaise === 0) continue;
    winningTickets++;
    const player = players.get(t.userId) ?? { userId: t.userId, amountPaise: 0, tickets: [] };
    player.amountPaise += e.prizePaise;
    player.tickets.push(t.ticketId);
    players.set(t.userId, player);
  }
  const prizes = [...players.values()].sort((a, b) => byBytes(a.userId, b.userId));
  for (const p of prizes) p.tickets.sort(byBytes);
  return { pots, prizes, fixedPrizesPaise, potPrizesPaise, winningTickets };
}
