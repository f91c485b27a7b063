import type { PeriodId } from '@draws/draw-periods';
import { textHook, textOf, type Text } from '../../lib/i18n/text.js';
import en from './messages/en.json' with { type: 'json' };

/**
 * The player dashboard's draw words (messages/en.json, messages/hi.json). Spec strings
 * (sections 2, 4, 5 and 8) are exact in English; the rest names what the spec leaves
 * unnamed. The draws' names and tab labels are the shared table's (@draws/draw-periods)
 * in English, and have Hindi ones here, by period id.
 */
export const useDrawsText = textHook('draws', en);

export type DrawsKey = keyof typeof en & string;
export type DrawsText = Text<DrawsKey>;

/** The words of the language shown now, for code outside React (the live stream's toasts, the models' defaults). */
export const drawsTextNow: DrawsText = textOf('draws', en);

/** The draw's name ('Vibrant'), in the language shown. */
export const periodName = (t: DrawsText, period: PeriodId) => t(`period.name.${period}`);

/** The period tab's label ('3 hours'). */
export const periodLabel = (t: DrawsText, period: PeriodId) => t(`period.label.${period}`);

/** The draw as a phrase ('Vibrant Draw'). */
export const drawName = (t: DrawsText, period: PeriodId) => t('drawName', { name: periodName(t, period) });

/** A pot's name ('Jackpot', 'Mini-pot'); an unknown one as the server names it. */
export function potName(t: DrawsText, pot: string): string {
  return pot === 'jackpot' ? t('pots.jackpot') : pot === 'minipot' ? t('pots.minipot') : pot;
}
