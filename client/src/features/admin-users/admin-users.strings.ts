import type { PeriodId } from '@draws/draw-periods';
import { textHook, type Text } from '../../lib/i18n/text.js';
import en from './messages/en.json' with { type: 'json' };

/**
 * Every word the admin Users pages show (messages/en.json, messages/hi.json; spec sections
 * 2 and 8: the list's headings and messages are exact in English).
 */
export const useUsersText = textHook('admin-users', en);

export type UsersText = Text<keyof typeof en & string>;

/** The label of a draw period in the language shown ('Weekly'). */
export const periodKey = (period: PeriodId) => `period.${period}` as const;
/** The draw's own name ('Giant'), in the language shown as the dashboard names it. */
export const periodNameKey = (period: PeriodId) => `periodName.${period}` as const;
