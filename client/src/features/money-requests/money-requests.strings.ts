import { textHook, type Text } from '../../lib/i18n/text.js';
import en from './messages/en.json' with { type: 'json' };

/**
 * Every word the player's Deposit and Withdraw pages show (messages/en.json, messages/hi.json).
 * The specification's strings (sections 2, 5 and 8) are exact in English and the tests
 * repeat them literally; the rest fills what it leaves open (labels, where to pay, the UPI
 * payment, the request notices).
 */
export const useMoneyRequestsText = textHook('money-requests', en);

/** The words, for code that takes them from a component (the form checks). */
export type MoneyRequestsText = Text<keyof typeof en & string>;

/** Spec section 9: the options of both forms; each one's label is `option.<value>`. */
export const OPTIONS = ['bank', 'upi', 'crypto'] as const;

export type MoneyOption = (typeof OPTIONS)[number];

/** The options as tabs take them, in the language shown. */
export function optionTabs(t: MoneyRequestsText): { value: MoneyOption; label: string }[] {
  return OPTIONS.map((value) => ({ value, label: t(`option.${value}`) }));
}

/** The account types the server knows; each one's label is `accountType.<value>`. */
export const ACCOUNT_TYPES = ['savings', 'current'] as const;

export type AccountType = (typeof ACCOUNT_TYPES)[number];

export function isAccountType(value: string): value is AccountType {
  return (ACCOUNT_TYPES as readonly string[]).includes(value);
}

/** Spec section 9: the crypto networks, shown by their names in every language. */
export const NETWORKS = [
  { value: 'TRC20', label: 'TRC20' },
  { value: 'SOLANA', label: 'SOLANA' },
] as const;

export type CryptoNetwork = (typeof NETWORKS)[number]['value'];
