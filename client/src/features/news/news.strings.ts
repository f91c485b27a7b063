import { textHook } from '../../lib/i18n/text.js';
import en from './messages/en.json' with { type: 'json' };

/** The news line's words (messages/en.json, messages/hi.json): its label for assistive technology, its badge and the link's purpose. */
export const useNewsText = textHook('news', en);
