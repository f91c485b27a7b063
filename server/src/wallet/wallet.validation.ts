import { InvalidAmountError, MissingReferenceError } from './wallet.errors.js';

/** The shape rules every wallet command shares (the decider applies them). */

/** One amount at most ₹1,000 crore, so that sums stay exact JavaScript integers. */
export const MAX_AMOUNT_PAISE = 1_000_000_000_000;

/** Whole paise, above zero, within the limit. */
export function requireAmount(amountPaise: number): void {
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0 || amountPaise > MAX_AMOUNT_PAISE) {
    throw new InvalidAmountError(amountPaise);
  }
}

/** A non-blank id (deposit request, round, hold, ticket). */
export function requireReference(value: string, field: string): void {
  if (typeof value !== 'string' || value.trim() === '') throw new MissingReferenceError(field);
}

export function withNote<T extends object>(data: T, note: string | undefined): T & { note?: string } {
  return note ? { ...data, note } : data;
}
