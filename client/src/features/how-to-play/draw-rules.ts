import { DRAW_PERIODS, LETTERS, NUMBERS_PER_TICKET, RESULT_DELAY_MINUTES, type DrawPeriod } from '@draws/draw-periods';
import { howToPlayTextNow, type HowToPlayKey, type HowToPlayText } from './how-to-play.strings.js';

/**
 * The rules page's facts, derived from the shared draw table (DESIGN.md sections 2 and 3)
 * so the page can never disagree with what the server plays; in the language of `t`
 * (the page passes its hook's; other code gets the language shown now).
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

/** Sunday first, as Date.getUTCDay() counts. */
const WEEKDAYS: HowToPlayKey[] = ['weekday.sun', 'weekday.mon', 'weekday.tue', 'weekday.wed', 'weekday.thu', 'weekday.fri', 'weekday.sat'];

export function describeDuration(minutes: number, t: HowToPlayText = howToPlayTextNow): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [
    days && t('duration.days', { count: days }),
    hours && t('duration.hours', { count: hours }),
    rest && t('duration.minutes', { count: rest }),
  ];
  return parts.filter(Boolean).join(' ') || t('duration.minutes', { count: 0 });
}

/** '16:00' on ISO weekday 1 plus 10,050 minutes -> 'Sunday 15:30'. */
export function weekdayTimeAfter(isoWeekday: number, start: string, minutes: number, t: HowToPlayText = howToPlayTextNow): string {
  const [h, m] = start.split(':').map(Number);
  const total = ((isoWeekday % 7) * 1440 + h! * 60 + m! + minutes) % (7 * 1440);
  const day = t(WEEKDAYS[Math.floor(total / 1440)]!);
  const minuteOfDay = total % 1440;
  return t('dayTime', { day, time: `${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}` });
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function potText(pot: DrawPeriod['pots'][number], t: HowToPlayText): string {
  return t('rules.pot', { pot: pot.name, letter: pot.needsLetter ? 'yes' : 'no', count: NUMBERS_PER_TICKET, order: pot.mode });
}

export function drawRules(period: DrawPeriod, t: HowToPlayText = howToPlayTextNow): DrawRules {
  const weekly = period.weekday !== undefined;
  const times = period.startTimes.join(', ');
  const range = { count: NUMBERS_PER_TICKET, min: period.minNumber, max: period.maxNumber };
  return {
    id: period.id,
    title: t('rules.title', { name: t(`period.name.${period.id}`) }),
    period: t(`period.label.${period.id}`),
    price: period.defaultPrice,
    pick: period.hasLetter
      ? t('rules.pickWithLetter', { ...range, first: LETTERS[0], last: LETTERS[LETTERS.length - 1] })
      : t('rules.pick', range),
    schedule: weekly ? t('rules.scheduleWeekly', { day: t(WEEKDAYS[period.weekday! % 7]!), times }) : t('rules.scheduleDaily', { times }),
    closes: weekly
      ? t('rules.closesWeekly', { when: weekdayTimeAfter(period.weekday!, period.startTimes[0]!, period.closeAfterMinutes, t) })
      : t('rules.closesDaily', { duration: describeDuration(period.closeAfterMinutes, t) }),
    results: t('rules.results', { minutes: RESULT_DELAY_MINUTES }),
    modes: period.modes.map((mode) => t(`rules.mode.${mode}`)),
    pots: period.pots.map((pot) => potText(pot, t)),
    ways: period.ways,
  };
}

/** Every draw of the shared table, in its order. */
export function allDrawRules(t: HowToPlayText = howToPlayTextNow): DrawRules[] {
  return DRAW_PERIODS.map((period) => drawRules(period, t));
}
