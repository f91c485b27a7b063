import { DRAW_PERIODS, LETTERS, NUMBERS_PER_TICKET, RESULT_DELAY_MINUTES, type DrawPeriod } from '@draws/draw-periods';

/**
 * The rules page's facts, derived from the shared draw table (DESIGN.md sections 2 and 3)
 * so the page can never disagree with what the server plays.
 */
export interface DrawRules {
  id: string;
  title: string;
  period: string;
  price: number;
  pick: string;
  schedule: string;
  closes: string;
  results: string;
  modes: string[];
  pots: string[];
  ways: number;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export function describeDuration(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  return [days && `${days}d`, hours && `${hours}h`, rest && `${rest}m`].filter(Boolean).join(' ') || '0m';
}

/** '16:00' on ISO weekday 1 plus 10,050 minutes -> 'Sunday 15:30'. */
export function weekdayTimeAfter(isoWeekday: number, start: string, minutes: number): string {
  const [h, m] = start.split(':').map(Number);
  const total = ((isoWeekday % 7) * 1440 + h! * 60 + m! + minutes) % (7 * 1440);
  const day = WEEKDAYS[Math.floor(total / 1440)];
  const minuteOfDay = total % 1440;
  return `${day} ${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}`;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function potText(pot: DrawPeriod['pots'][number]): string {
  const name = pot.name === 'jackpot' ? 'Jackpot' : 'Minipot';
  const order = pot.mode === 'sequence' ? 'in draw order' : 'in any order';
  const what = pot.needsLetter ? `all ${NUMBERS_PER_TICKET} numbers plus the letter` : `all ${NUMBERS_PER_TICKET} numbers`;
  return `${name}: ${what} ${order}`;
}

export function drawRules(period: DrawPeriod): DrawRules {
  const weekly = period.weekday !== undefined;
  const starts = period.startTimes.join(', ');
  return {
    id: period.id,
    title: `${period.name} Draw`,
    period: period.label,
    price: period.defaultPrice,
    pick:
      `${NUMBERS_PER_TICKET} different numbers from ${period.minNumber} to ${period.maxNumber}` +
      (period.hasLetter ? ` plus one letter ${LETTERS[0]}-${LETTERS[LETTERS.length - 1]}` : ''),
    schedule: weekly ? `Every ${WEEKDAYS[period.weekday! % 7]} at ${starts} IST` : `Daily at ${starts} IST`,
    closes: weekly
      ? `${weekdayTimeAfter(period.weekday!, period.startTimes[0]!, period.closeAfterMinutes)} IST`
      : `${describeDuration(period.closeAfterMinutes)} after the round starts`,
    results: `${RESULT_DELAY_MINUTES} minutes after sales close`,
    modes: period.modes.map((mode) => (mode === 'sequence' ? 'Sequence' : 'Any Sequence')),
    pots: period.pots.map(potText),
    ways: period.ways,
  };
}

export const ALL_DRAW_RULES: DrawRules[] = DRAW_PERIODS.map(drawRules);
