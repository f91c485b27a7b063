import type { PeriodId } from '../../draw-periods.js';
import type { PotName } from '../../pots/pots.js';
import type { PotSettlement } from '../../settlement/pot-settlement.js';
import { evaluateTicket, type SettlementTables } from '../../settlement/ticket-evaluation.js';
import { rupeesFromPaise } from '../../../shared/money/money.js';

/** What a ticket won, as 'My tickets' shows it: matches per mode of its period, prize in rupees, pots won. */
export interface TicketOutcome {
  matches: { sequence?: number; any?: number; letter?: boolean };
  prize: number;
  pots: PotName[];
}

/** The round's side of a ticket's outcome: its published result and what its settlement recorded. */
export interface SettledRound {
  numbers: readonly number[];
  letter: string | null;
  tables: SettlementTables;
  pots: readonly Pick<PotSettlement, 'name' | 'perTicketPaise'>[];
}

/**
 * The ticket's outcome by the settlement's own rules (evaluateTicket) with the tables in
 * force at close and each pot's share per winning ticket as the settlement split it, so
 * it is the prize that was credited.
 */
export function ticketOutcome(
  period: PeriodId,
  ticket: { numbers: readonly number[]; letter: string | null; pricePaise: number },
  round: SettledRound,
): TicketOutcome {
  const shares: Partial<Record<PotName, number>> = {};
  for (const pot of round.pots) shares[pot.name] = pot.perTicketPaise;
  const e = evaluateTicket(period, ticket, { numbers: round.numbers, letter: round.letter }, round.tables, shares);
  const matches: TicketOutcome['matches'] = {};
  if (e.sequence !== undefined) matches.sequence = e.sequence;
  if (e.any !== undefined) matches.any = e.any;
  if (e.letter !== undefined) matches.letter = e.letter;
  return { matches, prize: rupeesFromPaise(e.prizePaise), pots: e.pots };
}
