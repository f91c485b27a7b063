import { drawPeriod, LETTERS, NUMBERS_PER_TICKET, type PeriodId } from '@draws/draw-periods';
import type { AdminDashboardText } from './admin-dashboard.strings.js';

/**
 * The admin result form's rules (spec section 5, "Admin result"), with the range of the
 * draw table (DESIGN.md section 2: a result is drawn from the period's own range). The
 * server checks the same, in the same order. The messages are in the words `t` gives.
 */
export interface ResultForm {
  /** The five dropdowns' values as chosen ('' when none). */
  numbers: string[];
  letter: string;
}

export const emptyResult = (): ResultForm => ({ numbers: Array.from({ length: NUMBERS_PER_TICKET }, () => ''), letter: '' });

/** Each dropdown's own error: out of range, or a number an earlier dropdown already holds. */
export function fieldErrors(period: PeriodId, form: ResultForm, t: AdminDashboardText): (string | null)[] {
  const { minNumber: min, maxNumber: max } = drawPeriod(period);
  return form.numbers.map((value, i) => {
    if (value === '') return null;
    const n = Number(value);
    if (!Number.isInteger(n) || n < min || n > max) return t('result.range', { min, max });
    return form.numbers.slice(0, i).some((other) => other !== '' && Number(other) === n) ? t('result.duplicate') : null;
  });
}

/** Why the form cannot be sent, in the spec's order; null when it can. */
export function submitError(period: PeriodId, form: ResultForm, t: AdminDashboardText): string | null {
  if (form.numbers.length !== NUMBERS_PER_TICKET || form.numbers.some((n) => n === '')) return t('result.missing');
  if (drawPeriod(period).hasLetter && !LETTERS.includes(form.letter)) return t('result.letterMissing');
  return fieldErrors(period, form, t).some(Boolean) ? t('result.fixErrors') : null;
}

/** The dropdowns a refused submit's message is about: the empty numbers, else a missing letter. */
export interface RefusedFields {
  numbers: boolean[];
  letter: boolean;
}

export const NONE_REFUSED: RefusedFields = { numbers: [], letter: false };

/** Which dropdowns `submitError` blamed (a wrong number says so under its own dropdown already). */
export function refusedFields(period: PeriodId, form: ResultForm): RefusedFields {
  const blank = form.numbers.map((n) => n === '');
  if (blank.some(Boolean)) return { numbers: blank, letter: false };
  return { numbers: [], letter: drawPeriod(period).hasLetter && !LETTERS.includes(form.letter) };
}

/** The body of POST /admin/draws/period/{period}/result. */
export function resultBody(period: PeriodId, form: ResultForm): Record<string, number | string> {
  const body: Record<string, number | string> = Object.fromEntries(form.numbers.map((n, i) => [`num_${i + 1}`, Number(n)]));
  if (drawPeriod(period).hasLetter) body.num_6 = form.letter;
  return body;
}
