import { englishOf, textHook, type Text } from '../../lib/i18n/text.js';
import en from './messages/en.json' with { type: 'json' };

/**
 * Every word the admin Deposit Requests and Withdraw Requests pages show (messages/en.json,
 * messages/hi.json). The spec's strings (sections 2 and 8: titles, empty texts, load
 * failures, column headings) are exact in English.
 */
export const useRequestsText = textHook('admin-requests', en);

export type RequestsKey = keyof typeof en & string;
export type RequestsText = Text<RequestsKey>;

export type RequestKind = 'deposit' | 'withdraw';

export const FILTERS = [
  { value: 'all', label: 'filter.all' },
  { value: 'bank', label: 'filter.bank' },
  { value: 'upi', label: 'filter.upi' },
  { value: 'crypto', label: 'filter.crypto' },
] as const satisfies readonly { value: string; label: RequestsKey }[];

export type RequestFilter = (typeof FILTERS)[number]['value'];

/** The words that differ between the two pages, as keys of the messages. */
export const KIND_TEXT = {
  deposit: {
    title: 'deposit.title',
    empty: 'deposit.empty',
    loadFailed: 'deposit.loadFailed',
    loading: 'deposit.loading',
    modal: 'deposit.modal',
    crypto: 'deposit.crypto',
    attachment: 'deposit.attachment',
  },
  withdraw: {
    title: 'withdraw.title',
    empty: 'withdraw.empty',
    loadFailed: 'withdraw.loadFailed',
    loading: 'withdraw.loading',
    modal: 'withdraw.modal',
    crypto: 'withdraw.crypto',
    attachment: 'withdraw.attachment',
  },
} as const satisfies Record<RequestKind, Record<string, RequestsKey>>;

export const STATUSES = [
  { value: 'on_hold', label: 'status.onHold' },
  { value: 'in_progress', label: 'status.inProgress' },
  { value: 'done', label: 'status.done' },
  { value: 'rejected', label: 'status.rejected' },
] as const satisfies readonly { value: string; label: RequestsKey }[];

/**
 * Reasons an admin picks from; 'other' lets them write their own. The player reads the
 * reason as it was saved, so the English words go to the server whatever language the
 * admin reads the form in.
 */
export const REJECTION_REASONS = {
  deposit: ['reason.deposit.notReceived', 'reason.deposit.amountMismatch', 'reason.deposit.unclearScreenshot', 'reason.deposit.noReference'],
  withdraw: ['reason.withdraw.wrongAccount', 'reason.withdraw.invalidAddress', 'reason.withdraw.nameMismatch', 'reason.withdraw.duplicate'],
} as const satisfies Record<RequestKind, readonly RequestsKey[]>;

/** The saved words of a preset reason (English, see above). */
const english = englishOf('admin-requests', en);
export const reasonSaved = (key: (typeof REJECTION_REASONS)[RequestKind][number]): string => english(key);
