import { drawPeriod, LETTERS, NUMBERS_PER_TICKET, type PeriodId } from '../draw-periods.js';
import { InvalidResultError } from '../rounds/rounds.errors.js';

/**
 * A result's shape (DESIGN.md section 2): 5 distinct integers in the period's range, in
 * draw order, and a letter A-Z for weekly (none otherwise). The HTTP edge checks the same
 * with the specification's messages; this is the decider's own check, whoever calls it.
 */
export function checkResultNumbers(period: PeriodId, numbers: unknown, letter: unknown): void {
  const p = drawPeriod(period);
  if (!Array.isArray(numbers) || numbers.length !== NUMBERS_PER_TICKET) throw new InvalidResultError(`a result has ${NUMBERS_PER_TICKET} numbers`);
  for (const n of numbers) {
    if (!Number.isInteger(n) || n < p.minNumber || n > p.maxNumber) {
      throw new InvalidResultError(`${String(n)} is not a number of the ${period} draw (${p.minNumber}-${p.maxNumber})`);
    }
  }
  if (new Set(numbers).size !== numbers.length) throw new InvalidResultError('its numbers are not distinct');
  if (p.hasLetter) {
    if (typeof letter !== 'string' || !LETTERS.includes(letter)) throw new InvalidResultError('a weekly result has a letter A-Z');
  } else if (letter !== null) {
    throw new InvalidResultError(`the ${period} draw has no letter`);
  }
}
