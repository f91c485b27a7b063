import { textHook, type Text } from '../../lib/i18n/text.js';
import en from './messages/en.json' with { type: 'json' };

/** Every word the console's Audit page shows (messages/en.json, messages/hi.json; issue 12: the whole-system audit). */
export const useAdminAuditText = textHook('admin-audit', en);

export type AdminAuditKey = keyof typeof en & string;
export type AdminAuditText = Text<AdminAuditKey>;

/** Shown where a value is missing; the same in every language. */
export const NONE = '—';

/**
 * The words of one id of a group ('statuses.passed', 'stages.wallets', 'kinds.ledger'), or
 * the id itself when the messages have none (a stage or kind newer than this page).
 */
export function labelOf(t: AdminAuditText, group: 'stages' | 'statuses' | 'kinds' | 'countLabels' | 'roles', id: string): string {
  const key = `${group}.${id}`;
  return Object.hasOwn(en, key) ? t(key as AdminAuditKey) : id;
}
