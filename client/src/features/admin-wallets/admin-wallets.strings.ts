import { textHook, type Text } from '../../lib/i18n/text.js';
import en from './messages/en.json' with { type: 'json' };

/** Every word the console's wallet pages show (messages/en.json, messages/hi.json; issue 12: the auditor's console). */
export const useAdminWalletsText = textHook('admin-wallets', en);

export type AdminWalletsKey = keyof typeof en & string;
export type AdminWalletsText = Text<AdminWalletsKey>;

/** Shown where a value is missing; the same in every language. */
export const NONE = '—';

/**
 * The words of one id of a group ('eventTypes.TicketPurchased', 'references.round',
 * 'roles.admin'), or the id itself when the messages have none (a type newer than this page).
 */
export function labelOf(t: AdminWalletsText, group: 'eventTypes' | 'references' | 'roles' | 'checks.against', id: string): string {
  const key = `${group}.${id}`;
  return Object.hasOwn(en, key) ? t(key as AdminWalletsKey) : id;
}
