import { text, type Message } from '../../shared/i18n/message.js';
import { formatRupees } from '../../shared/money/money.js';
import { paiseFromAmountInput } from '../../settings/settings.rules.js';
import { hundredthsOf, MAX_JACKPOT_RUPEES, MAX_MULTIPLIER, MAX_POT_SHARE_PERCENT } from './prize-odds.js';

/**
 * The input rules of a prize table (DESIGN.md section 3), pure: the request DTO checks
 * the body with them, the decider checks every command with them again. Multipliers and
 * the pot share take at most 2 decimals, the jackpot amount is rupees and paise.
 */
export const MAX_JACKPOT_PAISE = MAX_JACKPOT_RUPEES * 100;
export const MAX_POT_SHARE_BPS = MAX_POT_SHARE_PERCENT * 100;

export const PRIZE_TABLE_MESSAGES = {
  multiplier: (field: string): Message =>
    text('{field} must be a multiplier of the ticket price from 0 to {max} with at most 2 decimals', { field, max: String(MAX_MULTIPLIER) }),
  jackpotAmount: text('jackpotAmount must be an amount from ₹0 to {max} with at most 2 decimals', { max: formatRupees(MAX_JACKPOT_PAISE) }),
  potShare: text('potShare must be a percentage of ticket sales from 0 to {max} with at most 2 decimals', { max: String(MAX_POT_SHARE_PERCENT) }),
  unknownField: (field: string): Message => text('{field} is not a field of the prize table', { field }),
  weeklyOnly: (field: string): Message => text('{field} is a prize of the weekly draw only', { field }),
  nothing: text('Send at least one field of the prize table to change'),
} as const;

/** A multiplier from input (number or digits): the number, or null when it breaks the rules. */
export function multiplierFromInput(value: unknown): number | null {
  const hundredths = hundredthsOf(value, MAX_MULTIPLIER);
  return hundredths === null ? null : hundredths / 100;
}

/** A percentage of sales from input: basis points (10.5 -> 1050), or null. */
export function potShareBpsFromInput(value: unknown): number | null {
  return hundredthsOf(value, MAX_POT_SHARE_PERCENT);
}

/** Rupees from input (number or digits, 2 decimals at most): paise within the cap, or null. */
export function jackpotPaiseFromInput(value: unknown): number | null {
  const paise = paiseFromAmountInput(value);
  return paise !== null && paise <= MAX_JACKPOT_PAISE ? paise : null;
}

export const isMultiplier = (value: unknown): value is number => typeof value === 'number' && multiplierFromInput(value) === value;
export const isJackpotPaise = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_JACKPOT_PAISE;
export const isPotShareBps = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_POT_SHARE_BPS;
