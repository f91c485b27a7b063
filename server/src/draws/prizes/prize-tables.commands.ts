import type { PeriodId, PrizeMode } from '../draw-periods.js';
import type { Multipliers } from './prize-odds.js';

/**
 * A change to one table: fields left out stay as they are. Multipliers of the ticket
 * price, the pot's base in paise, its share of sales in basis points.
 */
export interface PrizeTableChange {
  multipliers?: Multipliers;
  jackpotPaise?: number;
  potShareBps?: number;
}

/** What an admin can ask of the prize tables (the decider's commands). */
export type PrizeTablesCommand = { type: 'SetPrizeTable'; data: { period: PeriodId; mode: PrizeMode; change: PrizeTableChange } };
