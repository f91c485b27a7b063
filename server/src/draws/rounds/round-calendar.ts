import { drawPeriod, RESULT_DELAY_MINUTES, type PeriodId } from '../draw-periods.js';
import { isScheduledStart, roundIdOf, type RoundForSale } from './round.js';

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** A weekly period has a start in any eight consecutive days. */
const SEARCH_DAYS = 8;

/**
 * A round's place in the calendar (DESIGN.md section 2), times in UTC ISO-8601: sales from
 * `startAt` (inclusive) to `closeAt` (exclusive), results at `drawAt` = close + 20 min,
 * and `nextDrawAt`, the start of the period's next round.
 */
export interface RoundTimes {
  roundId: string;
  period: PeriodId;
  startAt: string;
  closeAt: string;
  drawAt: string;
  nextDrawAt: string;
}

/** The period's starts on the IST calendar day `dayOffset` days from the day of `at`, in order. */
function startsOnDay(period: PeriodId, at: Date, dayOffset: number): Date[] {
  const istMidnight = Math.floor((at.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  return drawPeriod(period)
    .startTimes.map((hhmm) => {
      const [h, m] = hhmm.split(':').map(Number);
      return new Date(istMidnight + dayOffset * DAY_MS + (h * 60 + m) * MINUTE_MS);
    })
    .filter((start) => isScheduledStart(period, start))
    .sort((a, b) => a.getTime() - b.getTime());
}

/**
 * The start of the period's latest round that started at or before `at` (the calendar of
 * draw-periods.ts in Asia/Kolkata), looking back at most eight days (a weekly period).
 */
export function latestStart(period: PeriodId, at: Date): Date {
  for (let day = 0; day >= -SEARCH_DAYS; day--) {
    const starts = startsOnDay(period, at, day).filter((start) => start.getTime() <= at.getTime());
    if (starts.length > 0) return starts[starts.length - 1];
  }
  throw new Error(`No ${period} round starts in the eight days before ${at.toISOString()}`);
}

/** The start of the period's first round strictly after `at`. */
export function nextStart(period: PeriodId, at: Date): Date {
  for (let day = 0; day <= SEARCH_DAYS; day++) {
    const start = startsOnDay(period, at, day).find((s) => s.getTime() > at.getTime());
    if (start) return start;
  }
  throw new Error(`No ${period} round starts in the eight days after ${at.toISOString()}`);
}

/** Every time of the round that starts at `start` (which must be a start of the calendar). */
export function roundTimes(period: PeriodId, start: Date): RoundTimes {
  if (!isScheduledStart(period, start)) throw new Error(`${start.toISOString()} is not a start of the ${period} draw`);
  const close = start.getTime() + drawPeriod(period).closeAfterMinutes * MINUTE_MS;
  return {
    roundId: roundIdOf(period, start.toISOString()),
    period,
    startAt: start.toISOString(),
    closeAt: new Date(close).toISOString(),
    drawAt: new Date(close + RESULT_DELAY_MINUTES * MINUTE_MS).toISOString(),
    nextDrawAt: nextStart(period, start).toISOString(),
  };
}

/** The period's latest round started at or before `at`: on sale, or closed and awaiting the next. */
export function currentRound(period: PeriodId, at: Date): RoundTimes {
  return roundTimes(period, latestStart(period, at));
}

/** The period's rounds that start after `after` and at or before `upTo`, oldest first. */
export function roundsStartingBetween(period: PeriodId, after: Date, upTo: Date): RoundTimes[] {
  const rounds: RoundTimes[] = [];
  for (let start = nextStart(period, after); start.getTime() <= upTo.getTime(); start = nextStart(period, start)) {
    rounds.push(roundTimes(period, start));
  }
  return rounds;
}

/** The period's round on sale at `at`, priced `pricePaise`, or null between rounds. */
export function roundOnSaleAt(period: PeriodId, at: Date, pricePaise: number): RoundForSale | null {
  const round = currentRound(period, at);
  if (at.getTime() >= Date.parse(round.closeAt)) return null;
  return { roundId: round.roundId, period, opensAt: round.startAt, closesAt: round.closeAt, pricePaise };
}
