import { paiseFromRupees } from '../shared/money/money.js';

/**
 * The limits and input rules of the settings (spec section 5: 'Please enter a valid URL',
 * 'Enter a valid amount'). Pure: the request DTOs check input with them, the decider
 * checks every command with them again.
 */

/** A ticket costs at least ₹1: the spec's form allows 0, which would give tickets away. */
export const MIN_TICKET_PRICE_PAISE = 100;
/** Twenty times the dearest default price: room to grow, none for a slipped digit. */
export const MAX_TICKET_PRICE_PAISE = 10_000_00;
/** The referral bonus: 0 turns it off; the cap keeps a typo from minting real money. */
export const MAX_REFERRAL_AMOUNT_PAISE = 10_000_00;
export const MAX_NEWS_URL_LENGTH = 2048;

/**
 * Exact paise from an amount as a form sends it: a JSON number, or a string of digits with
 * at most 2 decimals ("150", "99.5"). Anything else (negative, 3 decimals, exponent
 * forms, blanks, other types) is null: 'Enter a valid amount'.
 */
export function paiseFromAmountInput(value: unknown): number | null {
  let rupees: number;
  if (typeof value === 'number') rupees = value;
  else if (typeof value === 'string' && /^\d{1,15}(\.\d{1,2})?$/.test(value)) rupees = Number(value);
  else return null;
  if (!Number.isFinite(rupees) || rupees < 0) return null;
  try {
    return paiseFromRupees(rupees);
  } catch {
    return null;
  }
}

/** An absolute http:// or https:// URL with a host, nothing blank in it, of sane length. */
export function isNewsUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_NEWS_URL_LENGTH) return false;
  // An authority right after the scheme: 'https:///x' would quietly become https://x/.
  if (!/^https?:\/\/[^\s/?#]+\S*$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
