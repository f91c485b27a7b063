import { drawPeriod, NUMBERS_PER_TICKET, type PeriodId } from '@draws/draw-periods';
import { drawsTextNow, type DrawsText } from '../draws.strings.js';

/** A pick as the dropdowns hold it: '' for a number or letter not chosen yet. */
export interface DraftPick {
  numbers: string[];
  letter: string;
}

export const emptyPick = (): DraftPick => ({ numbers: Array.from({ length: NUMBERS_PER_TICKET }, () => ''), letter: '' });

export const isBlank = (pick: DraftPick) => pick.numbers.every((n) => n === '') && pick.letter === '';

/**
 * The spec's ticket checks in its order (section 5): open draw, all five numbers, the
 * period's range, no duplicates, the weekly letter. Returns the first failing message, in
 * the language of `t`.
 */
export function checkPick(pick: DraftPick, period: PeriodId, hasOpenDraw: boolean, t: DrawsText = drawsTextNow): string | null {
  if (!hasOpenDraw) return t('check.noOpenDraw');
  if (pick.numbers.length !== NUMBERS_PER_TICKET || pick.numbers.some((n) => n === '')) return t('check.missing');
  const { minNumber, maxNumber, hasLetter } = drawPeriod(period);
  const numbers = pick.numbers.map(Number);
  if (numbers.some((n) => !Number.isInteger(n) || n < minNumber || n > maxNumber)) return t('check.range', { min: minNumber, max: maxNumber });
  if (new Set(numbers).size !== numbers.length) return t('check.unique');
  if (hasLetter && !/^[A-Z]$/.test(pick.letter)) return t('check.letter');
  return null;
}

/** The request body's ticket: num_1..num_5, num_6 the letter for weekly. */
export function ticketBody(pick: DraftPick, period: PeriodId): Record<string, number | string> {
  const body: Record<string, number | string> = {};
  pick.numbers.forEach((n, i) => (body[`num_${i + 1}`] = Number(n)));
  if (drawPeriod(period).hasLetter) body.num_6 = pick.letter;
  return body;
}
