import { drawPeriod, NUMBERS_PER_TICKET, type PeriodId } from '../../draw-periods.js';
import { text } from '../../../shared/i18n/message.js';
import { unknownField } from '../../../shared/http/unknown-field.js';
import {
  ResultBodyInvalidError,
  ResultLetterInvalidError,
  ResultLetterMissingError,
  ResultLetterNotAllowedError,
  ResultNumberNotWholeError,
  ResultNumberOutOfRangeError,
  ResultNumbersMissingError,
  ResultNumbersRepeatedError,
} from './result-request.errors.js';

/** A result as the admin entered it, every rule of the body checked: numbers in draw order. */
export interface ResultEntry {
  numbers: number[];
  letter: string | null;
}

const NUMBER_FIELDS = Array.from({ length: NUMBERS_PER_TICKET }, (_, i) => `num_${i + 1}`);
const FIELDS = new Set([...NUMBER_FIELDS, 'num_6']);

/**
 * The body of POST /admin/draws/period/{period}/result: `num_1`..`num_5` in draw order and,
 * for weekly, the letter as `num_6`. Checks in the specification's order (section 5):
 * all numbers filled, the weekly letter, each number in the period's range, no duplicates.
 * The modal's dropdowns send text ('07' is 7; '' is not filled). Anything that is not a
 * whole number (a fraction, 'abc', true, a list) is refused before the range, with its own
 * message; a huge number is out of range. Pure: nothing is looked up or changed.
 */
export function readResultEntry(body: unknown, period: PeriodId): ResultEntry {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ResultBodyInvalidError(text('The request body must be a JSON object.'));
  }
  const fields = body as Record<string, unknown>;
  const unknown = Object.keys(fields).find((key) => !FIELDS.has(key));
  if (unknown !== undefined) throw new ResultBodyInvalidError(unknownField(unknown.slice(0, 40)));

  const raw = NUMBER_FIELDS.map((field) => fields[field]);
  if (raw.some(isEmpty)) throw new ResultNumbersMissingError();
  const { hasLetter, minNumber, maxNumber } = drawPeriod(period);
  const letter = fields.num_6;
  if (hasLetter && isEmpty(letter)) throw new ResultLetterMissingError();
  if (!hasLetter && !isEmpty(letter)) throw new ResultLetterNotAllowedError();
  if (hasLetter && (typeof letter !== 'string' || !/^[A-Z]$/.test(letter))) throw new ResultLetterInvalidError();

  const numbers = raw.map(wholeNumberOf);
  if (numbers.some((n) => n === null)) throw new ResultNumberNotWholeError();
  if (numbers.some((n) => n! < minNumber || n! > maxNumber)) throw new ResultNumberOutOfRangeError(minNumber, maxNumber);
  if (new Set(numbers).size !== numbers.length) throw new ResultNumbersRepeatedError();
  return { numbers: numbers as number[], letter: hasLetter ? (letter as string) : null };
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** A whole number, from a JSON number or from digits ('07', ' 7' is not); null for anything else. */
function wholeNumberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  // Digits only, any length: '999999999999' is a whole number, out of range, not a shape error.
  if (typeof value === 'string' && /^\d{1,20}$/.test(value)) return Number(value);
  return null;
}
