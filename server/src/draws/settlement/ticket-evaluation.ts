/**
 * What one ticket wins against a round's result (DESIGN.md section 3), pure: the rule
 * book that settlement's set-based SQL mirrors (settlement-query.ts, tested equal), that
 * the audit re-applies and that 'My tickets' shows.
 *
 * In each mode of its period: sequence = positions where ticket and result agree; any =
 * the size of the intersection of the two sets of numbers; weekly adds the letter. Each
 * mode's cell (prize-odds `cellOf`) pays floor(price × multiplier) in whole paise
 * (multipliers have at most 2 decimals: hundredths of the price), and a cell that wins its
 * mode's pot adds that pot's share per winning ticket. The prize is the sum over the modes.
 */
import { drawPeriod, type PeriodId, type PrizeMode } from '../draw-periods.js';
import { cellOf, potOf, shapeOf, type MultiplierField } from '../prizes/prize-odds.js';
import type { PrizeTable } from '../prizes/prize-tables.js';
import type { PotName } from '../pots/pots.js';

export interface EvaluatedTicket {
  /** Five distinct numbers in the order the player chose them. */
  numbers: readonly number[];
  /** Weekly: 'A'..'Z'; other periods: null. */
  letter: string | null;
  pricePaise: number;
}

export interface DrawnResult {
  /** Five distinct numbers in draw order. */
  numbers: readonly number[];
  letter: string | null;
}

/** The period's tables as in force when the round's sales closed, per mode it has. */
export type SettlementTables = Partial<Record<PrizeMode, PrizeTable>>;

/** Each pot's share per winning ticket, paise (floor of the pot over its winning tickets). */
export type PotShares = Partial<Record<PotName, number>>;

export interface TicketEvaluation {
  /** Positions matched, when the period has the sequence mode. */
  sequence?: number;
  /** Numbers matched in any order, when the period has the any mode. */
  any?: number;
  /** Weekly: whether the letter matched. */
  letter?: boolean;
  /** The fixed tiers' prize over the modes. */
  fixedPaise: number;
  /** The pot shares won. */
  potPaise: number;
  prizePaise: number;
  /** The pots this ticket is a winner of ('jackpot', 'minipot'). */
  pots: PotName[];
}

export function sequenceMatches(ticket: readonly number[], result: readonly number[]): number {
  let k = 0;
  for (let i = 0; i < result.length; i++) if (ticket[i] === result[i]) k++;
  return k;
}

export function anyOrderMatches(ticket: readonly number[], result: readonly number[]): number {
  const drawn = new Set(result);
  return ticket.reduce((k, n) => k + (drawn.has(n) ? 1 : 0), 0);
}

/** A multiplier in hundredths of the price (2.5 -> 250); a missing field pays nothing. */
export function hundredths(table: PrizeTable | undefined, field: MultiplierField | null): number {
  if (!table || !field) return 0;
  return Math.round((table.multipliers[field] ?? 0) * 100);
}

/** floor(price × hundredths / 100) exactly (both are integers far below 2^53 / 100). */
export function fixedPrizePaise(pricePaise: number, multiplierHundredths: number): number {
  return Math.floor((pricePaise * multiplierHundredths) / 100);
}

export function evaluateTicket(
  period: PeriodId,
  ticket: EvaluatedTicket,
  result: DrawnResult,
  tables: SettlementTables,
  potShares: PotShares = {},
): TicketEvaluation {
  const p = drawPeriod(period);
  const out: TicketEvaluation = { fixedPaise: 0, potPaise: 0, prizePaise: 0, pots: [] };
  const letterHit = p.hasLetter && ticket.letter !== null && ticket.letter === result.letter;
  if (p.hasLetter) out.letter = letterHit;
  for (const mode of p.modes) {
    const matched = mode === 'sequence' ? sequenceMatches(ticket.numbers, result.numbers) : anyOrderMatches(ticket.numbers, result.numbers);
    out[mode] = matched;
    const cell = cellOf(shapeOf(period, mode), { matched, letter: letterHit });
    out.fixedPaise += fixedPrizePaise(ticket.pricePaise, hundredths(tables[mode], cell.field));
    const pot = cell.pot ? potOf(period, mode) : null;
    if (pot) {
      out.pots.push(pot);
      out.potPaise += potShares[pot] ?? 0;
    }
  }
  out.prizePaise = out.fixedPaise + out.potPaise;
  return out;
}
