import { textHook, textOf, type Text } from '../../lib/i18n/text.js';
import en from './messages/en.json' with { type: 'json' };

/**
 * The words of the How to Play page (messages/en.json, messages/hi.json). The facts of
 * each draw (ranges, times, pots) are derived from the shared draw table in draw-rules.ts;
 * these are the words around them, and the draws' names and period labels by period id
 * (English as the shared table has them).
 */
export const useHowToPlayText = textHook('how-to-play', en);

export type HowToPlayKey = keyof typeof en & string;
export type HowToPlayText = Text<HowToPlayKey>;

/** The words of the language shown now, for code outside React. */
export const howToPlayTextNow: HowToPlayText = textOf('how-to-play', en);

/** The prize rules in order; each may open with a term in bold. */
export const PRIZE_RULES: { term?: HowToPlayKey; text: HowToPlayKey }[] = [
  { term: 'prizeRules.sequence.term', text: 'prizeRules.sequence.text' },
  { term: 'prizeRules.any.term', text: 'prizeRules.any.text' },
  { text: 'prizeRules.both' },
  { text: 'prizeRules.pots' },
  { text: 'prizeRules.results' },
  { text: 'prizeRules.credit' },
];
