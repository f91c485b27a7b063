import type { PeriodId } from '@draws/draw-periods';
import { textHook, type Text } from '../../lib/i18n/text.js';
import en from './messages/en.json' with { type: 'json' };

/**
 * Every word the admin Settings page shows (messages/en.json, messages/hi.json). The spec's
 * strings (sections 2 and 5: the three buttons, 'Please enter a valid URL', 'Enter a valid
 * amount') are exact in English.
 */
export const useSettingsText = textHook('admin-settings', en);

export type SettingsKey = keyof typeof en & string;
export type SettingsText = Text<SettingsKey>;

/** The label of a draw period in the language shown ('Weekly'). */
export const periodKey = (period: PeriodId) => `period.${period}` as const;

/** Examples in the fields, the same in every language. */
export const NEWS_PLACEHOLDER = 'https://';
export const UPI_PLACEHOLDER = 'fairdraw@okaxis';

export const ACCOUNT_TYPES = [
  { value: 'savings', label: 'payment.savings' },
  { value: 'current', label: 'payment.current' },
] as const satisfies readonly { value: string; label: SettingsKey }[];

/** The history's name of each setting the server records. */
export const SETTING_NAMES: Record<string, SettingsKey> = {
  'latest-news': 'history.latestNews',
  'referral-code-amount': 'history.referralAmount',
  'ticket-amount': 'history.ticketAmount',
  'payment-details': 'history.paymentDetails',
  'result-source': 'history.resultSource',
};
