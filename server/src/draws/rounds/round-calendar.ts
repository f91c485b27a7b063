import { drawPeriod, type PeriodId } from '../draw-periods.js';
import { isScheduledStart, roundIdOf, type RoundForSale } from './round.js';

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * The start of the period's latest round that started at or before `at` (the calendar of
 * draw-periods.ts in Asia/Kolkata), looking back at most eight days (a weekly period).
 */
export function latestStart(period: PeriodId, at: Date): Date {
  const p = drawPeriod(period);
  const istMidnight = Math.floor((at.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  for (let day = 0; day <= 8; day++) {
    const starts = p.startTimes
      .map((hhmm) => {
        const [h, m] = hhmm.split(':').map(Number);
        return new Date(istMidnight - day * DAY_MS + (h * 60 + m) * 60_000);
      })
      .filter((start) => start.getTime() <= at.getTime() && isScheduledStart(period, start))
      .sort((a, b) => b.getTime() - a.getTime());
    if (starts.length > 0) return starts[0];
  }
  throw new Error(`No ${period} round starts in the eight days before ${at.toISOString()}`);
}

/** The period's round on sale at `at`, priced `pricePaise`, or null between rounds. */
export function roundOnSaleAt(period: PeriodId, at: Date, pricePaise: number): RoundForSale | null {
  const start = latestStart(period, at);
  const close = new Date(start.getTime() + drawPeriod(period).closeAfterMinutes * 60_000);
  if (at.getTime() >= close.getTime()) return null;
  const opensAt = start.toISOString();
  return { roundId: roundIdOf(period, opensAt), period, opensAt, closesAt: close.toISOString(), pricePaise };
}
