import { textHook, type Text } from '../../lib/i18n/text.js';
import en from './messages/en.json' with { type: 'json' };

/** Every word the console's Rounds page shows (messages/en.json, messages/hi.json; issue 12). */
export const useAdminRoundsText = textHook('admin-rounds', en);

export type AdminRoundsKey = keyof typeof en & string;
export type AdminRoundsText = Text<AdminRoundsKey>;

/** A round's statuses, in the order the filter offers them (their words: 'statuses.<status>'). */
export const ROUND_STATUSES = ['open', 'closed', 'resulted', 'settled'] as const;

/** Shown where a value is not known yet; the same in every language. */
export const NONE = '—';

/**
 * The words of one id of a group ('statuses.settled', 'periods.3h', 'names.3h', 'sources.rng'), or the
 * id itself when the messages have none (a status newer than this page).
 */
export function labelOf(t: AdminRoundsText, group: 'statuses' | 'periods' | 'names' | 'sources', id: string): string {
  const key = `${group}.${id}`;
  return Object.hasOwn(en, key) ? t(key as AdminRoundsKey) : id;
}
