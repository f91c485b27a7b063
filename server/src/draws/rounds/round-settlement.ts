/**
 * What a round paid (DESIGN.md section 3): the data of RoundSettled, written by settlement
 * (server/src/draws/settlement) once every prize is credited. Stored events are never
 * changed: a field added later is optional. Amounts in paise.
 *
 * houseSharePaise = salesPaise − fixedPrizesPaise − Σ pots' sharePaise − Σ pots' seedPaise
 * (the house's result on the round; the pots' shares are the players' money held in the
 * pots, the seeds the house's money put into them).
 */
import type { PeriodId, PrizeMode } from '../draw-periods.js';
import type { PrizeTable } from '../prizes/prize-tables.js';
import type { PotSettlement } from '../settlement/pot-settlement.js';

export interface RoundSettlement {
  roundId: string;
  period: PeriodId;
  /** The result's source; null: an empty round settled without a result (manual mode). */
  resultSource: 'manual' | 'rng' | null;
  ticketCount: number;
  salesPaise: number;
  /** The prize tables in force when the round's sales closed, per mode of the period. */
  tables: Partial<Record<PrizeMode, PrizeTable>>;
  pots: PotSettlement[];
  fixedPrizesPaise: number;
  potPrizesPaise: number;
  prizesPaise: number;
  /** Players credited a prize. */
  winners: number;
  winningTickets: number;
  houseSharePaise: number;
}
