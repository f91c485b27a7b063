import { textHook, type Text } from '../../lib/i18n/text.js';
import en from './messages/en.json' with { type: 'json' };

/** Every word the console's Action Log shows (messages/en.json, messages/hi.json; issue 12). */
export const useAdminActionsText = textHook('admin-actions', en);

export type AdminActionsKey = keyof typeof en & string;
export type AdminActionsText = Text<AdminActionsKey>;

/** The kinds of action the filter offers, in its order (their words: 'kinds.<kind>'; the value is the API's). */
export const ACTION_KINDS = ['setting', 'prize_table', 'deposit_request', 'withdrawal_request', 'result', 'admin_created', 'audit_run'] as const;

/** Shown where a value is missing; the same in every language. */
export const NONE = '—';

/**
 * The words of one id of a group ('kinds.setting', 'roles.admin'), or the id itself when the
 * messages have none (a kind newer than this page).
 */
export function labelOf(t: AdminActionsText, group: 'kinds' | 'roles', id: string): string {
  const key = `${group}.${id}`;
  return Object.hasOwn(en, key) ? t(key as AdminActionsKey) : id;
}
