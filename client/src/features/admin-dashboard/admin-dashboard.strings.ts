import type { PeriodId } from '@draws/draw-periods';
import { textHook, type Text } from '../../lib/i18n/text.js';
import en from './messages/en.json' with { type: 'json' };

/**
 * The admin dashboard's draw words (messages/en.json, messages/hi.json; spec sections 2, 5
 * and 8: the English is exact where the spec names it).
 */
export const useAdminDashboardText = textHook('admin-dashboard', en);

export type AdminDashboardKey = keyof typeof en & string;
export type AdminDashboardText = Text<AdminDashboardKey>;

/** The table's column of each position: '1st No.' to '5th No.'. */
export const POSITION_HEADERS: readonly AdminDashboardKey[] = ['counts.position1', 'counts.position2', 'counts.position3', 'counts.position4', 'counts.position5'];

/**
 * A period's name in the language shown, as the draw table labels it in English ('3 hours'
 * .. '24 hours', 'Weekly'): the hours are the number its id starts with.
 */
export function periodName(t: AdminDashboardText, period: PeriodId): string {
  return period === 'weekly' ? t('period.weekly') : t('period.hours', { hours: Number.parseInt(period, 10) });
}
