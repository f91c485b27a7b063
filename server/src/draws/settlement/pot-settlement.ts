/**
 * A round's pots at settlement (DESIGN.md section 3), pure. A pot starts at what the
 * period's previous round carried (plus the base after that round had winners), or at the
 * base when the period has no earlier round; it grows by its share of the round's sales;
 * it is split equally among its winning tickets (floor), and what is not paid (the
 * remainder paise, or the whole pot with no winner) is carried into the next round.
 *
 * `seedPaise` is the house's money put into the pot by this round (the base).
 */
import type { PrizeMode } from '../draw-periods.js';
import type { PotName } from '../pots/pots.js';

export interface PotSettlement {
  name: PotName;
  mode: PrizeMode;
  startPaise: number;
  seedPaise: number;
  sharePaise: number;
  potPaise: number;
  winningTickets: number;
  perTicketPaise: number;
  paidPaise: number;
  carriedPaise: number;
}

/** What the predecessor's pot of this name left: null when the period has no earlier round. */
export interface PreviousPot {
  carriedPaise: number;
  winningTickets: number;
}

export function potStart(previous: PreviousPot | null, basePaise: number): { startPaise: number; seedPaise: number } {
  if (!previous) return { startPaise: basePaise, seedPaise: basePaise };
  const seedPaise = previous.winningTickets > 0 ? basePaise : 0;
  return { startPaise: previous.carriedPaise + seedPaise, seedPaise };
}

/** The pot's share of sales: floor(sales × bps / 10,000), exact for any sales figure. */
export function potSharePaise(salesPaise: number, shareBps: number): number {
  return Number((BigInt(salesPaise) * BigInt(shareBps)) / 10_000n);
}

export function settlePot(
  name: PotName,
  mode: PrizeMode,
  start: { startPaise: number; seedPaise: number },
  salesPaise: number,
  shareBps: number,
  winningTickets: number,
): PotSettlement {
  const sharePaise = potSharePaise(salesPaise, shareBps);
  const potPaise = start.startPaise + sharePaise;
  const perTicketPaise = winningTickets > 0 ? Math.floor(potPaise / winningTickets) : 0;
  const paidPaise = perTicketPaise * winningTickets;
  return { name, mode, ...start, sharePaise, potPaise, winningTickets, perTicketPaise, paidPaise, carriedPaise: potPaise - paidPaise };
}
