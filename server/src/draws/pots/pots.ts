import type { PeriodId } from '../draw-periods.js';
import { drawPeriod } from '../draw-periods.js';
import type { PrizeTablesState } from '../prizes/prize-tables.js';
import { tableOf } from '../prizes/prize-tables.js';

/**
 * Live pot amounts (DESIGN.md section 3), pure. A round's pot starts at its table's base,
 * or at the amount the period's previous round rolled over (no winner), and grows by its
 * share of the round's ticket sales. Paise, whole: a fraction of a paisa stays with the house.
 */
export type PotName = 'jackpot' | 'minipot';

export interface LivePots {
  /** The open round the amounts belong to; null when none is open (then: what the next starts at). */
  drawId: string | null;
  jackpotPaise: number;
  /** null for periods without a minipot (24h, weekly). */
  minipotPaise: number | null;
}

/** What each pot of a round starts at when nothing rolled over into it: null. */
export type CarriedPots = Partial<Record<PotName, number | null>>;

export function potAmountPaise(startPaise: number, salesPaise: bigint, shareBps: number): number {
  const amount = BigInt(startPaise) + (salesPaise * BigInt(shareBps)) / 10_000n;
  if (amount > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`A pot of ${amount} paise is beyond safe integers`);
  return Number(amount);
}

export function livePots(period: PeriodId, drawId: string | null, tables: PrizeTablesState, salesPaise: bigint, carried: CarriedPots = {}): LivePots {
  const amounts: Partial<Record<PotName, number>> = {};
  for (const pot of drawPeriod(period).pots) {
    const table = tableOf(tables, period, pot.mode);
    amounts[pot.name] = potAmountPaise(carried[pot.name] ?? table.jackpotPaise, salesPaise, table.potShareBps);
  }
  return { drawId, jackpotPaise: amounts.jackpot ?? 0, minipotPaise: amounts.minipot ?? null };
}
