import { DomainError } from '../errors/domain-error.js';

/**
 * The one conversion between the paise the server keeps (integers, exact) and the rupees
 * people and the API speak (up to 2 decimals). Arithmetic on money is done in paise only;
 * these functions sit at the edges.
 */

/** Input that is not a finite number of rupees with at most 2 decimals (a 400, never a 500). */
export class InvalidRupeesError extends DomainError {
  constructor(readonly rupees: unknown) {
    super('MONEY.INVALID_RUPEES', 'The amount must be a number of rupees with at most 2 decimals.', 'invalid');
  }
}

/**
 * Rupees as an API number: 1999 paise -> 19.99. Dividing an integer by 100 gives the double
 * nearest to the 2-decimal value, which JSON prints with at most 2 decimals.
 */
export function rupeesFromPaise(paise: number): number {
  return wholePaise(paise) / 100;
}

/**
 * Exact integer paise from a number of rupees: 19.99 -> 1999, even though 19.99 * 100 is
 * 1998.9999999999998 in floating point. The amount is read from its shortest decimal form
 * (what a client sent as JSON): more than 2 decimals (0.1 + 0.2 is 0.30000000000000004),
 * a non-finite value, or paise beyond Number.MAX_SAFE_INTEGER throw InvalidRupeesError.
 */
export function paiseFromRupees(rupees: number): number {
  if (typeof rupees !== 'number' || !Number.isFinite(rupees)) throw new InvalidRupeesError(rupees);
  // Exponent forms are beyond 1e21 (not a safe number of paise) or below 1e-6 (too many decimals).
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(Math.abs(rupees)));
  if (!match) throw new InvalidRupeesError(rupees);
  const paise = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(paise)) throw new InvalidRupeesError(rupees);
  return rupees < 0 ? -paise : paise;
}

/** For messages and reports: 10000000 paise -> '₹1,00,000.00' (Indian grouping), -150 -> '-₹1.50'. */
export function formatRupees(paise: number): string {
  const whole = wholePaise(paise);
  const abs = Math.abs(whole);
  const digits = String((abs - (abs % 100)) / 100);
  // Indian grouping: the last three digits, then pairs (1,00,00,000).
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const grouped = head ? `${head},${digits.slice(-3)}` : digits;
  return `${whole < 0 ? '-' : ''}₹${grouped}.${String(abs % 100).padStart(2, '0')}`;
}

/** For CSV files: 10050 paise -> '100.50', -5 -> '-0.05': a plain number with exactly 2 decimals, no grouping, no float error. */
export function plainRupees(paise: number): string {
  const whole = wholePaise(paise);
  const abs = Math.abs(whole);
  return `${whole < 0 ? '-' : ''}${(abs - (abs % 100)) / 100}.${String(abs % 100).padStart(2, '0')}`;
}

/** Paise are whole numbers everywhere: anything else is a programming error, not input. */
function wholePaise(paise: number): number {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not a whole number of paise: ${paise}`);
  return paise === 0 ? 0 : paise;
}
