import { InvalidAmountError, InvalidNoteError, InvalidRevisionError, MissingReferenceError } from './wallet.errors.js';

/** The shape rules every wallet command shares (the decider applies them). */

/** One amount at most ₹1,000 crore, so that sums stay exact JavaScript integers. */
export const MAX_AMOUNT_PAISE = 1_000_000_000_000;
export const MAX_NOTE_LENGTH = 500;
const CONTROL_OR_LONE_SURROGATE = /[\u0000-\u001f\u007f-\u009f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

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

/** A request revision: 1, 2, 3... */
export function requireRevision(revision: number): void {
  if (!Number.isSafeInteger(revision) || revision < 1) throw new InvalidRevisionError(revision);
}

/** An admin's note: printable text of reasonable length, or nothing. */
export function optionalNote(note: string | undefined): { note?: string } {
  if (note === undefined || note === '') return {};
  if (typeof note !== 'string' || note.length > MAX_NOTE_LENGTH || CONTROL_OR_LONE_SURROGATE.test(note)) {
    throw new InvalidNoteError();
  }
  return { note };
}
