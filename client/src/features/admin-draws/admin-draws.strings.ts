import type { PeriodId } from '@draws/draw-periods';
import type { MultiplierField } from '@draws/prize-odds';
import { textHook, type Text } from '../../lib/i18n/text.js';
import en from './messages/en.json' with { type: 'json' };

/**
 * Every word of the admin dashboard's jackpot modal (messages/en.json, messages/hi.json).
 * The spec's strings (section 2: the button 'Set {period} Jackpot Amount', the tabs, the
 * inputs 5N..1N and the weekly labels '5N + A', '4N + A x'..'A x', '5N x'..'1N x') are
 * exact in English.
 */
export const useAdminDrawsText = textHook('admin-draws', en);

export type AdminDrawsKey = keyof typeof en & string;
export type AdminDrawsText = Text<AdminDrawsKey>;

/**
 * The multiplier labels: '5N'..'1N'; the weekly any-order table's with the letter. They
 * are the prize tables' notation (N a number matched, A the letter), the same in every
 * language, like the numbers and letters themselves.
 */
export const MULTIPLIER_LABELS: Record<MultiplierField, string> = {
  fiveN: '5N', fourN: '4N', threeN: '3N', twoN: '2N', oneN: '1N',
  fourNA: '4N + A x', threeNA: '3N + A x', twoNA: '2N + A x', oneNA: '1N + A x', onlyA: 'A x',
};
export const WEEKLY_NUMBER_LABELS: Partial<Record<MultiplierField, string>> = { fiveN: '5N x', fourN: '4N x', threeN: '3N x', twoN: '2N x', oneN: '1N x' };
/** Weekly: the jackpot is won by five numbers and the letter. */
export const WEEKLY_JACKPOT_LABEL = '5N + A';

/**
 * A period's name in the language shown, as the draw table labels it in English ('3 hours'
 * .. '24 hours', 'Weekly'): the hours are the number its id starts with.
 */
export function periodName(t: AdminDrawsText, period: PeriodId): string {
  return period === 'weekly' ? t('period.weekly') : t('period.hours', { hours: Number.parseInt(period, 10) });
}
